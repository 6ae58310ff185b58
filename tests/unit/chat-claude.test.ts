import { HttpResponse } from "msw";
import { over } from "../support/over";
import { describe, expect, it } from "vitest";
import chatSend from "../../netlify/functions/chat-send";
import { answerOffline } from "../../netlify/lib/assistant/offline";
import { hashSessionId } from "../../netlify/lib/chat/service";
import { SYSTEM_PROMPT } from "../../netlify/lib/assistant/system-prompt";
import { type ChatApp, chatPost, newSessionId, useChatApps } from "../support/chat-app";
import { claudeReply, replies } from "../harness/claude-mock";
import { testContext } from "../support/leads";

const chatApps = useChatApps({ claude: true });
const app = chatApps.app;

async function ask(chat: ChatApp, message: string, sessionId = newSessionId()) {
  const response = await chat.send({ sessionId, message });
  return { status: response.status, body: (await response.json()) as { response?: string; error?: string } };
}

describe("Claude request", () => {
  it("carries the model, max_tokens, the cached system prompt, and the message as user content", async () => {
    const chat = await app();
    const { status, body } = await ask(chat, "  How do I file for tinnitus?  ");
    expect(status).toBe(200);
    expect(body.response).toContain("https://www.va.gov/disability/file-disability-claim-form-21-526ez");
    expect(chatApps.mock.requests).toHaveLength(1);
    expect(chatApps.mock.requests[0]).toEqual({
      model: "claude-haiku-4-5",
      max_tokens: 600,
      system: [
        { type: "text", text: SYSTEM_PROMPT, cache_control: { type: "ephemeral" } },
        { type: "text", text: "Page language: English (en)." },
      ],
      messages: [{ role: "user", content: "How do I file for tinnitus?" }],
    });
  });

  it("uses ANTHROPIC_MODEL when set", async () => {
    const chat = await app({ env: { ANTHROPIC_MODEL: "claude-sonnet-4-6" } });
    await ask(chat, "What is a buddy statement?");
    expect(chatApps.mock.requests[0]!.model).toBe("claude-sonnet-4-6");
  });

  it("sends the history in order and never more than the last 20 messages; keeps 50", async () => {
    // 30 turns of two model calls each: budgets wide enough for all of them.
    const chat = await app({ env: { CHAT_CLIENT_DAILY_CLAUDE_CAP: "100", CHAT_NETWORK_DAILY_CLAUDE_CAP: "100" } });
    chatApps.mock.respond((body) => HttpResponse.json(claudeReply(`answer to ${body.messages.at(-1)!.content}`)));
    const sessionId = newSessionId();
    for (let n = 1; n <= 30; n++) expect((await ask(chat, `question ${n}`, sessionId)).status).toBe(200);

    chatApps.mock.requests.forEach((request, k) => {
      const sent = Math.min(2 * k, 20);
      const first = k - sent / 2 + 1;
      const expected = Array.from({ length: sent / 2 }, (_, i) => [
        { role: "user", content: `question ${first + i}` },
        { role: "assistant", content: `answer to question ${first + i}` },
      ]).flat();
      expect(request.messages).toEqual([...expected, { role: "user", content: `question ${k + 1}` }]);
      expect(request.system[0]!.text).toBe(SYSTEM_PROMPT);
    });
    const stored = await chat.historyOf({ sessionId, limit: 1000 });
    expect(stored).toHaveLength(50);
    expect(stored.at(-1)).toEqual({ role: "assistant", content: "answer to question 30" });
  });

  it("keeps conversations of different sessions apart", async () => {
    const chat = await app();
    const [a, b] = [newSessionId(), newSessionId()];
    await ask(chat, "first from A", a);
    await ask(chat, "first from B", b);
    expect(chatApps.mock.requests[1]!.messages).toEqual([{ role: "user", content: "first from B" }]);
  });

  it("retries once when ANTHROPIC_MAX_RETRIES=1 and a quick 500 passes", async () => {
    const chat = await app({ env: { ANTHROPIC_MAX_RETRIES: "1", ANTHROPIC_TIMEOUT_MS: "3000" } });
    let calls = 0;
    // A bodiless 500: the SDK cancels an error body before retrying, and msw's never finishes cancelling.
    chatApps.mock.respond(() =>
      ++calls === 1 ? new HttpResponse(null, { status: 500 }) : HttpResponse.json(claudeReply("Second try.")),
    );
    expect((await ask(chat, "What is an intent to file?")).body.response).toBe("Second try.");
    expect(chatApps.mock.requests).toHaveLength(2);
  });
});

describe("Claude failures end in the offline answer, never a hang", () => {
  const question = "What is an intent to file?";
  const offline = answerOffline(question).text;

  it.each([
    ["429 rate limited", replies.status(429, "rate_limit_error")],
    ["500 server error", replies.status(500)],
    ["529 overloaded", replies.status(529, "overloaded_error")],
    ["401 bad key", replies.status(401, "authentication_error")],
    ["a timeout (no answer at all)", replies.hang()],
    ["invalid JSON", replies.raw("{not json")],
    ["an HTML error page", replies.raw("<html>Bad gateway</html>", 502)],
    ["no content blocks", replies.raw(JSON.stringify({ ...claudeReply("x"), content: [] }))],
    ["content that is not a list", replies.raw(JSON.stringify({ ...claudeReply("x"), content: "text" }))],
    ["only a tool_use block", replies.raw(JSON.stringify({ ...claudeReply("x"), content: [{ type: "tool_use" }] }))],
    ["an empty text", replies.text("   ")],
    ["nothing but a link that is removed", replies.text("https://scam.example/claims")],
    ["an empty body", replies.raw("")],
  ])("%s", async (_name, responder) => {
    const chat = await app({ env: { ANTHROPIC_TIMEOUT_MS: "300" } });
    chatApps.mock.respond(responder);
    const { status, body } = await ask(chat, question);
    expect(status).toBe(200);
    expect(body.response).toBe(offline);
    expect(chat.lines.find((l) => l.event === "chat.reply")?.fields.outcome).toBe("offline-claude-failed");
  });

  it.each([
    ["a Claude that never answers", replies.hang()],
    ["a 529 whose body never finishes cancelling before the retry", replies.status(529, "overloaded_error")],
  ])("bounds the whole wait with retries on: %s still ends in the offline answer", async (_name, responder) => {
    const chat = await app({ env: { ANTHROPIC_TIMEOUT_MS: "300", ANTHROPIC_MAX_RETRIES: "1" } });
    chatApps.mock.respond(responder);
    expect((await ask(chat, question)).body.response).toBe(offline);
  });

  it("answers 503 when not even the offline assistant can answer", async () => {
    const chat = await app();
    chatApps.mock.respond(replies.status(500));
    const broken = { kind: "broken", reply: () => Promise.reject(new Error("knowledge base missing")) };
    const handler = over(chatSend, () => ({ ...chat.deps, offline: broken }));
    const context = testContext();
    const response = await handler(chatPost({ sessionId: newSessionId(), message: question }), context);
    await context.settled();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect(await chat.historyFiles()).toEqual([]);
  });
});

describe("cost control and the reply's links", () => {
  it("past the daily cap answers offline without calling Claude", async () => {
    // Each turn is two model calls, the answer and the risk screen (decision 961).
    const chat = await app({ env: { CHAT_DAILY_CLAUDE_CAP: "4", CHAT_NETWORK_DAILY_CLAUDE_CAP: "100" } });
    for (let i = 0; i < 4; i++) expect((await ask(chat, "How do I apply for the GI Bill?")).status).toBe(200);
    expect(chatApps.mock.requests).toHaveLength(2);
    const outcomes = chat.lines.filter((l) => l.event === "chat.reply").map((l) => l.fields.outcome);
    expect(outcomes).toEqual(["claude", "claude", "offline-daily-cap", "offline-daily-cap"]);
  });

  it("without ANTHROPIC_API_KEY never calls Claude", async () => {
    const chat = await app({ claude: false });
    const { body } = await ask(chat, "How do I apply for the GI Bill?");
    expect(body.response).toBe(answerOffline("How do I apply for the GI Bill?").text);
    expect(chatApps.mock.requests).toHaveLength(0);
  });

  it("removes links outside VA.gov, the crisis line and the site before the reply leaves, and stores what was shown", async () => {
    const chat = await app();
    chatApps.mock.respond(
      replies.text(
        "Use https://claims-helper.example/fast or the official form: https://www.va.gov/find-forms/ and [us](https://vets.example.org/#consultation).",
      ),
    );
    const sessionId = newSessionId();
    const { body } = await ask(chat, "Where are the forms?", sessionId);
    expect(body.response).toBe(
      "Use or the official form: https://www.va.gov/find-forms/ and us https://vets.example.org/#consultation.",
    );
    const stored = await chat.historyOf({ sessionId, limit: 2 });
    expect(stored[1]!.content).toBe(body.response);
  });
});

describe("logs", () => {
  it("carry a hash of the session, the outcome and token usage, never the message or the session id", async () => {
    const chat = await app();
    chatApps.mock.respond(() =>
      HttpResponse.json(
        claudeReply("Here is the form: https://www.va.gov/find-forms/", {
          input_tokens: 321,
          output_tokens: 45,
          cache_read_input_tokens: 4400,
          cache_creation_input_tokens: 0,
        }),
      ),
    );
    const sessionId = newSessionId();
    const message = "My name is Pat Example and my claim number is 12345678";
    await ask(chat, message, sessionId);
    const reply = chat.lines.find((l) => l.event === "chat.reply")!;
    expect(reply.fields).toEqual({
      session: hashSessionId(sessionId),
      outcome: "claude",
      masked: false,
      inputTokens: 321,
      outputTokens: 45,
      cacheReadTokens: 4400,
      cacheWriteTokens: 0,
    });
    const all = chat.lines.map((l) => l.text).join("\n");
    expect(all).not.toContain(sessionId);
    expect(all).not.toContain("Pat Example");
    expect(all).not.toContain("12345678");
    expect(all).not.toContain("Here is the form");
  });
});
