import type { Redis } from "@upstash/redis";
import { RECENT_USER_MESSAGES } from "./screen";
import { nextState, parseState, SCREEN_STATE_TTL_SECONDS, type ScreenStateStore } from "./screen-state";

/** Upstash Redis: one JSON value per session, written with its expiry (SET EX). */
export function createUpstashScreenStateStore({
  redis,
  ttlSeconds = SCREEN_STATE_TTL_SECONDS,
}: {
  redis: Redis;
  ttlSeconds?: number;
}): ScreenStateStore {
  const key = (sessionId: string) => `chat:screen:${sessionId}`;
  return {
    kind: "upstash-redis",
    async loadTurns({ sessionId }) {
      return parseState(await redis.get<unknown>(key(sessionId)));
    },
    async recordTurn({ sessionId, user, assistant }) {
      // Read, then write: two quick turns of one session may drop one of them, which only
      // shortens what the screen reads with the next message.
      const state = nextState(
        parseState(await redis.get<unknown>(key(sessionId))),
        user,
        assistant,
        RECENT_USER_MESSAGES,
      );
      await redis.set(key(sessionId), JSON.stringify(state), { ex: ttlSeconds });
    },
  };
}
