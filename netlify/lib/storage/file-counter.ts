import { closeSync, mkdirSync, openSync, readdirSync, rmSync } from "node:fs";
import { createHash } from "node:crypto";
import { join } from "node:path";

/**
 * A counter per key and time window, kept in files so that every process sees it: under
 * `npm start` each function request runs in a fresh worker, so memory would forget every hit.
 * A hit claims the next free slot file with an exclusive create, which the file system makes
 * atomic: concurrent hits from several processes never share a slot, and none is over-counted.
 * The calls are synchronous (see `./files.ts`), so hits within one process never race.
 */
export function createFileCounter({ dir, now: clock = Date.now }: { dir: string; now?: () => number }) {
  // Where this process last found a free slot: a hint that saves listing the folder each time.
  // The exclusive create still decides, so a stale hint only costs a few EEXIST tries.
  const nextSlot = new Map<string, number>();
  return {
    /** Takes one slot of `limit` for `key` in the window that holds `now`. */
    async take({
      key,
      limit,
      windowMs,
      now = clock(),
    }: {
      key: string;
      limit: number;
      windowMs: number;
      now?: number;
    }) {
      const windowStart = Math.floor(now / windowMs) * windowMs;
      const reset = windowStart + windowMs;
      if (limit <= 0) return { success: false, reset };
      const keyDir = join(dir, createHash("sha256").update(key).digest("hex").slice(0, 32));
      const windowDir = join(keyDir, String(windowStart));
      let slot = nextSlot.get(windowDir);
      if (slot === undefined) {
        mkdirSync(windowDir, { recursive: true });
        removeOldWindows({ keyDir, current: String(windowStart) });
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
      nextSlot.set(windowDir, limit);
      return { success: false, reset };
    },
  };
}

function removeOldWindows({ keyDir, current }: { keyDir: string; current: string }) {
  for (const name of readdirSync(keyDir)) {
    if (name !== current) rmSync(join(keyDir, name), { recursive: true, force: true });
  }
}
