import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChatApp, CHAT_URL, newSessionId, startChatApp } from "../support/chat-app";
import { type ClaudeMock, startClaudeMock } from "../harness/claude-mock";
import { itRefusesEvery, type MalformedCase, requestBuilders, transportCases } from "../support/malformed-requests";

const sessionId = newSessionId();
const valid = { sessionId, message: "How do I file for tinnitus?" };

const { post, withBody, withFields } = requestBuilders({ url: CHAT_URL, valid });

const cases: MalformedCase[] = [
  ...transportCases({ url: CHAT_URL, valid }),
  // Missing fields
  ["no sessionId", 400, withBody({ message: valid.message })],
  ["no message", 400, withBody({ sessionId })],
  // Session ids
  ["a sessionId a number", 400, withFields({ sessionId: 1234567890123 })],
  ["a sessionId null", 400, withFields({ sessionId: null })],
  ["a sessionId without the prefix", 400, withFields({ sessionId: "1700000000000-abc123xyz" })],
  ["a sessionId with a 12-digit time", 400, withFields({ sessionId: "session-170000000000-abc123xyz" })],
  ["a sessionId with a 14-digit time", 400, withFields({ sessionId: "session-17000000000000-abc123xyz" })],
  ["a sessionId with a 5-character random part", 400, withFields({ sessionId: "session-1700000000000-abc12" })],
  ["a sessionId with a 6-character random part", 400, withFields({ sessionId: "session-1700000000000-abc123" })],
  ["a sessionId with an 8-character random part", 400, withFields({ sessionId: "session-1700000000000-abc12345" })],
  [
    "a sessionId with a 65-character random part",
    400,
    withFields({ sessionId: `session-1700000000000-${"a".repeat(65)}` }),
  ],
  ["a sessionId with a path", 400, withFields({ sessionId: "session-1700000000000-../../etc" })],
  ["a sessionId with a Redis key separator", 400, withFields({ sessionId: "session-1700000000000-abc:123xyz" })],
  ["a sessionId with a newline", 400, withFields({ sessionId: "session-1700000000000-abc123xyz\n" })],
  ["a sessionId with spaces around it", 400, withFields({ sessionId: ` ${sessionId} ` })],
  ["a sessionId with non-ASCII letters", 400, withFields({ sessionId: "session-1700000000000-ábc123xyz" })],
  // Messages
  ["a message a number", 400, withFields({ message: 42 })],
  ["a message an array", 400, withFields({ message: ["How", "do", "I"] })],
  ["a message an object", 400, withFields({ message: { text: "hi" } })],
  ["a message null", 400, withFields({ message: null })],
  ["an empty message", 400, withFields({ message: "" })],
  ["a blank message", 400, withFields({ message: " \n\t " })],
  ["a 2001-character message", 400, withFields({ message: "a".repeat(2001) })],
  [
    "a duplicate key whose last value is a number",
    400,
    post(`{"sessionId":"${sessionId}","message":"hi","message":5}`),
  ],
  // Prototype tricks and nesting
  ["every field inside __proto__", 400, post(`{"__proto__": ${JSON.stringify(valid)}}`)],
  ["a deeply nested body", 400, post(`${"[".repeat(3000)}${"]".repeat(3000)}`)],
];

describe("malformed chat requests: always a 4xx, nothing stored, Claude not called", () => {
  let mock: ClaudeMock;
  let app: ChatApp;
  beforeAll(async () => {
    mock = startClaudeMock();
    app = await startChatApp({ claude: true });
  });
  afterAll(async () => {
    mock.close();
    await app.close();
  });

  itRefusesEvery(cases, () => app);

  it("stored nothing, called Claude never, and polluted no prototype", async () => {
    expect(await app.historyFiles()).toEqual([]);
    expect(mock.requests).toEqual([]);
    expect(({} as Record<string, unknown>).sessionId).toBeUndefined();
    expect(app.lines.map((l) => l.event)).not.toContain("chat.reply");
  });
});
