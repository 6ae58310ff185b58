import type { Redis } from "@upstash/redis";
import type { ClientBudget, DailyCap } from "./port";

/** A counter kept two days so a call just before midnight UTC never resets early. */
const COUNTER_TTL_SECONDS = 2 * 24 * 60 * 60;

/** The UTC date a call counts in. */
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
