// Its ES module build: the package names no "exports", so Node would load the CommonJS one, and
// reading its named exports takes a fresh instance about 9 ms more (issue 17's cold start).
import { Ratelimit } from "@upstash/ratelimit/dist/index.mjs";
import type { Redis } from "@upstash/redis";
import type { RateLimit, RateLimiter } from "./limiter";

/**
 * After this long without Redis an `open` limit lets the request through (Ratelimit's
 * `reason: "timeout"`): a veteran must not be refused because Redis is slow.
 */
const LIMIT_TIMEOUT_MS = 1000;

/** Upstash's sliding window, or its fixed window of one day (its windows start at midnight UTC). */
export function createUpstashRateLimiter({
  redis,
  name,
  requests,
  window,
  onSlowRedis = "open",
}: RateLimit & { redis: Redis }): RateLimiter {
  const ratelimit = new Ratelimit({
    redis,
    prefix: `ratelimit:${name}`,
    limiter:
      window === "utc-day"
        ? Ratelimit.fixedWindow(requests, "1 d")
        : Ratelimit.slidingWindow(requests, `${window.seconds} s`),
    // 0: no timeout of its own, so a slow Redis throws (Redis's own timeout) instead of passing.
    timeout: onSlowRedis === "open" ? LIMIT_TIMEOUT_MS : 0,
    analytics: false,
  });
  return {
    kind: `upstash-ratelimit (${requests} per ${window === "utc-day" ? "UTC day" : `${window.seconds} s`})`,
    async limit({ key }) {
      const { success, reset } = await ratelimit.limit(key);
      return { success, reset };
    },
  };
}
