/** The limits at work: asks each limiter in turn and refuses with Retry-After (`./port.ts` is the port). */
import { ApiError } from "../http/errors";
import type { RateLimiter, RateLimitResult } from "./port";

/** Seconds to put in Retry-After: at least one. */
export function retryAfterSeconds(result: RateLimitResult, now = Date.now()): number {
  return Math.max(1, Math.ceil((result.reset - now) / 1000));
}

/**
 * Asks the limiter, letting the request through if the limiter itself fails: the limit
 * guards against abuse, and a broken Redis must not turn veterans away.
 */
export async function checkRateLimit({
  limiter,
  key,
  onError,
}: {
  limiter: RateLimiter;
  key: string;
  onError: (error: unknown) => void;
}): Promise<RateLimitResult> {
  try {
    return await limiter.limit({ key });
  } catch (error) {
    onError(error);
    return { success: true, reset: Date.now() };
  }
}

/**
 * Counts the request under each limit in turn; at the first one it is past, throws `rate_limited`
 * with Retry-After. A limiter that fails lets the request through (`checkRateLimit`).
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
    const result = await checkRateLimit({ limiter, key, onError: (error) => onError(error, scope) });
    if (!result.success) {
      onLimited?.(scope);
      throw new ApiError("rate_limited", { headers: { "Retry-After": String(retryAfterSeconds(result)) } });
    }
  }
}
