import { join } from "node:path";
import { createFileCounter } from "../storage/file-counter";
import type { RateLimitConfig, RateLimiter } from "./port";

/**
 * Local twin of the Upstash limiter: fixed windows counted in files under the data folder,
 * so the limit holds across the fresh worker each local function request runs in.
 */
export function createFileRateLimiter({
  dataDir,
  prefix,
  requests,
  windowSeconds,
  now,
}: RateLimitConfig & { dataDir: string; prefix: string; now?: () => number }): RateLimiter {
  const counter = createFileCounter({ dir: join(dataDir, "rate-limit", prefix), now });
  return {
    kind: `local-files (${requests} per ${windowSeconds} s)`,
    limit: ({ key }) => counter.take({ key, limit: requests, windowMs: windowSeconds * 1000 }),
  };
}
