import { Redis } from "@upstash/redis";
import type { Env } from "./env";

/** A lead request waits at most this long for Redis before it falls back to e-mail alone. */
const REDIS_TIMEOUT_MS = 3000;
const REDIS_RETRIES = 2;

export type RedisOptions = { timeoutMs?: number; retries?: number };

/**
 * Where stored state lives, as every concern's picker reads it: the Upstash client when
 * `UPSTASH_REDIS_REST_URL` and `_TOKEN` are set, else null and the local twins' folder and clock.
 */
export type StateHome = {
  redis: Redis | null;
  /** The local twins' folder (`DATA_DIR`). */
  dataDir: string;
  /** The one clock every local twin reads (tests pass one they advance). */
  now: () => number;
};

/**
 * The environment's `StateHome`. Callers that must answer fast (the chat) pass a shorter timeout
 * and fewer retries.
 */
export function stateHome(
  env: Pick<Env, "UPSTASH_REDIS_REST_URL" | "UPSTASH_REDIS_REST_TOKEN" | "DATA_DIR">,
  { timeoutMs = REDIS_TIMEOUT_MS, retries = REDIS_RETRIES, now = Date.now }: RedisOptions & { now?: () => number } = {},
): StateHome {
  return { redis: createRedis(env, { timeoutMs, retries }), dataDir: env.DATA_DIR, now };
}

/** The Upstash client when `UPSTASH_REDIS_REST_URL` and `_TOKEN` are set, else null (local files). */
export function createRedis(
  env: Pick<Env, "UPSTASH_REDIS_REST_URL" | "UPSTASH_REDIS_REST_TOKEN">,
  { timeoutMs = REDIS_TIMEOUT_MS, retries = REDIS_RETRIES }: RedisOptions = {},
): Redis | null {
  if (!env.UPSTASH_REDIS_REST_URL || !env.UPSTASH_REDIS_REST_TOKEN) return null;
  return new Redis({
    url: env.UPSTASH_REDIS_REST_URL,
    token: env.UPSTASH_REDIS_REST_TOKEN,
    // Values are stored as given: a phone like "5551234567" must not come back as a number.
    automaticDeserialization: false,
    enableTelemetry: false,
    retry: { retries, backoff: (attempt) => 50 * 2 ** attempt },
    signal: () => AbortSignal.timeout(timeoutMs),
  });
}
