import type { Redis } from "@upstash/redis";

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

/** Local twin: counts in this process (a local run is one process). */
export function createMemoryDailyCap({ limit }: { limit: number }): DailyCap {
  const counts = new Map<string, number>();
  return {
    kind: `memory (${limit} per day)`,
    async tryTake({ now = new Date() } = {}) {
      if (limit <= 0) return false;
      const day = dayOf(now);
      const count = (counts.get(day) ?? 0) + 1;
      counts.clear();
      counts.set(day, count);
      return count <= limit;
    },
  };
}
