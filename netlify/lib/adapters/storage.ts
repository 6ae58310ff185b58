/**
 * The environment picks the adapters here, in `netlify/lib/adapters/` and nowhere else
 * (docs/decisions/821-...): `storage.ts` (Upstash Redis when `UPSTASH_REDIS_REST_URL` and `_TOKEN`
 * are set, else the local twins in files under `DATA_DIR`), `mail.ts` (SMTP or the outbox folder)
 * and `model.ts` (Claude, or the offline assistant alone). One file each, so that a function's
 * bundle carries only what it uses: no model SDK in the consultations, no mailer in the chat.
 * Every port keeps its interface in `<port>/port.ts` and its adapters beside it.
 */
import type { Redis } from "@upstash/redis";
import { createFileClientBudget, createFileDailyCap } from "../chat/storage/daily-cap/files";
import type { ClientBudget, DailyCap } from "../chat/storage/daily-cap/port";
import { createUpstashClientBudget, createUpstashDailyCap } from "../chat/storage/daily-cap/upstash";
import { createLocalHistoryStore } from "../chat/storage/history/files";
import type { ChatHistoryStore } from "../chat/storage/history/port";
import { createUpstashHistoryStore } from "../chat/storage/history/upstash";
import type { Env } from "../env";
import { createLocalLeadStore } from "../leads/store/files";
import type { LeadStore } from "../leads/store/port";
import { createUpstashLeadStore } from "../leads/store/upstash";
import { createFileRateLimiter } from "../rate-limit/files";
import type { RateLimitConfig, RateLimiter } from "../rate-limit/port";
import { createUpstashRateLimiter } from "../rate-limit/upstash";
import { createRedis, type RedisOptions } from "../storage/redis";

/** Where the stored state lives: each port's adapter over Upstash Redis, or over local files. */
export type Storage = {
  leadStore(): LeadStore;
  /** `name` is the limit's own ("consultations", "chat:ip"): its Redis prefix and its folder. */
  rateLimiter(input: RateLimitConfig & { name: string }): RateLimiter;
  chatHistory(input: { ttlSeconds: number }): ChatHistoryStore;
  dailyCap(input: { limit: number }): DailyCap;
  clientBudget(input: { limit: number }): ClientBudget;
};

function upstashStorage(redis: Redis): Storage {
  return {
    leadStore: () => createUpstashLeadStore({ redis }),
    rateLimiter: ({ name, ...limits }) => createUpstashRateLimiter({ redis, prefix: `ratelimit:${name}`, ...limits }),
    chatHistory: ({ ttlSeconds }) => createUpstashHistoryStore({ redis, ttlSeconds }),
    dailyCap: ({ limit }) => createUpstashDailyCap({ redis, limit }),
    clientBudget: ({ limit }) => createUpstashClientBudget({ redis, limit }),
  };
}

/** The local twins; `now` is their clock (tests pass one they advance). */
function fileStorage({ dataDir, now }: { dataDir: string; now: () => number }): Storage {
  return {
    leadStore: () => createLocalLeadStore({ dataDir, now }),
    rateLimiter: ({ name, ...limits }) =>
      createFileRateLimiter({ dataDir, prefix: name.replace(/:/g, "-"), now, ...limits }),
    chatHistory: ({ ttlSeconds }) => createLocalHistoryStore({ dataDir, ttlSeconds, now }),
    dailyCap: ({ limit }) => createFileDailyCap({ dataDir, limit }),
    clientBudget: ({ limit }) => createFileClientBudget({ dataDir, limit }),
  };
}

/** Upstash when its variables are set, local files under `DATA_DIR` when not. */
export function storageFromEnv(
  env: Pick<Env, "UPSTASH_REDIS_REST_URL" | "UPSTASH_REDIS_REST_TOKEN" | "DATA_DIR">,
  { now = Date.now, ...redisOptions }: RedisOptions & { now?: () => number } = {},
): Storage {
  const redis = createRedis(env, redisOptions);
  return redis ? upstashStorage(redis) : fileStorage({ dataDir: env.DATA_DIR, now });
}
