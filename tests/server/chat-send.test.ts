import { describe, expect, it } from "vitest";
import { chatFromEnv } from "../../netlify/lib/chat/service";
import { answerOffline } from "../../netlify/lib/assistant/offline";
import { parseEnv } from "../../netlify/lib/env";
import { chatPost, newSessionId, useChatApps } from "../support/chat-app";

import { recordingLogger, testContext } from "../support/leads";

const chatApps = useChatApps();
const app = chatApps.app;

describe.each([
  ["local files, no key (offline assistant)", { upstash: false }],
  ["Upstash through the REST bridge, no key", { upstash: true }],
])("POST /api/chat/send: %s", (_name, options) => {
  it("answers 200 {response} with an official link and saves the exchange after the reply", async () => {
    const chat = await app(options);
    const sessionId = newSessionId();
    const response = await chat.send({ sessionId, message: "  How do I get my COE for a VA home loan?  " });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { response: string; followUps?: string[] };
    // The spec's `response`, and beside it what to ask next (issue 20).
    expect(Object.keys(body)).toEqual(["response", "followUps"]);
    expect(body.followUps).toEqual(answerOffline("How do I get my COE for a VA home loan?").followUps);
    expect(body.response).toContain("https://www.va.gov/housing-assistance/home-loans/request-coe-form-26-1880");
    expect(await chat.historyOf({ sessionId, limit: 20 })).toEqual([
      { role: "user", content: "How do I get my COE for a VA home loan?" },
      { role: "assistant", content: body.response },
    ]);
    expect(chatApps.mock.requests).toHaveLength(0);
  });

  it("limits requests per IP, then per session, with Retry-After", async () => {
    const chat = await app({ ...options, env: { CHAT_IP_RATE_LIMIT: "2", CHAT_SESSION_RATE_LIMIT: "2" } });
    const ask = (sessionId: string, ip: string) => chat.send({ sessionId, message: "What is a buddy statement?", ip });
    expect((await ask(newSessionId(), "198.51.100.1")).status).toBe(200);
    expect((await ask(newSessionId(), "198.51.100.1")).status).toBe(200);
    const limited = await ask(newSessionId(), "198.51.100.1");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await limited.json()).toEqual({ error: expect.any(String) });

    const sessionId = newSessionId();
    expect((await ask(sessionId, "198.51.100.2")).status).toBe(200);
    expect((await ask(sessionId, "198.51.100.3")).status).toBe(200);
    expect((await ask(sessionId, "198.51.100.4")).status).toBe(429);
  });
});

describe("the page's language, the hand-off and the follow-ups (issue 20)", () => {
  it("answers a message with no language of its own in the page's (Content-Language), the body unchanged", async () => {
    const chat = await app();
    const ask = (language: string) =>
      chat.send({ sessionId: newSessionId(), message: "GI Bill", headers: { "Content-Language": language } });
    const spanish = (await (await ask("es")).json()) as { response: string; followUps: string[] };
    expect(spanish.response).toContain("Los beneficios del GI Bill");
    expect(spanish.followUps.every((q) => q.startsWith("¿"))).toBe(true);
    const english = (await (await ask("en")).json()) as { response: string };
    expect(english.response).toContain("GI Bill benefits can help pay");
    // A Spanish question is answered in Spanish on the English page.
    const own = await chat.send({
      sessionId: newSessionId(),
      message: "como pido la pension del VA para mi papa",
      headers: { "Content-Language": "en" },
    });
    expect(((await own.json()) as { response: string }).response).toContain("Pensión para Veteranos");
  });

  it("marks the hand-off to a person when the map does not hold the question", async () => {
    const chat = await app();
    const response = await chat.send({ sessionId: newSessionId(), message: "can I keep my SGLI after I get out" });
    const body = (await response.json()) as { response: string; handoff?: boolean; followUps?: string[] };
    expect(body.handoff).toBe(true);
    expect(body.followUps).toBeUndefined();
    expect(body.response).toContain("consultation form on this page");
  });
});

describe("storage trouble never costs the answer", () => {
  it("with Upstash down, still answers (offline, since the daily cap cannot be checked) and says so in the logs", async () => {
    const chat = await app({ upstash: true, claude: true });
    await chat.bridge!.close();
    const message = "How do I apply for the GI Bill?";
    const response = await chat.send({ sessionId: newSessionId(), message });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      response: answerOffline(message).text,
      followUps: answerOffline(message).followUps,
    });
    expect(chatApps.mock.requests).toHaveLength(0);
    const events = chat.lines.map((l) => l.event);
    expect(events).toEqual(
      expect.arrayContaining([
        "chat.rate-limit-unavailable",
        "chat.history.load-failed",
        "chat.daily-cap.unavailable",
        "chat.history.save-failed",
      ]),
    );
  });
});

describe("origins", () => {
  it("accepts an extra origin from ALLOWED_ORIGINS and refuses others", async () => {
    const chat = await app({ env: { ALLOWED_ORIGINS: "http://localhost:5173" } });
    const send = async (origin: string) => {
      const context = testContext();
      const response = await chat.handler(
        chatPost({ sessionId: newSessionId(), message: "Is this free?" }, { Origin: origin }),
        context,
      );
      await context.settled();
      return response.status;
    };
    expect(await send("http://localhost:5173")).toBe(200);
    expect(await send("http://localhost:5174")).toBe(403);
  });
});

describe("chatFromEnv picks adapters from the environment", () => {
  it("uses local files, the offline assistant and file-counted limits and cap when nothing is set, and says so", () => {
    const { logger, lines } = recordingLogger();
    const deps = chatFromEnv(parseEnv({ DATA_DIR: "/tmp/nowhere" }), { logger });
    expect(deps.claude).toBeNull();
    expect([deps.history.kind, deps.dailyCap.kind, deps.ipLimiter.kind, deps.sessionLimiter.kind]).toEqual([
      "local-files (/tmp/nowhere/chat)",
      "local-files (1000 per UTC day)",
      "local-files (60 per 3600 s)",
      "local-files (20 per 600 s)",
    ]);
    expect(lines).toEqual([
      expect.objectContaining({
        event: "chat.adapters",
        fields: expect.objectContaining({ assistant: "offline (knowledge base)" }),
      }),
    ]);
  });

  it("uses Upstash and Claude when their variables are set", () => {
    const { logger, lines } = recordingLogger();
    const deps = chatFromEnv(
      parseEnv({
        UPSTASH_REDIS_REST_URL: "https://example.upstash.io",
        UPSTASH_REDIS_REST_TOKEN: "token",
        ANTHROPIC_API_KEY: "sk-ant-secret",
        CHAT_DAILY_CLAUDE_CAP: "50",
      }),
      { logger },
    );
    expect(deps.claude?.kind).toBe("claude (claude-haiku-4-5, 8000 ms, 1 retry)");
    expect([deps.history.kind, deps.dailyCap.kind, deps.ipLimiter.kind]).toEqual([
      "upstash-redis",
      "upstash-ratelimit (50 per UTC day)",
      "upstash-ratelimit (60 per 3600 s)",
    ]);
    expect(JSON.stringify(lines)).not.toContain("sk-ant-secret");
  });
});
