import { randomUUID } from "node:crypto";
import { linkSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { readJsonFile } from "./files";

type ClaimRecord = { token: string; expiresAt: number };

/** Rounds of "taken, but expired: move it aside" before giving up for now. */
const TAKEOVER_ATTEMPTS = 3;

/** A claim, or null when there is none or it cannot be read. */
function readClaim(path: string): ClaimRecord | null {
  try {
    return readJsonFile<ClaimRecord>(path);
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
 * back. Synchronous, like the other local twins (see `./files.ts`).
 */
export function takeFileClaim({ path, seconds }: { path: string; seconds: number }): string | null {
  const record: ClaimRecord = { token: randomUUID(), expiresAt: Date.now() + seconds * 1000 };
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
      const held = readClaim(path);
      if (held && held.expiresAt > Date.now()) return null;
      if (!moveAsideIfExpired(path)) return null;
    }
    return null;
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** Moves an expired claim out of the way; false when a live one turned out to be there. */
function moveAsideIfExpired(path: string): boolean {
  const aside = `${path}.${randomUUID()}.stale`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return true; // gone already: try again
    throw error;
  }
  try {
    const moved = readClaim(aside);
    if (!moved || moved.expiresAt <= Date.now()) return true;
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
  if (readClaim(path)?.token === token) rmSync(path, { force: true });
}
