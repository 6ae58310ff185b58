import { afterEach, describe, expect, inject, it, vi } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createFileRateLimiter } from "../../netlify/lib/rate-limit/files";
import {
  enforceRateLimits,
  type RateLimit,
  type RateLimiter,
  retryAfterSeconds,
} from "../../netlify/lib/rate-limit/limiter";
import { createUpstashRateLimiter } from "../../netlify/lib/rate-limit/upstash";
import { createRedis } from "../../netlify/lib/redis";
import { startUpstashBridge, type UpstashBridge } from "../harness/upstash-bridge";

const bridges: UpstashBridge[] = [];
/** The local limiters' data folders, removed after each test. */
const folders: string[] = [];
const freshFolder = async () => {
  const dir = await mkdtemp(join(tmpdir(), "rate-limit-"));
  folders.push(dir);
  return dir;
};
afterEach(async () => {
  for (const dir of folders.splice(0)) await rm(dir, { recursive: true, force: true });
  vi.useRealTimers();
  for (const bridge of bridges.splice(0)) await bridge.close();
});

type RateLimitConfig = Omit<RateLimit, "name">;

/** A limiter, and how time passes for it: real time for Redis, a clock the test moves for the files. */
type Adapter = { limiter: RateLimiter; now: () => number; wait: (ms: number) => Promise<void> };

async function upstashLimiter(config: RateLimitConfig): Promise<RateLimiter> {
  const bridge = await startUpstashBridge({ redisPort: inject("redisPort") });
  bridges.push(bridge);
  const redis = createRedis({ UPSTASH_REDIS_REST_URL: bridge.url, UPSTASH_REDIS_REST_TOKEN: bridge.token })!;
  return createUpstashRateLimiter({ redis, name: `test-${crypto.randomUUID()}`, ...config });
}

async function fileLimiter(config: RateLimitConfig, dataDir?: string, now?: () => number): Promise<RateLimiter> {
  const dir = dataDir ?? (await freshFolder());
  return createFileRateLimiter({ dataDir: dir, name: "test", now, ...config });
}

const adapters: [string, (config: RateLimitConfig) => Promise<Adapter>][] = [
  [
    "local files",
    async (config) => {
      let time = Date.now();
      const now = () => time;
      const wait = async (ms: number) => void (time += ms);
      return { limiter: await fileLimiter(config, undefined, now), now, wait };
    },
  ],
  [
    "@upstash/ratelimit, its Lua run by a real redis-server",
    async (config) => {
      // @upstash/ratelimit places a request in its window by the caller's clock, not Redis' (the
      // keys' own expiry is longer than the windows): a faked Date moves it, and nothing waits.
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
      const wait = async (ms: number) => void vi.setSystemTime(Date.now() + ms);
      return { limiter: await upstashLimiter(config), now: () => Date.now(), wait };
    },
  ],
];

describe.each(adapters)("RateLimiter contract: %s", (_name, create) => {
  it("allows the configured number of requests per key, then refuses with a reset inside the window", async () => {
    const { limiter, now } = await create({ requests: 3, window: { seconds: 60 } });
    for (let i = 0; i < 3; i++) expect((await limiter.limit({ key: "192.0.2.1" })).success).toBe(true);
    const refused = await limiter.limit({ key: "192.0.2.1" });
    expect(refused.success).toBe(false);
    expect(retryAfterSeconds(refused, now())).toBeGreaterThanOrEqual(1);
    expect(retryAfterSeconds(refused, now())).toBeLessThanOrEqual(60);
  });

  it("counts each key on its own", async () => {
    const { limiter } = await create({ requests: 1, window: { seconds: 60 } });
    expect((await limiter.limit({ key: "192.0.2.1" })).success).toBe(true);
    expect((await limiter.limit({ key: "192.0.2.1" })).success).toBe(false);
    expect((await limiter.limit({ key: "192.0.2.2" })).success).toBe(true);
  });

  it("allows requests again once the window has passed", async () => {
    const { limiter, now, wait } = await create({ requests: 1, window: { seconds: 2 } });
    // Start just after a window begins, so the first two calls cannot fall in different windows
    // (across a boundary a sliding window may rightly let the second one through).
    await wait(2000 - (now() % 2000) + 20);
    expect((await limiter.limit({ key: "192.0.2.3" })).success).toBe(true);
    expect((await limiter.limit({ key: "192.0.2.3" })).success).toBe(false);
    // Two whole windows later the previous window no longer counts either.
    await wait(4100);
    expect((await limiter.limit({ key: "192.0.2.3" })).success).toBe(true);
  }, 15_000);

  it("slides: the previous window's hits count by the share of it still inside the window", async () => {
    const { limiter, now, wait } = await create({ requests: 4, window: { seconds: 10 } });
    await wait(10_000 - (now() % 10_000) + 20);
    for (let i = 0; i < 4; i++) expect((await limiter.limit({ key: "192.0.2.4" })).success).toBe(true);
    // Halfway into the next window half of the previous one still counts: 2 of 4 are left.
    await wait(10_000 - (now() % 10_000) + 5000);
    const results = [];
    for (let i = 0; i < 3; i++) results.push((await limiter.limit({ key: "192.0.2.4" })).success);
    expect(results).toEqual([true, true, false]);
  });

  it("with a window of one UTC day: refuses past the limit until midnight UTC", async () => {
    const { limiter, now, wait } = await create({ requests: 3, window: "utc-day" });
    await wait(Date.parse("2030-05-01T23:59:00Z") - now());
    const results = [];
    for (let i = 0; i < 5; i++) results.push((await limiter.limit({ key: "all" })).success);
    expect(results).toEqual([true, true, true, false, false]);
    await wait(Date.parse("2030-05-02T00:00:01Z") - now());
    expect((await limiter.limit({ key: "all" })).success).toBe(true);
  });

  it("with a window of one UTC day counts exactly under concurrent calls", async () => {
    const { limiter } = await create({ requests: 10, window: "utc-day" });
    const results = await Promise.all(Array.from({ length: 25 }, () => limiter.limit({ key: "all" })));
    expect(results.filter((r) => r.success)).toHaveLength(10);
  });

  it("with a limit of 0 never allows a call", async () => {
    const { limiter } = await create({ requests: 0, window: "utc-day" });
    expect((await limiter.limit({ key: "all" })).success).toBe(false);
  });
});

describe("the local file limiter", () => {
  it("is shared by separate instances over one data folder, as npm start's per-request workers are", async () => {
    const dataDir = await freshFolder();
    const config = { requests: 5, window: { seconds: 60 } };
    // Twenty fresh instances, as twenty requests would each build their own, all at once.
    const results = await Promise.all(
      Array.from({ length: 20 }, async () => (await fileLimiter(config, dataDir)).limit({ key: "192.0.2.7" })),
    );
    expect(results.filter((r) => r.success)).toHaveLength(5);
  });
});

describe("enforceRateLimits", () => {
  it("lets the request through and reports the error when the limiter fails", async () => {
    const errors: unknown[] = [];
    const broken: RateLimiter = { kind: "broken", limit: () => Promise.reject(new Error("down")) };
    await enforceRateLimits({ checks: [{ limiter: broken, key: "k", scope: "ip" }], onError: (e) => errors.push(e) });
    expect(errors).toHaveLength(1);
  });

  it("lets the request through when Upstash is unreachable", async () => {
    const limiter = await upstashLimiter({ requests: 1, window: { seconds: 60 } });
    await bridges[0]!.close();
    await expect(
      enforceRateLimits({ checks: [{ limiter, key: "192.0.2.9", scope: "ip" }], onError: () => {} }),
    ).resolves.toBeUndefined();
  });

  it("refuses past a limit with rate_limited and Retry-After", async () => {
    const limiter = await fileLimiter({ requests: 1, window: { seconds: 60 } });
    const checks = [{ limiter, key: "192.0.2.10", scope: "ip" }];
    await enforceRateLimits({ checks, onError: () => {} });
    const refused = await enforceRateLimits({ checks, onError: () => {} }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: "rate_limited" });
  });
});
