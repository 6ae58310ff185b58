import { describe, expect, it } from "vitest";
import { type ChatApp, newSessionId, useChatApps } from "../support/chat-app";

const chatApps = useChatApps({ claude: true });
// Each turn with Claude is two model calls: the answer and the risk screen (decision 963).
const app = chatApps.app;

const QUESTION = "How do I file for tinnitus?";
/** Three addresses of one IPv6 /64, as a phone or home router rotates them. */
const SAME_64 = ["2001:db8:aa:1::10", "2001:db8:aa:1:8c2f:1e:3:4", "2001:db8:aa:1:ffff:ffff:ffff:fffe"];

async function ask(chat: ChatApp, ip: string) {
  const response = await chat.send({ sessionId: newSessionId(), message: QUESTION, ip });
  return { status: response.status, body: (await response.json()) as { response?: string } };
}

const outcomes = (chat: ChatApp) =>
  chat.lines.filter((line) => line.event === "chat.reply").map((line) => line.fields.outcome);

describe.each([
  ["local file twins", false],
  ["real Redis through the Upstash bridge", true],
])("the per-client daily budget of Claude calls (%s)", (_name, upstash) => {
  it("past a client's budget that client gets the offline assistant; others still get Claude", async () => {
    const chat = await app({ upstash, env: { CHAT_CLIENT_DAILY_CLAUDE_CAP: "4", CHAT_DAILY_CLAUDE_CAP: "100" } });
    for (let i = 0; i < 3; i++) expect((await ask(chat, "203.0.113.7")).status).toBe(200);
    // The same client over IPv4-mapped IPv6; the offline assistant answers it.
    expect((await ask(chat, "::ffff:203.0.113.7")).body.response).toMatch(/\S/);
    expect((await ask(chat, "198.51.100.20")).status).toBe(200);
    expect(outcomes(chat)).toEqual(["claude", "claude", "offline-client-budget", "offline-client-budget", "claude"]);
    expect(chatApps.mock.requests).toHaveLength(3);
  });

  it("keys an IPv6 client by its /64: rotating addresses inside it buys nothing", async () => {
    const chat = await app({ upstash, env: { CHAT_CLIENT_DAILY_CLAUDE_CAP: "4" } });
    for (const ip of SAME_64) await ask(chat, ip);
    await ask(chat, "2001:db8:aa:2::10");
    expect(outcomes(chat)).toEqual(["claude", "claude", "offline-client-budget", "claude"]);
  });

  it("a client over its budget does not spend the global cap", async () => {
    const chat = await app({ upstash, env: { CHAT_CLIENT_DAILY_CLAUDE_CAP: "2", CHAT_DAILY_CLAUDE_CAP: "4" } });
    for (let i = 0; i < 4; i++) await ask(chat, "203.0.113.7");
    await ask(chat, "198.51.100.20");
    await ask(chat, "192.0.2.1");
    expect(outcomes(chat)).toEqual([
      "claude",
      "offline-client-budget",
      "offline-client-budget",
      "offline-client-budget",
      "claude",
      "offline-daily-cap",
    ]);
  });

  it("keys the per-IP chat rate limit by the /64 too", async () => {
    const chat = await app({ upstash, env: { CHAT_IP_RATE_LIMIT: "2" } });
    const statuses = [];
    for (const ip of SAME_64) statuses.push((await ask(chat, ip)).status);
    statuses.push((await ask(chat, "2001:db8:aa:2::10")).status);
    expect(statuses).toEqual([200, 200, 429, 200]);
  });
});
