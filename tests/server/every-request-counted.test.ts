import { afterEach, describe, expect, it } from "vitest";
import { CRISIS_REPLY } from "../../netlify/lib/safety/crisis";
import { chatPost, newSessionId, useChatApps } from "../support/chat-app";
import { type ConsultationApp, startConsultationApp } from "../support/consultation-app";
import { jsonPost, testContext, validRequest } from "../support/leads";

const CRISIS = "I can't do this anymore, I just want to end it all";
const LIMITED = "198.51.100.77";
const OTHER = "198.51.100.78";

/** Bodies a bot or a broken client sends, each refused or quietly dropped. */
const unwanted = {
  honeypot: () => jsonPost(validRequest({ website: "https://spam.example" })),
  "invalid JSON": () => jsonPost("{"),
  "missing fields": () => jsonPost({ fullName: "Alex" }),
  "a bad phone": () => jsonPost(validRequest({ phone: "12" })),
  "another content type": () => jsonPost(validRequest(), { headers: { "Content-Type": "text/plain" } }),
  "a foreign origin": () => jsonPost(validRequest(), { headers: { Origin: "https://evil.example" } }),
  "an oversize body": () => jsonPost(validRequest({ padding: "x".repeat(9000) })),
};

let app: ConsultationApp;
afterEach(() => app.close());

async function post(request: Request, ip: string) {
  const context = testContext({ ip });
  const response = await app.handler(request, context);
  await context.settled();
  return response;
}

describe.each(["local", "upstash+smtp"] as const)("consultations: every request counts (%s)", (adapters) => {
  it("invalid and honeypot requests spend the per-address limit; then 429 whatever is sent", async () => {
    app = await startConsultationApp({ adapters, env: { CONSULTATION_RATE_LIMIT: "3" } });
    expect((await post(unwanted.honeypot(), LIMITED)).status).toBe(201);
    expect((await post(unwanted["invalid JSON"](), LIMITED)).status).toBe(400);
    expect((await post(unwanted["missing fields"](), LIMITED)).status).toBe(400);

    const limited = await post(jsonPost(validRequest()), LIMITED);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    for (const [name, request] of Object.entries(unwanted)) {
      const response = await post(request(), LIMITED);
      expect(response.status, name).toBe(429);
      expect(await response.json(), name).toEqual({ error: "Too many requests. Please try again later." });
    }
    // Another method is not a consultation request: 405, never 429, and it counts for nothing
    // (decision 967), so no neighbour's GETs can lock an address out.
    expect((await post(new Request(jsonPost(validRequest()).url, { method: "GET" }), LIMITED)).status).toBe(405);
    // Nothing of it was kept or e-mailed; another address is untouched.
    expect(await app.deps.store.listLeads()).toEqual([]);
    expect((await post(jsonPost(validRequest()), OTHER)).status).toBe(201);
    expect(await app.deps.store.listLeads()).toHaveLength(1);
  });
});

describe.each([false, true])("chat: every request counts (Upstash: %s)", (upstash) => {
  const chatApps = useChatApps();

  it("invalid requests spend the per-address limit; then 429 whatever is sent, but the crisis line always answers", async () => {
    const chat = await chatApps.app({ upstash, env: { CHAT_IP_RATE_LIMIT: "2" } });
    const send = async (request: Request) => {
      const context = testContext({ ip: LIMITED });
      const response = await chat.handler(request, context);
      await context.settled();
      return response;
    };
    expect((await send(chatPost("{"))).status).toBe(400);
    expect((await send(chatPost({ sessionId: "nope", message: "Hi" }))).status).toBe(400);

    for (const request of [
      chatPost({ sessionId: newSessionId(), message: "What is a buddy statement?" }),
      chatPost("{"),
      chatPost({ message: "Hi" }),
      chatPost({ sessionId: newSessionId(), message: "Hi" }, { "Content-Type": "text/plain" }),
      chatPost({ sessionId: newSessionId(), message: "Hi" }, { Origin: "https://evil.example" }),
      new Request(chatPost({ sessionId: newSessionId(), message: "Hi" }).url, { method: "GET" }),
    ]) {
      expect((await send(request)).status).toBe(429);
    }
    for (const request of [
      chatPost({ sessionId: newSessionId(), message: CRISIS }),
      chatPost({ sessionId: "nope", message: CRISIS }),
    ]) {
      const response = await send(request);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ response: CRISIS_REPLY });
    }
  });
});
