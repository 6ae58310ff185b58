/**
 * A chat history belongs to the browser that started it (docs/decisions/961-chat-guard-privacy-and-budgets.md).
 * The spec's client makes its own session id and sends it in the body; anyone who learns that id
 * must still not read or extend the conversation. So the function also gives the browser an
 * HttpOnly cookie with a random owner token, and keeps the history under the session id AND that
 * token: the same id from another browser (or with no cookie) finds no history and starts anew.
 */
import { createHash, randomBytes } from "node:crypto";

const COOKIE_NAME = "vbg_chat";
/** 32 random bytes, base64url: what `newOwnerToken` makes, and all the function accepts. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The owner token the request's cookie carries, if it is one this function could have made. */
export function ownerTokenOf(req: Request): string | null {
  for (const pair of (req.headers.get("cookie") ?? "").split(";")) {
    const [name, ...value] = pair.trim().split("=");
    if (name === COOKIE_NAME && TOKEN.test(value.join("="))) return value.join("=");
  }
  return null;
}

export function newOwnerToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The Set-Cookie value: HttpOnly (no script reads it), SameSite=Lax, only on the chat's path,
 * kept as long as the history, and Secure everywhere but a local address served over http.
 */
export function ownerCookie({
  token,
  siteOrigin,
  maxAgeSeconds,
}: {
  token: string;
  siteOrigin: string;
  maxAgeSeconds: number;
}): string {
  const local = /^http:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?$/.test(siteOrigin);
  return [
    `${COOKIE_NAME}=${token}`,
    "Path=/api/chat",
    `Max-Age=${maxAgeSeconds}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(local ? [] : ["Secure"]),
  ].join("; ");
}

/** The key a history is kept under: the spec's session id, bound to its owner's token. */
export function historyKey({ sessionId, owner }: { sessionId: string; owner: string }): string {
  return `${sessionId}-${createHash("sha256").update(owner).digest("hex").slice(0, 32)}`;
}
