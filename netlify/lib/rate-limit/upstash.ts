import { Ratelimit } from "@upstash/ratelimit";
import type { Redis } from "@upstash/redis";
import type { RateLimitConfig, RateLimiter } from "./port";

/**
 * After this long without Redis the limiter lets the request through (Ratelimit's
 * `reason: "timeout"`): a veteran must not be refused because Redis is slow.
 */
const LIMIT_TIMEOUT_MS = 1000;

export function createUpstashRateLimiter({
  redis,
  prefix,
  requests,
  windowSeconds,
}: RateLimitConfig & { redis: Redis; prefix: string }): RateLimiter {
  const ratelimit = new Ratelimit({
    redis,
    prefix,
    limiter: Ratelimit.slidingWindow(requests, `${windowSeconds} s`),
    timeout: LIMIT_TIMEOUT_MS,
    analytics: false,
  });
  return {
    kind: `upstash-ratelimit (${requests} per ${windowSeconds} s)`,
    async limit({ key }) {
      const { success, reset } = await ratelimit.limit(key);
      return { success, reset };
    },
  };
}
