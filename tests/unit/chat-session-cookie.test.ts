import { describe, expect, it } from "vitest";
import { historyKey, newOwnerToken, ownerCookie, ownerTokenOf } from "../../netlify/lib/chat/session-cookie";

const withCookie = (cookie: string) => new Request("https://vets.example.org/api/chat/send", { headers: { cookie } });

describe("the chat's owner cookie", () => {
  it("reads back the token it made, among other cookies", () => {
    const token = newOwnerToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ownerTokenOf(withCookie(`a=1; vbg_chat=${token}; b=2`))).toBe(token);
    expect(newOwnerToken()).not.toBe(token);
  });

  it.each(["", "vbg_chat=", "vbg_chat=short", `vbg_chat=${"a".repeat(42)}!`, `other=${"a".repeat(43)}`])(
    "takes %j as no token",
    (cookie) => {
      expect(ownerTokenOf(withCookie(cookie))).toBeNull();
    },
  );

  it("is HttpOnly, SameSite=Lax, on the chat's path, and Secure outside a local address", () => {
    const token = newOwnerToken();
    const deployed = ownerCookie({ token, siteOrigin: "https://vets.example.org", maxAgeSeconds: 604800 });
    expect(deployed).toBe(`vbg_chat=${token}; Path=/api/chat; Max-Age=604800; HttpOnly; SameSite=Lax; Secure`);
    const local = ownerCookie({ token, siteOrigin: "http://localhost:8888", maxAgeSeconds: 60 });
    expect(local).toBe(`vbg_chat=${token}; Path=/api/chat; Max-Age=60; HttpOnly; SameSite=Lax`);
    expect(ownerCookie({ token, siteOrigin: "http://vets.example.org", maxAgeSeconds: 60 })).toMatch(/; Secure$/);
  });

  it("keeps one session id's history apart for each owner", () => {
    const sessionId = "session-1700000000000-abc123xyz";
    const [a, b] = [newOwnerToken(), newOwnerToken()];
    expect(historyKey({ sessionId, owner: a })).toBe(historyKey({ sessionId, owner: a }));
    expect(historyKey({ sessionId, owner: a })).not.toBe(historyKey({ sessionId, owner: b }));
    expect(historyKey({ sessionId, owner: a })).toMatch(/^session-1700000000000-abc123xyz-[0-9a-f]{32}$/);
  });
});
