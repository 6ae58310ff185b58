import { describe, expect, it } from "vitest";
import { CRISIS_REPLY } from "../../netlify/lib/safety/crisis";
import { CRISIS_REPLY_ES, HARM_REPLY, OTHER_LANGUAGE_REPLY, POSSIBLE_LINE } from "../../netlify/lib/safety/replies";
import { chatPost, newSessionId, startChatApp, useChatApps } from "../support/chat-app";
import { replies } from "../harness/claude-mock";
import { SITE, testContext } from "../support/leads";

// Issue 18 through the chat function as production wires it: the two tiers, harm, Spanish, other
// languages, the conversation read with its recent turns, and refused bodies that carry risk.
const chatApps = useChatApps({ claude: true });
const app = chatApps.app;

async function reply(response: Response) {
  expect(response.status).toBe(200);
  return ((await response.json()) as { response: string }).response;
}

describe("the crisis screen, round 3, in the chat function", () => {
  it("answers Spanish crisis in Spanish, harm with 911 first, other languages with the line first", async () => {
    const chat = await app();
    expect(
      await reply(await chat.send({ sessionId: newSessionId(), message: "ya no quiero vivir, esta noche me mato" })),
    ).toBe(CRISIS_REPLY_ES);
    expect(
      await reply(
        await chat.send({ sessionId: newSessionId(), message: "im going to shoot up the va clinic tomorrow" }),
      ),
    ).toBe(HARM_REPLY);
    expect(
      await reply(await chat.send({ sessionId: newSessionId(), message: "请问GI Bill可以用来读社区大学吗？" })),
    ).toBe(OTHER_LANGUAGE_REPLY);
    expect(chatApps.mock.requests).toHaveLength(0);
    expect(await chat.historyFiles()).toEqual([]);
  });

  it("opens a normal answer with one line for possible risk", async () => {
    const chat = await app();
    chatApps.mock.respond(replies.text("Your wife may be eligible for DIC."));
    const text = await reply(
      await chat.send({ sessionId: newSessionId(), message: "what does my wife get after im gone" }),
    );
    expect(text).toBe(`${POSSIBLE_LINE}\n\nYour wife may be eligible for DIC.`);
  });

  it("takes a yes to the assistant's question about suicide as a crisis, and the model's screen sees the turns", async () => {
    const chat = await app();
    const sessionId = newSessionId();
    chatApps.mock.respond(replies.text("I'm sorry it's this heavy. Are you thinking about suicide?"));
    const first = await reply(
      await chat.send({ sessionId, message: "im so done with the VA, with appeals, with all of it" }),
    );
    expect(first).toContain("Are you thinking about suicide?");
    expect(await reply(await chat.send({ sessionId, message: "yes" }))).toBe(CRISIS_REPLY);
    // The next ordinary question: the model's screen gets the recent turns as data.
    await chat.send({ sessionId, message: "how do I file for tinnitus" });
    const judged = chatApps.mock.riskRequests.at(-1)!.messages[0]!.content;
    expect(judged).toContain("User: yes");
    expect(judged).toContain("Message to judge:\nhow do I file for tinnitus");
  });

  it("keeps a crisis message in the session's turns masked, like every other turn", async () => {
    const chat = await app();
    const sessionId = newSessionId();
    const crisis = await reply(
      await chat.send({ sessionId, message: "my ssn is 123-45-6789, i am going to kill myself tonight" }),
    );
    expect(crisis).toBe(CRISIS_REPLY);
    await chat.send({ sessionId, message: "how do I file for tinnitus" });
    const judged = chatApps.mock.riskRequests.at(-1)!.messages[0]!.content;
    expect(judged).toContain("kill myself tonight");
    expect(judged).not.toContain("123-45-6789");
  });

  it("keeps a third party in danger in view a message later", async () => {
    const chat = await app();
    const sessionId = newSessionId();
    expect(await reply(await chat.send({ sessionId, message: "my brother texted goodbye and his phone is off" }))).toBe(
      CRISIS_REPLY,
    );
    expect(await reply(await chat.send({ sessionId, message: "what do i do" }))).toBe(CRISIS_REPLY);
  });
});

describe("no crisis message is refused", () => {
  const post = (body: string, headers: Record<string, string>) =>
    new Request(`${SITE}/api/chat/send`, { method: "POST", headers: { Origin: SITE, ...headers }, body });

  it("screens a text/plain body: the line for risk, 415 for the rest", async () => {
    const chat = await app();
    const crisis = await chat.handler(
      post("i want to kill myself tonight", { "Content-Type": "text/plain" }),
      testContext(),
    );
    expect(await reply(crisis)).toBe(CRISIS_REPLY);
    const ordinary = await chat.handler(post("how do I file a claim", { "Content-Type": "text/plain" }), testContext());
    expect(ordinary.status).toBe(415);
  });

  it("screens a body over the size cap on what can be read: the line for risk, 413 for the rest", async () => {
    const chat = await app();
    const long = (message: string) =>
      JSON.stringify({ sessionId: newSessionId(), message: `${message} ${"x".repeat(9000)}` });
    const crisis = await chat.handler(chatPost(long("voy a quitarme la vida esta noche")), testContext());
    expect(await reply(crisis)).toBe(CRISIS_REPLY_ES);
    const ordinary = await chat.handler(chatPost(long("how do I file a claim")), testContext());
    expect(ordinary.status).toBe(413);
    const declared = await chat.handler(
      chatPost(JSON.stringify({ sessionId: newSessionId(), message: "i want to end my life" }), {
        "Content-Length": "99999",
      }),
      testContext(),
    );
    expect(await reply(declared)).toBe(CRISIS_REPLY);
  });
});

// Item 3 of round 4: the screen's state is kept under the history's key (the session id bound to
// the HttpOnly owner cookie), so a request that knows the id but not the cookie neither sees nor
// changes what the owner's browser said.
describe("the screen's session state belongs to the browser that owns the session", () => {
  async function withApp(test: (chat: Awaited<ReturnType<typeof startChatApp>>) => Promise<void>) {
    const chat = await startChatApp();
    try {
      await test(chat);
    } finally {
      await chat.close();
    }
  }
  const THIRD_PARTY = "my brother texted goodbye and his phone is off";
  const stranger = `vbg_chat=${"A".repeat(43)}`;

  async function sendAs(
    chat: Awaited<ReturnType<typeof startChatApp>>,
    sessionId: string,
    message: string,
    cookie?: string,
  ) {
    const context = testContext();
    const response = await chat.handler(chatPost({ sessionId, message }, cookie ? { cookie } : {}), context);
    await context.settled();
    return reply(response);
  }

  it("is not read by another browser's cookie or by no cookie", async () => {
    await withApp(async (chat) => {
      const sessionId = newSessionId();
      expect(await reply(await chat.send({ sessionId, message: THIRD_PARTY }))).toBe(CRISIS_REPLY);
      expect(await sendAs(chat, sessionId, "what do i do", stranger)).not.toBe(CRISIS_REPLY);
      expect(await sendAs(chat, sessionId, "what do i do")).not.toBe(CRISIS_REPLY);
      // Nor did those two change it: the owner's next message is still read with its own turns.
      expect(await reply(await chat.send({ sessionId, message: "what do i do" }))).toBe(CRISIS_REPLY);
    });
  });

  it("is not extended by another browser's cookie or by no cookie", async () => {
    await withApp(async (chat) => {
      const sessionId = newSessionId();
      expect(await reply(await chat.send({ sessionId, message: "how do I file for tinnitus" }))).not.toBe(CRISIS_REPLY);
      expect(await sendAs(chat, sessionId, THIRD_PARTY, stranger)).toBe(CRISIS_REPLY);
      expect(await sendAs(chat, sessionId, THIRD_PARTY)).toBe(CRISIS_REPLY);
      // The stranger's browser reads its own turn; the owner's does not.
      expect(await sendAs(chat, sessionId, "what do i do", stranger)).toBe(CRISIS_REPLY);
      expect(await reply(await chat.send({ sessionId, message: "what do i do" }))).not.toBe(CRISIS_REPLY);
    });
  });
});
