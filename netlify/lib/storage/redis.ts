import { Redis } from "@upstash/redis";
import type { Env } from "../env";

/** A lead request waits at most this long for Redis before it falls back to e-mail alone. */
const REDIS_TIMEOUT_MS = 3000;
const REDIS_RETRIES = 2;

export type RedisOptions = { timeoutMs?: number; retries?: number };

/**
 * The Upstash client when `UPSTASH_REDIS_REST_URL` and `_TOKEN` are set, else null (local files).
 * Callers that must answer fast (the chat) pass a shorter timeout and fewer retries.
 */
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
