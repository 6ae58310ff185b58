import { describe, expect, it } from "vitest";
import { CRISIS_REPLY, isCrisisMessage } from "../../netlify/lib/safety/crisis";
import { RISK_SCREEN_MAX_TOKENS, RISK_SCREEN_PROMPT } from "../../netlify/lib/safety/risk-screen/claude";
import { type ChatApp, newSessionId, useChatApps } from "../support/chat-app";
import { replies } from "../harness/claude-mock";

const chatApps = useChatApps({ claude: true });
const app = chatApps.app;

/** A worrying message in words the local screen does not know: only the model can catch it. */
// Veiled enough that the local screen, its second opinion included, lets it pass (round 10 caught
// the earlier "Tonight I finally get some peace"): only the model's risk screen can judge it.
const VEILED = "Signed the truck over to my buddy today. Which form was it again?";
const ANSWER = "You can file with VA Form 21-526EZ: https://www.va.gov/disability/file-disability-claim-form-21-526ez";

async function ask(chat: ChatApp, message: string, sessionId = newSessionId()) {
  const response = await chat.send({ sessionId, message });
  return { status: response.status, body: (await response.json()) as { response?: string; error?: string } };
}

const riskLine = (chat: ChatApp) => chat.lines.find((line) => line.event === "chat.risk-screen");
const replyLine = (chat: ChatApp) => chat.lines.find((line) => line.event === "chat.reply");

describe("the model's risk screen beside the answer (Claude configured)", () => {
  it("is needed: the local screen does not flag the test message", () => {
    expect(isCrisisMessage(VEILED)).toBe(false);
  });

  it("judges every message in its own small call with its fixed prompt", async () => {
    const chat = await app();
    await ask(chat, "How do I file for tinnitus?");
    expect(chatApps.mock.riskRequests).toEqual([
      {
        model: "claude-haiku-4-5",
        max_tokens: RISK_SCREEN_MAX_TOKENS,
        system: [{ type: "text", text: RISK_SCREEN_PROMPT }],
        messages: [{ role: "user", content: "How do I file for tinnitus?" }],
      },
    ]);
    expect(chatApps.mock.requests).toHaveLength(1);
  });

  it("positive: returns exactly the crisis reply, logs it and does not store the message", async () => {
    const chat = await app();
    chatApps.mock.respondToRiskScreen(replies.text("RISK"));
    const sessionId = newSessionId();
    expect(await ask(chat, VEILED, sessionId)).toEqual({ status: 200, body: { response: CRISIS_REPLY } });
    expect(replyLine(chat)!.fields.outcome).toBe("crisis-line-model");
    expect(riskLine(chat)!.fields).toMatchObject({ outcome: "risk", riskInputTokens: 1200, riskOutputTokens: 90 });
    expect(chat.lines.map((line) => line.text).join("\n")).not.toContain("peace");
    expect(await chat.historyOf({ sessionId, limit: 50 })).toEqual([]);
  });

  it("past a cap of 0 the model is not asked at all, the screen included: the offline answer (decision 961)", async () => {
    const chat = await app({ env: { CHAT_DAILY_CLAUDE_CAP: "0" } });
    chatApps.mock.respondToRiskScreen(replies.text("RISK"));
    const { status, body } = await ask(chat, VEILED);
    expect(status).toBe(200);
    expect(body.response).not.toBe(CRISIS_REPLY);
    expect(chatApps.mock.requests).toHaveLength(0);
    expect(chatApps.mock.riskRequests).toHaveLength(0);
  });

  it("negative: the answer as usual, stored", async () => {
    const chat = await app();
    const sessionId = newSessionId();
    expect(await ask(chat, VEILED, sessionId)).toMatchObject({ status: 200, body: { response: ANSWER } });
    expect(riskLine(chat)!.fields.outcome).toBe("safe");
    expect(replyLine(chat)!.fields.outcome).toBe("claude");
    expect(await chat.historyOf({ sessionId, limit: 50 })).toHaveLength(2);
  });

  it("timeout: a screen that never answers does not hold the answer back", async () => {
    const chat = await app();
    chatApps.mock.respondToRiskScreen(replies.hang());
    expect(await ask(chat, VEILED)).toMatchObject({ status: 200, body: { response: ANSWER } });
    expect(riskLine(chat)!.fields.outcome).toBe("late");
  });

  it("past a client's budget the screen is not called either: it is a model call like the answer", async () => {
    // Two calls a turn (the answer and the screen): a budget of 2 is one turn with the model.
    const chat = await app({ env: { CHAT_CLIENT_DAILY_CLAUDE_CAP: "2" } });
    await ask(chat, VEILED);
    await ask(chat, VEILED);
    expect(chat.lines.filter((l) => l.event === "chat.reply").map((l) => l.fields.outcome)).toEqual([
      "claude",
      "offline-client-budget",
    ]);
    expect(chatApps.mock.requests).toHaveLength(1);
    expect(chatApps.mock.riskRequests).toHaveLength(1);
  });

  it("error: a failed screen shows no error, only a warning in the log", async () => {
    const chat = await app();
    chatApps.mock.respondToRiskScreen(replies.status(500));
    expect(await ask(chat, VEILED)).toMatchObject({ status: 200, body: { response: ANSWER } });
    expect(riskLine(chat)).toMatchObject({ level: "warn", fields: { outcome: "failed" } });
  });

  it("an answer that is neither RISK nor SAFE counts as no judgment", async () => {
    const chat = await app();
    chatApps.mock.respondToRiskScreen(replies.text("I can't help with that."));
    expect((await ask(chat, VEILED)).body.response).toBe(ANSWER);
    expect(riskLine(chat)!.fields.outcome).toBe("unclear");
  });

  it("is not called for a message the local screen already flagged", async () => {
    const chat = await app();
    expect((await ask(chat, "i want to kill myself")).body.response).toBe(CRISIS_REPLY);
    expect(chatApps.mock.riskRequests).toEqual([]);
  });
});

describe("without ANTHROPIC_API_KEY", () => {
  it("there is no risk screen and no call", async () => {
    const chat = await app({ claude: false });
    expect(chat.deps.riskScreen).toBeNull();
    expect((await ask(chat, VEILED)).status).toBe(200);
    expect(chatApps.mock.riskRequests).toEqual([]);
  });
});
