/**
 * A short key for a text: its 32-bit FNV-1a hash in base 36. The tables that scripts write ahead of
 * time for a fresh instance (the crisis screen's pattern pieces, the assistant's cue words) are
 * keyed by it rather than by the texts, which the bundle already holds once. A text changed without
 * rerunning its script finds no entry, and the code then works it out as before; the unit tests hold
 * each table current.
 */
export function textKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}
