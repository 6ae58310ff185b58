import { randomUUID } from "node:crypto";
import { linkSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { readJsonFile } from "../files";

/** A claim as its file holds it: who holds it (`token`) and until when (epoch milliseconds). */
export type FileClaim = { token: string; expiresAt: number };

/** Rounds of "taken, but expired: move it aside" before giving up for now. */
const TAKEOVER_ATTEMPTS = 3;

/** A claim, or null when there is none or it cannot be read. */
export function readFileClaim(path: string): FileClaim | null {
  try {
    return readJsonFile<FileClaim>(path);
  } catch (error) {
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}

/**
 * Takes `path` for `seconds`, across processes; returns the claim's token, or null while another
 * holder's claim is live. The claim is written whole under a private name and hard-linked into
 * place: the link fails (EEXIST) while the name is taken, so of two contenders exactly one wins
 * and no one reads half a claim. An expired claim (its holder died) is renamed aside first; if
 * what was moved turns out to be a live claim someone else took over a moment earlier, it is put
 * back. Synchronous, like the other local twins (see `../files.ts`).
 */
export function takeFileClaim({
  path,
  seconds,
  token = randomUUID(),
  now = Date.now,
  holds = () => true,
}: {
  path: string;
  seconds: number;
  /** The claim's token (a fresh random one unless the caller names the holder, such as a lead id). */
  token?: string;
  now?: () => number;
  /** Whether an unexpired claim still stands (say, the lead it points at still exists). */
  holds?: (claim: FileClaim) => boolean;
}): string | null {
  const record: FileClaim = { token, expiresAt: now() + seconds * 1000 };
  const live = (claim: FileClaim | null) => claim !== null && claim.expiresAt > now() && holds(claim);
  const temporary = `${path}.${record.token}.tmp`;
  writeFileSync(temporary, JSON.stringify(record));
  try {
    for (let attempt = 0; attempt < TAKEOVER_ATTEMPTS; attempt++) {
      try {
        linkSync(temporary, path);
        return record.token;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      if (live(readFileClaim(path))) return null;
      if (!moveAsideIfExpired(path, live)) return null;
    }
    return null;
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** Moves an expired (or no longer standing) claim out of the way; false when a live one turned out to be there. */
function moveAsideIfExpired(path: string, live: (claim: FileClaim | null) => boolean): boolean {
  const aside = `${path}.${randomUUID()}.stale`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return true; // gone already: try again
    throw error;
  }
  try {
    if (!live(readFileClaim(aside))) return true;
    try {
      linkSync(aside, path); // a live claim: back where it was
    } catch {
      // someone else holds the name again: either way it is not ours
    }
    return false;
  } finally {
    rmSync(aside, { force: true });
  }
}

/** Gives the claim up, if it is still the one `token` names (an expired one may have been taken over). */
export function releaseFileClaim({ path, token }: { path: string; token: string }): void {
  if (readFileClaim(path)?.token === token) rmSync(path, { force: true });
}
