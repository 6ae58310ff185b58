import type { Redis } from "@upstash/redis";
import { join } from "node:path";
import { createFileCounter } from "../storage/file-counter";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A counter kept two days so a call just before midnight UTC never resets early. */
const COUNTER_TTL_SECONDS = 2 * 24 * 60 * 60;

/** The global daily budget of Claude calls; past it the offline assistant answers. */
export interface DailyCap {
  readonly kind: string;
  /** Counts one call for today (UTC) and says whether it is within the cap. */
  tryTake(input?: { now?: Date }): Promise<boolean>;
}

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

export function createUpstashDailyCap({ redis, limit }: { redis: Redis; limit: number }): DailyCap {
  return {
    kind: `upstash-redis (${limit} per day)`,
    async tryTake({ now = new Date() } = {}) {
      if (limit <= 0) return false;
      const key = `chat:claude-calls:${dayOf(now)}`;
      const [count] = await redis.multi().incr(key).expire(key, COUNTER_TTL_SECONDS).exec<[number, number]>();
      return Number(count) <= limit;
    },
  };
}

/** Local twin: counted in files under the data folder, shared by every local worker. */
export function createFileDailyCap({ dataDir, limit }: { dataDir: string; limit: number }): DailyCap {
  const counter = createFileCounter({ dir: join(dataDir, "chat-claude-calls") });
  return {
    kind: `local-files (${limit} per day)`,
    async tryTake({ now = new Date() } = {}) {
      const { success } = await counter.take({ key: "all", limit, windowMs: DAY_MS, now: now.getTime() });
      return success;
    },
  };
}
