/**
 * Budgets a botnet cannot drain (issue 19): every model call counts, the risk screen's included;
 * a cap of 0 means no call at all; one network gets a tenth of the day at most; and part of the
 * day is kept for clients that have not used Claude yet. With the local file twins and with real
 * Redis behind the Upstash bridge.
 */
import { describe, expect, it } from "vitest";
import { type ChatApp, newSessionId, useChatApps } from "../support/chat-app";

const chats = useChatApps({ claude: true });
const QUESTION = "How do I file for tinnitus?";

const ask = (chat: ChatApp, ip: string) => chat.send({ sessionId: newSessionId(), message: QUESTION, ip });
const modelCalls = () => chats.mock.requests.length + chats.mock.riskRequests.length;
const outcomes = (chat: ChatApp) =>
  chat.lines.filter((line) => line.event === "chat.reply").map((line) => line.fields.outcome);

describe.each([
  ["local file twins", false],
  ["real Redis through the Upstash bridge", true],
])("model budgets (%s)", (_name, upstash) => {
  it.each([
    ["the daily cap", { CHAT_DAILY_CLAUDE_CAP: "0" }],
    ["the per-client budget", { CHAT_CLIENT_DAILY_CLAUDE_CAP: "0" }],
  ])("makes no model call at all with %s at 0, the risk screen's included", { timeout: 30_000 }, async (_cap, env) => {
    const chat = await chats.app({ upstash, env });
    for (let i = 0; i < 5; i++) expect((await ask(chat, "203.0.113.7")).status).toBe(200);
    expect(modelCalls()).toBe(0);
  });

  it("counts the risk screen's call against the budgets beside the answer's", { timeout: 30_000 }, async () => {
    const chat = await chats.app({ upstash, env: { CHAT_CLIENT_DAILY_CLAUDE_CAP: "4", CHAT_DAILY_CLAUDE_CAP: "100" } });
    for (let i = 0; i < 3; i++) await ask(chat, "203.0.113.7");
    expect(outcomes(chat)).toEqual(["claude", "claude", "offline-client-budget"]);
    expect(chats.mock.requests).toHaveLength(2);
    expect(chats.mock.riskRequests).toHaveLength(2);
  });

  it(
    "gives twenty addresses of one /24 a tenth of the day at most, and a new client after them still gets Claude",
    { timeout: 30_000 },
    async () => {
      const chat = await chats.app({
        upstash,
        env: { CHAT_DAILY_CLAUDE_CAP: "100", CHAT_CLIENT_DAILY_CLAUDE_CAP: "50" },
      });
      for (let host = 1; host <= 20; host++) {
        for (let turn = 0; turn < 3; turn++) await ask(chat, `203.0.113.${host}`);
      }
      expect(modelCalls()).toBeLessThanOrEqual(10);
      await ask(chat, "198.51.100.7");
      expect(outcomes(chat).at(-1)).toBe("claude");
    },
  );

  it("counts one IPv6 /48 as one network, however many /64s it holds", { timeout: 30_000 }, async () => {
    const chat = await chats.app({ upstash, env: { CHAT_DAILY_CLAUDE_CAP: "100" } });
    for (let net = 0; net < 20; net++) await ask(chat, `2001:db8:7:${(0xab00 + net).toString(16)}::1`);
    expect(modelCalls()).toBeLessThanOrEqual(10);
  });

  it("keeps a fifth of the day for clients that have not used Claude today", { timeout: 30_000 }, async () => {
    // 100 calls a day, of which clients already served may take 80 together.
    const chat = await chats.app({
      upstash,
      env: { CHAT_DAILY_CLAUDE_CAP: "100", CHAT_CLIENT_DAILY_CLAUDE_CAP: "50", CHAT_NETWORK_DAILY_CLAUDE_CAP: "50" },
    });
    // Two heavy clients on two networks: 25 turns each is all their budgets allow.
    for (const ip of ["192.0.2.1", "198.51.100.1"]) for (let turn = 0; turn < 25; turn++) await ask(chat, ip);
    // 2 first calls each, then the shared 80 between them: the second client stops early.
    expect(modelCalls()).toBe(84);
    expect(outcomes(chat).at(-1)).toBe("offline-daily-cap");
    // The reserve: new clients still get Claude.
    for (let client = 1; client <= 5; client++) await ask(chat, `198.18.${client}.1`);
    expect(outcomes(chat).slice(-5)).toEqual(["claude", "claude", "claude", "claude", "claude"]);
  });
});
