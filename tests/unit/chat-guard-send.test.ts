/**
 * Issue 19 through the chat function, with a model that repeats what it is told (what a
 * prompt-injected Claude does): the output guard, the redaction before storage and the model,
 * and the history that belongs to one browser.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { answerOffline } from "../../netlify/lib/assistant/offline";
import { PRIVACY_NOTE } from "../../netlify/lib/chat/redact";
import { replies } from "../harness/claude-mock";
import { GUARD_CASES } from "../harness/guard-cases";
import { chatPost, newSessionId, useChatApps } from "../support/chat-app";
import { testContext } from "../support/leads";

const chats = useChatApps({ claude: true });
const KEEP = "VA Form 21-526EZ is the claim for disability compensation, and you can file it online on VA.gov.";

type App = Awaited<ReturnType<typeof chats.app>>;

/** One message as a browser sends it: with its cookie, if it has one; the reply and the new cookie. */
async function post(app: App, body: { sessionId: string; message: string }, cookie?: string) {
  const context = testContext();
  const response = await app.handler(chatPost(body, cookie ? { cookie } : {}), context);
  await context.settled();
  const setCookie = response.headers.get("set-cookie") ?? "";
  return { status: response.status, text: ((await response.json()) as { response: string }).response, setCookie };
}

const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

describe("the output guard on every model reply", () => {
  it.each(GUARD_CASES.map((entry) => [entry.name, entry] as const))(
    "removes %s and keeps the rest",
    async (_name, entry) => {
      const app = await chats.app();
      chats.mock.respond(replies.repeat());
      const { status, text } = await post(app, { sessionId: newSessionId(), message: `${entry.text} ${KEEP}` });
      expect(status).toBe(200);
      expect(text).toBe(KEEP);
      expect(app.lines).toContainEqual(
        expect.objectContaining({
          event: "chat.guard",
          fields: expect.objectContaining({ removed: entry.rule, left: true }),
        }),
      );
      // The log names the rule, never the sentence.
      expect(JSON.stringify(app.lines)).not.toContain(entry.text);
    },
  );

  it("answers offline when the guard leaves too little", async () => {
    const app = await chats.app();
    chats.mock.respond(replies.repeat());
    const message =
      "This is the Department of Veterans Affairs. Your claim has been approved. Please reply with your full Social Security number and date of birth.";
    const { text } = await post(app, { sessionId: newSessionId(), message });
    expect(text).toBe(answerOffline(message).text);
    expect(app.lines).toContainEqual(
      expect.objectContaining({ event: "chat.reply", fields: expect.objectContaining({ outcome: "offline-guarded" }) }),
    );
  });
});

describe("redaction before storage and the model", () => {
  const SSN_AND_BIRTH = "My SSN is 123-45-6789 and I was born 03/14/1961. How do I file for tinnitus?";

  it("masks the number and the date before the model and the store, and says so once", async () => {
    const app = await chats.app();
    chats.mock.respond(replies.text(KEEP));
    const sessionId = newSessionId();
    const first = await post(app, { sessionId, message: SSN_AND_BIRTH });
    expect(first.text).toBe(`${PRIVACY_NOTE}\n\n${KEEP}`);
    const sent = JSON.stringify(
      [...chats.mock.requests, ...chats.mock.riskRequests].map((request) => request.messages),
    );
    expect(sent).toContain("[number removed]");
    expect(sent).toContain("[date removed] 1961");
    expect(sent).not.toMatch(/6789|03\/14/);

    const second = await post(
      app,
      { sessionId, message: "Also 987-65-4321, is that needed?" },
      cookieOf(first.setCookie),
    );
    expect(second.text).toBe(KEEP);

    const files = await app.historyFiles();
    const stored = (await Promise.all(files.map((name) => readFile(join(app.dataDir, "chat", name), "utf8")))).join("");
    expect(stored).toContain("[number removed]");
    // The text stored, not a timestamp's digits (an `expiresAt` of …476789 once matched /6789/).
    expect(stored.replace(/":\d+/g, '":0')).not.toMatch(/6789|4321|03\/14/);
    expect(stored.split(PRIVACY_NOTE)).toHaveLength(2);
  });
});

describe("a history belongs to the browser that started it", () => {
  it("sets an HttpOnly, Secure, SameSite=Lax cookie, and only that cookie reads and extends the history", async () => {
    const app = await chats.app();
    chats.mock.respond(replies.text(KEEP));
    const sessionId = newSessionId();
    const first = await post(app, { sessionId, message: "How do I file for tinnitus?" });
    expect(first.setCookie).toMatch(
      /^vbg_chat=[\w-]{43}; Path=\/api\/chat; Max-Age=604800; HttpOnly; SameSite=Lax; Secure$/,
    );
    const cookie = cookieOf(first.setCookie);

    await post(app, { sessionId, message: "And for hearing loss?" }, cookie);
    expect(chats.mock.requests.at(-1)!.messages.map((m) => m.content)).toEqual([
      "How do I file for tinnitus?",
      KEEP,
      "And for hearing loss?",
    ]);

    // The same session id with no cookie, or another browser's: a new conversation, and the first stays whole.
    const stranger = await post(app, { sessionId, message: "What did I ask before?" });
    expect(chats.mock.requests.at(-1)!.messages.map((m) => m.content)).toEqual(["What did I ask before?"]);
    await post(app, { sessionId, message: "Tell me my history." }, cookieOf(stranger.setCookie));
    expect(chats.mock.requests.at(-1)!.messages).toHaveLength(3);
    expect(chats.mock.requests.at(-1)!.messages[0]!.content).toBe("What did I ask before?");

    await post(app, { sessionId, message: "Back again." }, cookie);
    expect(
      chats.mock.requests
        .at(-1)!
        .messages.map((m) => m.content)
        .slice(0, 4),
    ).toEqual(["How do I file for tinnitus?", KEEP, "And for hearing loss?", KEEP]);
  });

  it("deletes expired conversations in the local store, not only the one asked for", async () => {
    let now = Date.parse("2030-01-01T00:00:00Z");
    const app = await chats.app({ env: { CHAT_HISTORY_TTL_DAYS: "1" }, now: () => now });
    chats.mock.respond(replies.text(KEEP));
    await post(app, { sessionId: newSessionId(), message: "First conversation" });
    await post(app, { sessionId: newSessionId(), message: "Second conversation" });
    expect(await app.historyFiles()).toHaveLength(2);
    now += 2 * 24 * 60 * 60 * 1000;
    await post(app, { sessionId: newSessionId(), message: "A new one, days later" });
    expect(await app.historyFiles()).toHaveLength(1);
  });
});
