import type { Redis } from "@upstash/redis";
import { join } from "node:path";
import { createFileCounter } from "../../../storage/file-counter";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A counter kept two days so a call just before midnight UTC never resets early. */
const COUNTER_TTL_SECONDS = 2 * 24 * 60 * 60;

/** The global daily budget of Claude calls; past it the offline assistant answers. */
export interface DailyCap {
  readonly kind: string;
  /** Counts one call for today (UTC) and says whether it is within the cap. */
  tryTake(input?: { now?: Date }): Promise<boolean>;
}

/**
 * Each client's own daily budget of Claude calls, beside the global cap, so no single client can
 * use the day up (decision 503). A client is its limit key (`clientKey`: IPv4, or IPv6 /64).
 */
export interface ClientBudget {
  readonly kind: string;
  /** Counts one call for `client` today (UTC) and says whether it is within the budget. */
  tryTake(input: { client: string; now?: Date }): Promise<boolean>;
}

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

async function takeInRedis({ redis, key, limit }: { redis: Redis; key: string; limit: number }) {
  if (limit <= 0) return false;
  const [count] = await redis.multi().incr(key).expire(key, COUNTER_TTL_SECONDS).exec<[number, number]>();
  return Number(count) <= limit;
}

export function createUpstashDailyCap({ redis, limit }: { redis: Redis; limit: number }): DailyCap {
  return {
    kind: `upstash-redis (${limit} per day)`,
    tryTake: ({ now = new Date() } = {}) => takeInRedis({ redis, key: `chat:claude-calls:${dayOf(now)}`, limit }),
  };
}

export function createUpstashClientBudget({ redis, limit }: { redis: Redis; limit: number }): ClientBudget {
  return {
    kind: `upstash-redis (${limit} per client per day)`,
    tryTake: ({ client, now = new Date() }) =>
      takeInRedis({ redis, key: `chat:claude-calls:client:${dayOf(now)}:${client}`, limit }),
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

/** Local twin of the per-client budget. */
export function createFileClientBudget({ dataDir, limit }: { dataDir: string; limit: number }): ClientBudget {
  const counter = createFileCounter({ dir: join(dataDir, "chat-claude-calls-client") });
  return {
    kind: `local-files (${limit} per client per day)`,
    async tryTake({ client, now = new Date() }) {
      const { success } = await counter.take({ key: client, limit, windowMs: DAY_MS, now: now.getTime() });
      return success;
    },
  };
}
