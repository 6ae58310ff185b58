import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChatApp, CHAT_URL, newSessionId, startChatApp } from "../support/chat-app";
import { type ClaudeMock, startClaudeMock } from "../support/claude-mock";
import { SITE, testContext } from "../support/leads";

const sessionId = newSessionId();
const valid = { sessionId, message: "How do I file for tinnitus?" };
const json = { "Content-Type": "application/json", Origin: SITE };

type Case = [name: string, status: number, request: () => Request];

const post =
  (body: BodyInit | null, headers: Record<string, string> = json) =>
  () =>
    new Request(CHAT_URL, { method: "POST", headers, body });
const withBody = (body: unknown) => post(JSON.stringify(body));
const withFields = (fields: Record<string, unknown>) => withBody({ ...valid, ...fields });

const cases: Case[] = [
  // Methods
  ["GET", 405, () => new Request(CHAT_URL, { method: "GET" })],
  [
    "PUT with a valid body",
    405,
    () => new Request(CHAT_URL, { method: "PUT", headers: json, body: JSON.stringify(valid) }),
  ],
  ["DELETE", 405, () => new Request(CHAT_URL, { method: "DELETE" })],
  ["OPTIONS", 405, () => new Request(CHAT_URL, { method: "OPTIONS" })],
  // Content types
  [
    "no Content-Type",
    415,
    () => new Request(CHAT_URL, { method: "POST", body: new Uint8Array(Buffer.from(JSON.stringify(valid))) }),
  ],
  ["text/plain", 415, post(JSON.stringify(valid), { "Content-Type": "text/plain" })],
  ["form-urlencoded", 415, post(new URLSearchParams(valid), { Origin: SITE })],
  ["form-urlencoded body labelled JSON", 400, post(new URLSearchParams(valid).toString())],
  [
    "multipart form",
    415,
    () => {
      const form = new FormData();
      for (const [k, v] of Object.entries(valid)) form.set(k, v);
      return new Request(CHAT_URL, { method: "POST", body: form });
    },
  ],
  [
    "application/json in UTF-16",
    415,
    post(JSON.stringify(valid), { "Content-Type": "application/json; charset=utf-16" }),
  ],
  ["text/json", 415, post(JSON.stringify(valid), { "Content-Type": "text/json" })],
  // Size and origin
  ["a 9 KB body", 413, withFields({ message: "x".repeat(9 * 1024) })],
  ["a 9 KB unknown field", 413, withFields({ padding: "y".repeat(9 * 1024) })],
  ["a cross-origin Origin", 403, post(JSON.stringify(valid), { ...json, Origin: "https://evil.example" })],
  [
    "a cross-site fetch without Origin",
    403,
    post(JSON.stringify(valid), { "Content-Type": "application/json", "Sec-Fetch-Site": "cross-site" }),
  ],
  // Encodings and syntax
  ["invalid UTF-8 bytes", 400, post(new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]))],
  ["an empty body", 400, post("")],
  ["truncated JSON", 400, post(JSON.stringify(valid).slice(0, -3))],
  ["two JSON objects", 400, post(`${JSON.stringify(valid)}{}`)],
  ["single-quoted JSON", 400, post(`{'sessionId': '${sessionId}'}`)],
  // Not an object
  ["null", 400, withBody(null)],
  ["an array", 400, withBody([valid])],
  ["a number", 400, withBody(42)],
  ["a string", 400, withBody(valid.message)],
  // Missing fields
  ["an empty object", 400, withBody({})],
  ["no sessionId", 400, withBody({ message: valid.message })],
  ["no message", 400, withBody({ sessionId })],
  // Session ids
  ["a sessionId a number", 400, withFields({ sessionId: 1234567890123 })],
  ["a sessionId null", 400, withFields({ sessionId: null })],
  ["a sessionId without the prefix", 400, withFields({ sessionId: "1700000000000-abc123xyz" })],
  ["a sessionId with a 12-digit time", 400, withFields({ sessionId: "session-170000000000-abc123xyz" })],
  ["a sessionId with a 14-digit time", 400, withFields({ sessionId: "session-17000000000000-abc123xyz" })],
  ["a sessionId with a 5-character random part", 400, withFields({ sessionId: "session-1700000000000-abc12" })],
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

  it("has at least 40 cases", () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases)("%s → %i", async (_name, status, request) => {
    const context = testContext();
    const response = await app.handler(request(), context);
    await context.settled();
    expect(response.status).toBe(status);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual(expect.objectContaining({ error: expect.any(String) }));
    expect(body).not.toMatch(/\bat .*\.(ts|js)|Error:|stack/i);
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("stored nothing, called Claude never, and polluted no prototype", async () => {
    expect(await app.historyFiles()).toEqual([]);
    expect(mock.requests).toEqual([]);
    expect(({} as Record<string, unknown>).sessionId).toBeUndefined();
    expect(app.lines.map((l) => l.event)).not.toContain("chat.reply");
  });
});
