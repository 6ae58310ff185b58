import { randomUUID } from "node:crypto";
import { readFileSync, renameSync, writeFileSync } from "node:fs";

/**
 * File helpers for the local twins. They are synchronous on purpose: the files are tiny, and a
 * synchronous call costs about 40 µs where the promise API's thread-pool round trips cost about
 * 200 µs per file (docs/decisions/304-local-twins-use-synchronous-file-calls.md). A function
 * instance serves one request at a time; where one process serves many (a warm instance, the
 * tests), their file steps simply take turns, which also makes each read-modify-write atomic
 * within the process.
 */

/** Writes `text` to a temporary name and renames it: a crash never leaves half a file. */
export function writeFileAtomically(path: string, text: string): void {
  const temporary = `${path}.${randomUUID()}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

/** The parsed file, or null when there is none. */
export function readJsonFile<T>(path: string): T | null {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
