import type { Redis } from "@upstash/redis";
import type { ChatMessage } from "../assistant/types";
import { type ChatHistoryStore, exchange, HISTORY_MAX_MESSAGES, type HistoryConfig, parseMessage } from "./history";

/** Upstash Redis: one list per session (RPUSH, LTRIM, EXPIRE in one MULTI). */
export function createUpstashHistoryStore({
  redis,
  maxMessages = HISTORY_MAX_MESSAGES,
  ttlSeconds,
}: HistoryConfig & { redis: Redis }): ChatHistoryStore {
  const key = (sessionId: string) => `chat:history:${sessionId}`;
  return {
    kind: "upstash-redis",
    async loadHistory({ sessionId, limit }) {
      if (limit <= 0) return [];
      const entries = await redis.lrange<unknown>(key(sessionId), -limit, -1);
      return entries.map(parseMessage).filter((m): m is ChatMessage => m !== null);
    },
    async saveExchange({ sessionId, user, assistant }) {
      const [question, reply] = exchange(user, assistant).map((m) => JSON.stringify(m));
      await redis
        .multi()
        .rpush(key(sessionId), question!, reply!)
        .ltrim(key(sessionId), -maxMessages, -1)
        .expire(key(sessionId), ttlSeconds)
        .exec();
    },
  };
}
