import { mkdir, open, readdir, rm } from "node:fs/promises";
import { createHash } from "node:crypto";
import { join } from "node:path";

/**
 * A counter per key and time window, kept in files so that every process sees it: under
 * `npm start` each function request runs in a fresh worker, so memory would forget every hit.
 * A hit claims the next free slot file with an exclusive create, which the file system makes
 * atomic: concurrent hits from several processes never share a slot, and none is over-counted.
 */
export function createFileCounter({ dir }: { dir: string }) {
  // Where this process last found a free slot: a hint that saves listing the folder each time.
  // The exclusive create still decides, so a stale hint only costs a few EEXIST tries.
  const nextSlot = new Map<string, number>();
  return {
    /** Takes one slot of `limit` for `key` in the window that holds `now`. */
    async take({
      key,
      limit,
      windowMs,
      now = Date.now(),
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
      let from = nextSlot.get(windowDir);
      if (from === undefined) {
        await mkdir(windowDir, { recursive: true });
        await removeOldWindows({ keyDir, current: String(windowStart) });
        if (nextSlot.size > 10_000) nextSlot.clear(); // keys are IPs: keep the hints bounded
        from = (await readdir(windowDir)).length;
      }
      for (;;) {
        const slot = Math.max(from, nextSlot.get(windowDir) ?? 0);
        if (slot >= limit) return { success: false, reset };
        // Reserved before the await: concurrent hits in this process try different slots
        // instead of all racing for the same one (which cost one failed create per rival).
        nextSlot.set(windowDir, slot + 1);
        try {
          await (await open(join(windowDir, String(slot)), "wx")).close();
          return { success: true, reset };
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
          from = slot + 1; // another process holds it
        }
      }
    },
  };
}

async function removeOldWindows({ keyDir, current }: { keyDir: string; current: string }) {
  for (const name of await readdir(keyDir)) {
    if (name !== current) await rm(join(keyDir, name), { recursive: true, force: true });
  }
}
