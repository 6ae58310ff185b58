import { describe, expect, it, vi } from "vitest";
import { over } from "../support/over";
import chatSend from "../../netlify/functions/chat-send";
import { CRISIS_REPLY } from "../../netlify/lib/safety/crisis";
import { CRISIS_REPLY_ES, HARM_REPLY_ES } from "../../netlify/lib/safety/replies";
import { chatPost, newSessionId, useChatApps } from "../support/chat-app";
import { replies } from "../harness/claude-mock";
import { testContext } from "../support/leads";

const CRISIS = "I can't do this anymore, I just want to end it all";

const chatApps = useChatApps({ claude: true });
const app = chatApps.app;

async function expectCrisisLine(response: Response) {
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ response: CRISIS_REPLY });
}

describe("a crisis message gets the Veterans Crisis Line at once", () => {
  it("even when the configuration is broken and nothing else can answer", async () => {
    const handler = over(chatSend, () => {
      throw new Error("Invalid environment variables: ANTHROPIC_TIMEOUT_MS. See .env.example.");
    });
    const logged = vi.spyOn(console, "log").mockImplementation(() => {});
    await expectCrisisLine(await handler(chatPost({ sessionId: newSessionId(), message: CRISIS }), testContext()));
    // Even from a foreign origin: the answer is the crisis line and nothing else.
    const foreign = chatPost({ sessionId: newSessionId(), message: CRISIS }, { Origin: "https://elsewhere.example" });
    await expectCrisisLine(await handler(foreign, testContext()));
    expect(logged).toHaveBeenCalled();
    expect(logged.mock.calls.flat().join(" ")).not.toContain("end it all");
  });

  it("before and without the model, and is not stored", async () => {
    const chat = await app();
    await expectCrisisLine(await chat.send({ sessionId: newSessionId(), message: CRISIS }));
    expect(chatApps.mock.requests).toHaveLength(0);
    expect(await chat.historyFiles()).toEqual([]);
    const line = chat.lines.find((l) => l.event === "chat.reply")!;
    expect(line.fields.outcome).toBe("crisis-line");
    expect(line.text).not.toContain("end it all");
  });

  it("even when rate-limited, per IP and per session", async () => {
    const chat = await app({
      env: {
        CHAT_IP_RATE_LIMIT: "1",
        CHAT_SESSION_RATE_LIMIT: "1",
        CHAT_IP_RATE_WINDOW_SECONDS: String(365 * 24 * 3600),
        CHAT_SESSION_RATE_WINDOW_SECONDS: String(365 * 24 * 3600),
      },
    });
    const sessionId = newSessionId();
    expect((await chat.send({ sessionId, message: "What is a buddy statement?" })).status).toBe(200);
    expect((await chat.send({ sessionId, message: "And the form number?" })).status).toBe(429);
    await expectCrisisLine(await chat.send({ sessionId, message: CRISIS }));
    await expectCrisisLine(await chat.send({ sessionId, message: CRISIS }));
  });

  it("even over the daily cap", async () => {
    const chat = await app({ env: { CHAT_DAILY_CLAUDE_CAP: "0" } });
    await expectCrisisLine(await chat.send({ sessionId: newSessionId(), message: CRISIS }));
    expect(chatApps.mock.requests).toHaveLength(0);
  });

  it("even when storage (Upstash) is down", async () => {
    const chat = await app({ upstash: true });
    await chat.bridge!.close();
    await expectCrisisLine(await chat.send({ sessionId: newSessionId(), message: CRISIS }));
    // Round 47: clear risk reads the session's turns for a threat; unreadable, the message alone decides.
    expect(chat.lines.filter((l) => l.level === "warn").map((l) => l.event)).toEqual(["chat.screen-state.load-failed"]);
  });

  it("even when Claude is down", async () => {
    const chat = await app();
    chatApps.mock.respond(replies.status(500));
    await expectCrisisLine(await chat.send({ sessionId: newSessionId(), message: CRISIS }));
    expect(chatApps.mock.requests).toHaveLength(0);
  });

  it("even in a request that is otherwise invalid: a long message, a bad session id", async () => {
    const chat = await app();
    const long = `${"My claim has been a nightmare for years. ".repeat(60)}Honestly I want to kill myself.`;
    expect(long.length).toBeGreaterThan(2000);
    for (const body of [
      { sessionId: newSessionId(), message: long },
      { sessionId: "not-a-session", message: CRISIS },
      { message: CRISIS },
    ]) {
      const context = testContext();
      await expectCrisisLine(await chat.handler(chatPost(body), context));
      await context.settled();
    }
    expect(chatApps.mock.requests).toHaveLength(0);
    expect(await chat.historyFiles()).toEqual([]);
  });

  it("with 911 first where the session's earlier turns make clear risk a threat (round 47)", async () => {
    const chat = await app();
    const sessionId = newSessionId();
    expect((await chat.send({ sessionId, message: "a q hora abre la oficina regional de oakland" })).status).toBe(200);
    expect(await (await chat.send({ sessionId, message: "voy a ir a arreglar cuentas" })).json()).toEqual({
      response: CRISIS_REPLY_ES,
    });
    const third = await chat.send({ sessionId, message: "llevo la 45. ya estuvo bueno de q me ignoren" });
    expect(await third.json()).toEqual({ response: HARM_REPLY_ES });
    expect(chat.lines.filter((l) => l.event === "chat.reply").map((l) => l.fields.outcome)).toContain(
      "crisis-line-harm-in-context",
    );
    // The same message in a new session is clear risk alone: the crisis reply, not 911 first.
    expect(
      await (
        await chat.send({ sessionId: newSessionId(), message: "llevo la 45. ya estuvo bueno de q me ignoren" })
      ).json(),
    ).toEqual({
      response: CRISIS_REPLY_ES,
    });
  });

  it("and the next ordinary question is answered as usual", async () => {
    const chat = await app();
    const sessionId = newSessionId();
    await expectCrisisLine(await chat.send({ sessionId, message: CRISIS }));
    const next = await chat.send({ sessionId, message: "How do I file for tinnitus?" });
    expect(next.status).toBe(200);
    expect(chatApps.mock.requests.at(-1)!.messages).toEqual([{ role: "user", content: "How do I file for tinnitus?" }]);
  });
});
