import { createHash } from "node:crypto";
import { closeSync, mkdirSync, openSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { RateLimit, RateLimiter } from "./limiter";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Local twin of the Upstash limiter, counted in files under `dataDir/rate-limit/<name>` so that
 * every process sees it: under `npm start` each function request runs in a fresh worker, so memory
 * would forget every hit. A hit claims the next free slot file of its window with an exclusive
 * create, which the file system makes atomic: concurrent hits from several processes never share
 * a slot, and none is over-counted. The calls are synchronous (see `../files.ts`).
 *
 * It counts as Upstash's does: a sliding window weighs the previous window's hits by the share of
 * it still inside the last `seconds` (Upstash's `slidingWindow`); a UTC day is a fixed window from
 * midnight UTC (its `fixedWindow` of one day).
 */
export function createFileRateLimiter({
  dataDir,
  name,
  requests,
  window,
  now = Date.now,
}: RateLimit & { dataDir: string; now?: () => number }): RateLimiter {
  const dir = join(dataDir, "rate-limit", name.replace(/:/g, "-"));
  const windowMs = window === "utc-day" ? DAY_MS : window.seconds * 1000;
  const sliding = window !== "utc-day";
  // Where this process last found a free slot: a hint that saves listing the folder each time.
  // The exclusive create still decides, so a stale hint only costs a few EEXIST tries.
  const nextSlot = new Map<string, number>();
  return {
    kind: `local-files (${requests} per ${sliding ? `${window.seconds} s` : "UTC day"})`,
    async limit({ key }) {
      const at = now();
      const windowStart = Math.floor(at / windowMs) * windowMs;
      const reset = windowStart + windowMs;
      const keyDir = join(dir, createHash("sha256").update(key).digest("hex").slice(0, 32));
      const windowDir = join(keyDir, String(windowStart));
      const previous = sliding ? countSlots(join(keyDir, String(windowStart - windowMs))) : 0;
      // The previous window's hits still inside the sliding window, as Upstash weighs them.
      const limit = requests - Math.floor((1 - (at - windowStart) / windowMs) * previous);
      if (limit <= 0) return { success: false, reset };
      let slot = nextSlot.get(windowDir);
      if (slot === undefined) {
        mkdirSync(windowDir, { recursive: true });
        removeOldWindows({ keyDir, keep: [windowStart, windowStart - windowMs].map(String) });
        if (nextSlot.size > 10_000) nextSlot.clear(); // keys are IPs: keep the hints bounded
        slot = readdirSync(windowDir).length;
      }
      for (; slot < limit; slot++) {
        try {
          closeSync(openSync(join(windowDir, String(slot)), "wx"));
          nextSlot.set(windowDir, slot + 1);
          return { success: true, reset };
        } catch (error) {
          const { code } = error as NodeJS.ErrnoException;
          // The window's folder was removed under us: count it afresh on the next hit.
          if (code === "ENOENT") nextSlot.delete(windowDir);
          if (code !== "EEXIST") throw error;
          // another process holds it: try the next one
        }
      }
      nextSlot.set(windowDir, slot);
      return { success: false, reset };
    },
  };
}

function countSlots(windowDir: string): number {
  try {
    return readdirSync(windowDir).length;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
}

function removeOldWindows({ keyDir, keep }: { keyDir: string; keep: string[] }) {
  for (const name of readdirSync(keyDir)) {
    if (!keep.includes(name)) rmSync(join(keyDir, name), { recursive: true, force: true });
  }
}
