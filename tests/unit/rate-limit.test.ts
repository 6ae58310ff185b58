import { afterEach, describe, expect, inject, it } from "vitest";
import { createMemoryRateLimiter } from "../../netlify/lib/rate-limit/memory-rate-limiter";
import {
  checkRateLimit,
  type RateLimitConfig,
  type RateLimiter,
  retryAfterSeconds,
} from "../../netlify/lib/rate-limit/rate-limiter";
import { createUpstashRateLimiter } from "../../netlify/lib/rate-limit/upstash-rate-limiter";
import { createRedis } from "../../netlify/lib/storage/redis";
import { startUpstashBridge, type UpstashBridge } from "../support/upstash-bridge";

const bridges: UpstashBridge[] = [];
afterEach(async () => {
  for (const bridge of bridges.splice(0)) await bridge.close();
});

async function upstashLimiter(config: RateLimitConfig): Promise<RateLimiter> {
  const bridge = await startUpstashBridge({ redisPort: inject("redisPort") });
  bridges.push(bridge);
  const redis = createRedis({ UPSTASH_REDIS_REST_URL: bridge.url, UPSTASH_REDIS_REST_TOKEN: bridge.token })!;
  return createUpstashRateLimiter({ redis, prefix: "ratelimit:test", ...config });
}

const adapters: [string, (config: RateLimitConfig) => Promise<RateLimiter>][] = [
  ["in-memory", async (config) => createMemoryRateLimiter(config)],
  ["@upstash/ratelimit, its Lua run by a real redis-server", upstashLimiter],
];

describe.each(adapters)("RateLimiter contract: %s", (_name, create) => {
  it("allows the configured number of requests per key, then refuses with a reset inside the window", async () => {
    const limiter = await create({ requests: 3, windowSeconds: 60 });
    for (let i = 0; i < 3; i++) expect((await limiter.limit({ key: "192.0.2.1" })).success).toBe(true);
    const refused = await limiter.limit({ key: "192.0.2.1" });
    expect(refused.success).toBe(false);
    expect(retryAfterSeconds(refused)).toBeGreaterThanOrEqual(1);
    expect(retryAfterSeconds(refused)).toBeLessThanOrEqual(60);
  });

  it("counts each key on its own", async () => {
    const limiter = await create({ requests: 1, windowSeconds: 60 });
    expect((await limiter.limit({ key: "192.0.2.1" })).success).toBe(true);
    expect((await limiter.limit({ key: "192.0.2.1" })).success).toBe(false);
    expect((await limiter.limit({ key: "192.0.2.2" })).success).toBe(true);
  });

  it("allows requests again once the window has passed", async () => {
    const limiter = await create({ requests: 1, windowSeconds: 1 });
    expect((await limiter.limit({ key: "192.0.2.3" })).success).toBe(true);
    expect((await limiter.limit({ key: "192.0.2.3" })).success).toBe(false);
    await new Promise((r) => setTimeout(r, 2100));
    expect((await limiter.limit({ key: "192.0.2.3" })).success).toBe(true);
  });
});

describe("checkRateLimit", () => {
  it("lets the request through and reports the error when the limiter fails", async () => {
    const errors: unknown[] = [];
    const broken: RateLimiter = { kind: "broken", limit: () => Promise.reject(new Error("down")) };
    const result = await checkRateLimit({ limiter: broken, key: "k", onError: (e) => errors.push(e) });
    expect(result.success).toBe(true);
    expect(errors).toHaveLength(1);
  });

  it("lets the request through when Upstash is unreachable", async () => {
    const limiter = await upstashLimiter({ requests: 1, windowSeconds: 60 });
    await bridges[0]!.close();
    const result = await checkRateLimit({ limiter, key: "192.0.2.9", onError: () => {} });
    expect(result.success).toBe(true);
  });
});
