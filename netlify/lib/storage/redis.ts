import { Redis } from "@upstash/redis";
import type { Env } from "../env";

/** A lead request waits at most this long for Redis before it falls back to e-mail alone. */
export const REDIS_TIMEOUT_MS = 3000;
const REDIS_RETRIES = 2;

/** The Upstash client when `UPSTASH_REDIS_REST_URL` and `_TOKEN` are set, else null (local files). */
export function createRedis(env: Pick<Env, "UPSTASH_REDIS_REST_URL" | "UPSTASH_REDIS_REST_TOKEN">): Redis | null {
  if (!env.UPSTASH_REDIS_REST_URL || !env.UPSTASH_REDIS_REST_TOKEN) return null;
  return new Redis({
    url: env.UPSTASH_REDIS_REST_URL,
    token: env.UPSTASH_REDIS_REST_TOKEN,
    // Values are stored as given: a phone like "5551234567" must not come back as a number.
    automaticDeserialization: false,
    enableTelemetry: false,
    retry: { retries: REDIS_RETRIES, backoff: (attempt) => 50 * 2 ** attempt },
    signal: () => AbortSignal.timeout(REDIS_TIMEOUT_MS),
  });
}
