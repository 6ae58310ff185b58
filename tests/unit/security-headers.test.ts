import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { over } from "../support/over";
import chatSend from "../../netlify/functions/chat-send";
import consultationsFunction from "../../netlify/functions/consultations";
import health from "../../netlify/functions/health";
import { MAX_BODY_BYTES } from "../../netlify/lib/request";
import { type ChatApp, chatPost, newSessionId, startChatApp } from "../support/chat-app";
import { type ConsultationApp, startConsultationApp } from "../support/consultation-app";
import { jsonPost, SITE, testContext, validRequest } from "../support/leads";
import { securityHeaderProblems } from "../support/security-headers";
import { cspHash, FIRST_PAINT_SCRIPT } from "../../scripts/first-paint";

/** Every answer a function gives, success or error, carries the security headers. */
async function expectHeaders(response: Response | Promise<Response>, status: number) {
  const answer = await response;
  expect(answer.status).toBe(status);
  expect(securityHeaderProblems(answer.headers)).toEqual([]);
}

const broken = () => {
  // The handler logs an ALERT for an unexpected error; that line is expected here.
  vi.spyOn(console, "error").mockImplementation(() => {});
  throw new Error("deps unavailable");
};

describe("security headers on every function response", () => {
  let consultations: ConsultationApp;
  let chat: ChatApp;
  beforeAll(async () => {
    // A window of a year: the local limiter slides as Upstash's does, so a second request just past a
    // window's edge (on the hour, for the default hour) counts the first as almost gone and passes;
    // this test's 429 must not depend on the clock (a fresh clone's run failed so at 14:00).
    consultations = await startConsultationApp({
      env: { CONSULTATION_RATE_LIMIT: "1", CONSULTATION_RATE_WINDOW_SECONDS: String(365 * 24 * 3600) },
    });
    chat = await startChatApp({
      env: { CHAT_IP_RATE_LIMIT: "1", CHAT_IP_RATE_WINDOW_SECONDS: String(365 * 24 * 3600) },
    });
  });
  afterAll(async () => {
    await consultations.close();
    await chat.close();
  });

  it("POST /api/consultations: 201 and each error status", async () => {
    const call = (request: Request, ip = "198.51.100.10") => {
      const context = testContext({ ip });
      return consultations.handler(request, context).finally(context.settled);
    };
    await expectHeaders(call(jsonPost(validRequest())), 201);
    await expectHeaders(call(jsonPost(validRequest())), 429);
    await expectHeaders(call(jsonPost(validRequest({ email: "not-an-address" }), {}), "198.51.100.11"), 400);
    await expectHeaders(call(jsonPost("{", {}), "198.51.100.12"), 400);
    // Each refusal from an address of its own: every request counts toward the per-IP limit.
    await expectHeaders(
      call(jsonPost(validRequest(), { headers: { Origin: "https://evil.example" } }), "198.51.100.14"),
      403,
    );
    await expectHeaders(call(new Request(`${SITE}/api/consultations`), "198.51.100.17"), 405);
    await expectHeaders(call(jsonPost("x".repeat(MAX_BODY_BYTES + 1)), "198.51.100.15"), 413);
    await expectHeaders(
      call(jsonPost(validRequest(), { headers: { "Content-Type": "text/plain" } }), "198.51.100.16"),
      415,
    );

    const refuse = () => Promise.reject(new Error("down"));
    const down = over(consultationsFunction, () => ({
      ...consultations.deps,
      store: { ...consultations.deps.store, saveLead: refuse },
      mailer: { kind: "down", sendLeadEmail: refuse },
    }));
    await expectHeaders(down(jsonPost(validRequest()), testContext({ ip: "198.51.100.13" })), 503);
    await expectHeaders(over(consultationsFunction, broken)(jsonPost(validRequest()), testContext()), 500);
  });

  it("POST /api/chat/send: 200 (answer and crisis line) and each error status", async () => {
    const call = (request: Request, ip = "198.51.100.20") => {
      const context = testContext({ ip });
      return chat.handler(request, context).finally(context.settled);
    };
    const ask = (message: string) => chatPost({ sessionId: newSessionId(), message });
    await expectHeaders(call(ask("What is an intent to file?")), 200);
    await expectHeaders(call(ask("What is a buddy statement?")), 429);
    await expectHeaders(call(ask("I want to kill myself")), 200);
    await expectHeaders(call(chatPost({ sessionId: "nope", message: "Hi" }), "198.51.100.21"), 400);
    await expectHeaders(call(chatPost("{"), "198.51.100.22"), 400);
    // Each refusal from an address of its own: every request counts toward the per-IP limit.
    await expectHeaders(
      call(chatPost({ sessionId: newSessionId(), message: "Hi" }, { Origin: "https://evil.example" }), "198.51.100.23"),
      403,
    );
    await expectHeaders(call(new Request(`${SITE}/api/chat/send`), "198.51.100.27"), 405);
    await expectHeaders(call(chatPost("x".repeat(MAX_BODY_BYTES + 1)), "198.51.100.24"), 413);
    await expectHeaders(
      call(chatPost({ sessionId: newSessionId(), message: "Hi" }, { "Content-Type": "text/plain" }), "198.51.100.25"),
      415,
    );
    await expectHeaders(over(chatSend, broken)(ask("Hello"), testContext()), 500);
  });

  it("GET /api/health: 200 { ok: true }, 405 for other methods", async () => {
    const ok = await health(new Request(`${SITE}/api/health`));
    await expectHeaders(ok, 200);
    expect(await ok.json()).toEqual({ ok: true });
    const post = await health(new Request(`${SITE}/api/health`, { method: "POST", body: "{}" }));
    await expectHeaders(post, 405);
    expect(post.headers.get("allow")).toBe("GET");
  });
});

describe("securityHeaderProblems", () => {
  const good = {
    "content-security-policy": "default-src 'self'; script-src 'self'; frame-ancestors 'none'",
    "strict-transport-security": "max-age=63072000; includeSubDomains",
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "permissions-policy": "camera=(), microphone=(), geolocation=()",
  };
  const problems = (changes: Record<string, string | null>) => {
    const headers = new Headers(good);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) headers.delete(name);
      else headers.set(name, value);
    }
    return securityHeaderProblems(headers);
  };

  it("accepts the right set and names each thing that is wrong", () => {
    expect(problems({})).toEqual([]);
    expect(
      problems({
        "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
      }),
    ).toEqual(["script-src allows 'unsafe-inline'"]);
    expect(problems({ "content-security-policy": "script-src 'self' 'sha256-abc='; frame-ancestors 'none'" })).toEqual([
      "script-src allows inline script by 'sha256-abc='",
    ]);
    const loader = cspHash(FIRST_PAINT_SCRIPT);
    expect(problems({ "content-security-policy": `script-src 'self' ${loader}; frame-ancestors 'none'` })).toEqual([]);
    expect(problems({ "content-security-policy": `script-src 'self' 'nonce-abc'; frame-ancestors 'none'` })).toEqual([
      "script-src allows inline script by 'nonce-abc'",
    ]);
    expect(problems({ "content-security-policy": "default-src 'unsafe-inline'; frame-ancestors 'none'" })).toEqual([
      "script-src allows 'unsafe-inline'",
    ]);
    expect(problems({ "content-security-policy": "img-src 'self'; frame-ancestors 'none'" })).toEqual([
      "CSP has neither script-src nor default-src",
    ]);
    expect(problems({ "content-security-policy": "default-src 'none'" })).toEqual(["CSP lacks frame-ancestors 'none'"]);
    expect(problems({ "strict-transport-security": "max-age=300" })).toEqual([
      "Strict-Transport-Security missing or under a year",
    ]);
    expect(problems({ "x-content-type-options": null })).toEqual(["X-Content-Type-Options is not nosniff"]);
    expect(problems({ "referrer-policy": "unsafe-url" })).toEqual(['Referrer-Policy is "unsafe-url"']);
    expect(problems({ "permissions-policy": null })).toHaveLength(3);
  });
});
