import type { RateLimitConfig, RateLimiter } from "./rate-limiter";

/** Local twin of the Upstash limiter: a sliding log per key, kept in this process. */
export function createMemoryRateLimiter({ requests, windowSeconds }: RateLimitConfig): RateLimiter {
  const windowMs = windowSeconds * 1000;
  const hits = new Map<string, number[]>();
  return {
    kind: `memory (${requests} per ${windowSeconds} s)`,
    async limit({ key }) {
      const now = Date.now();
      const recent = (hits.get(key) ?? []).filter((time) => time > now - windowMs);
      const success = recent.length < requests;
      if (success) recent.push(now);
      if (recent.length > 0) hits.set(key, recent);
      else hits.delete(key);
      return { success, reset: (recent[0] ?? now) + windowMs };
    },
  };
}
