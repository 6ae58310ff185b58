import { hash } from "node:crypto";

/**
 * A short key for a text: the first 10 characters of its SHA-1 in base64url (60 bits). The tables
 * that scripts write ahead of time for a fresh instance (the crisis screen's pattern pieces, the
 * assistant's cue words) are keyed by it rather than by the texts, which the bundle already holds
 * once. A text changed without rerunning its script finds no entry, and the code then works it out
 * as before; the unit tests hold each table current. Node's native hash: a fresh instance keys about
 * 400 KB of text, and a hash written in JavaScript took about 10 ms of its first answer (issue 17).
 */
export function textKey(text: string): string {
  return hash("sha1", text, "base64url").slice(0, 10);
}
