/**
 * The one rate limiter, for every limit: consultations and chat per address, chat per session,
 * and the chat's daily model cap and per-client model budget. A limit is a name, a number of
 * requests and a window: a sliding one of `windowSeconds` (Upstash's sliding window, and the same
 * sliding count in the local files), or one UTC day (`window: "utc-day"`).
 */
import { ApiError } from "../errors";
import type { StateHome } from "../redis";
import { createFileRateLimiter } from "./files";
import { createUpstashRateLimiter } from "./upstash";

export type RateLimitResult = {
  success: boolean;
  /** Epoch milliseconds when the caller may try again. */
  reset: number;
};

export type RateLimit = {
  /** The limit's own name ("consultations", "chat:ip"): its Redis prefix and its folder. */
  name: string;
  requests: number;
  /** Seconds of a sliding window, or one UTC day (a fixed window from midnight UTC). */
  window: { seconds: number } | "utc-day";
  /**
   * What a slow Redis means: `open` (the default) lets the request through after a second, for
   * limits that guard against abuse; `closed` waits for Redis's own timeout and throws, for the
   * model budgets (cost control fails closed).
   */
  onSlowRedis?: "open" | "closed";
};

/** Counts requests per key (an address, a session, "all"). */
export interface RateLimiter {
  readonly kind: string;
  limit(input: { key: string }): Promise<RateLimitResult>;
}

/** Upstash's limiter when Redis is configured, else the local twin in files under `DATA_DIR`. */
export function rateLimiter(home: StateHome, limit: RateLimit): RateLimiter {
  return home.redis
    ? createUpstashRateLimiter({ redis: home.redis, ...limit })
    : createFileRateLimiter({ dataDir: home.dataDir, now: home.now, ...limit });
}

/** Seconds to put in Retry-After: at least one. */
export function retryAfterSeconds(result: RateLimitResult, now = Date.now()): number {
  return Math.max(1, Math.ceil((result.reset - now) / 1000));
}

/**
 * Counts the request under each limit in turn; at the first one it is past, throws `rate_limited`
 * with Retry-After. A limiter that fails lets the request through: the limits guard against
 * abuse, and a broken Redis must not turn veterans away.
 */
export async function enforceRateLimits<S extends string>({
  checks,
  onError,
  onLimited,
}: {
  checks: readonly { limiter: RateLimiter; key: string; scope: S }[];
  onError: (error: unknown, scope: S) => void;
  onLimited?: (scope: S) => void;
}): Promise<void> {
  for (const { limiter, key, scope } of checks) {
    const result = await limiter.limit({ key }).catch((error: unknown) => {
      onError(error, scope);
      return { success: true, reset: Date.now() };
    });
    if (!result.success) {
      onLimited?.(scope);
      throw new ApiError("rate_limited", { headers: { "Retry-After": String(retryAfterSeconds(result)) } });
    }
  }
}
