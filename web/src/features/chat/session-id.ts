const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
const RANDOM_LENGTH = 9;

/** "session-" + the time in ms + "-" + 9 crypto-random letters and digits. */
export function createSessionId(now = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(RANDOM_LENGTH));
  // 252 = 7 * 36: bytes past it would skew the distribution; fold them with a second draw instead.
  const random = Array.from(bytes, (byte) =>
    byte < 252 ? ALPHABET[byte % 36] : ALPHABET[crypto.getRandomValues(new Uint8Array(1))[0]! % 36],
  ).join("");
  return `session-${now}-${random}`;
}
