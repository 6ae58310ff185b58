import { afterEach, describe, expect, it } from "vitest";
import { CHAT_MESSAGES, CONSULTATION_MESSAGES as M } from "../../contract/api";
import { chatPost, newSessionId, startChatApp } from "../support/chat-app";
import { startConsultationApp } from "../support/consultation-app";
import { jsonPost, testContext } from "../support/leads";
import { LIBRARY_WORDING } from "../support/malformed-requests";

const valid = { fullName: "Alex Doe", email: "alex@example.com", phone: "555-010-1234", serviceBranch: "Army" };
const omit = (field: string) => Object.fromEntries(Object.entries(valid).filter(([name]) => name !== field));

/** Every field and every kind of error, with the exact words the visitor reads. */
const consultationCases: [kind: string, body: Record<string, unknown>, field: string, message: string][] = [
  ["missing", omit("fullName"), "fullName", "Enter your full name."],
  ["missing", omit("email"), "email", "Enter your e-mail address."],
  ["missing", omit("phone"), "phone", "Enter your phone number."],
  ["missing", omit("serviceBranch"), "serviceBranch", "Choose your branch of service."],
  ["null", { ...valid, fullName: null }, "fullName", "Full name must be text."],
  ["blank", { ...valid, fullName: "   " }, "fullName", "Enter your full name."],
  ["blank", { ...valid, email: " " }, "email", "Enter your e-mail address."],
  ["blank", { ...valid, phone: "" }, "phone", "Enter your phone number."],
  ["wrong type", { ...valid, fullName: 42 }, "fullName", "Full name must be text."],
  ["wrong type", { ...valid, email: ["a@b.co"] }, "email", "E-mail must be text."],
  ["wrong type", { ...valid, phone: 5550101234 }, "phone", "Phone must be text."],
  ["wrong type", { ...valid, serviceBranch: 1 }, "serviceBranch", "Choose your branch of service."],
  [
    "control character",
    { ...valid, phone: "555-010-1234\r" },
    "phone",
    "Phone contains characters that are not allowed.",
  ],
  [
    "control character",
    { ...valid, email: "a@example.com\n" },
    "email",
    "E-mail contains characters that are not allowed.",
  ],
  ["no visible letter", { ...valid, fullName: "\u3164\u3164" }, "fullName", "Full name must contain letters."],
  ["bad e-mail", { ...valid, email: "a..b@c.com" }, "email", "Enter a valid e-mail address."],
  ["too long", { ...valid, fullName: "A".repeat(101) }, "fullName", "Full name must be at most 100 characters."],
  [
    "too long",
    { ...valid, email: `${"a".repeat(64)}@${"b".repeat(200)}.com` },
    "email",
    "E-mail must be at most 256 characters.",
  ],
  ["bad e-mail", { ...valid, email: "alex@" }, "email", "Enter a valid e-mail address."],
  [
    "e-mail domain without a dot",
    { ...valid, email: "a@b" },
    "email",
    "Enter your whole e-mail address, with a dot in the part after the @, like name@example.com.",
  ],
  [
    "e-mail domain without a dot",
    { ...valid, email: "bob.miller@gmailcom" },
    "email",
    "Enter your whole e-mail address, with a dot in the part after the @, like name@example.com.",
  ],
  [
    "bad phone",
    { ...valid, phone: "12" },
    "phone",
    "Enter a US phone number with 10 digits, or an international number of up to 15 digits.",
  ],
  ["unknown branch", { ...valid, serviceBranch: "Army Reserve" }, "serviceBranch", "Choose your branch of service."],
  [
    "control character",
    { ...valid, fullName: "Al\u0000ex" },
    "fullName",
    "Full name contains characters that are not allowed.",
  ],
  [
    "bidi override",
    { ...valid, fullName: "Alex \u202Eeod" },
    "fullName",
    "Full name contains hidden formatting characters. Please type your name again.",
  ],
  [
    "encoded-word",
    { ...valid, fullName: "=?utf-8?q?Alex?=" },
    "fullName",
    "Full name cannot contain the character pairs =? and ?=.",
  ],
];

const apps: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});
/** Started apps are closed after each test. */
async function started<App extends { close(): Promise<void> }>(starting: Promise<App>): Promise<App> {
  const app = await starting;
  apps.push(app);
  return app;
}

/** A 400 naming exactly one field, in the product's words and none of the library's. */
async function expectFieldError(response: Response, field: string, message: string) {
  expect(response.status).toBe(400);
  const text = await response.text();
  expect(JSON.parse(text)).toEqual({ error: "Some fields are missing or invalid.", fields: { [field]: message } });
  expect(text).not.toMatch(LIBRARY_WORDING);
}

describe("the product's own words for every consultation field error", () => {
  it.each(consultationCases)("%s %s: 400 with exactly its text", async (_kind, body, field, message) => {
    const app = await started(startConsultationApp());
    await expectFieldError(await app.handler(jsonPost(body), testContext()), field, message);
  });

  it("names every field at once, each in its own words, for an empty object", async () => {
    const app = await started(startConsultationApp());
    const response = await app.handler(jsonPost({}), testContext());
    expect(await response.json()).toEqual({
      error: "Some fields are missing or invalid.",
      fields: {
        fullName: M.fullName.missing,
        email: M.email.missing,
        phone: M.phone.missing,
        serviceBranch: M.serviceBranch.missing,
      },
    });
  });

  it("still drops unknown keys, whatever their names", async () => {
    const app = await started(startConsultationApp());
    const context = testContext();
    const response = await app.handler(jsonPost({ ...valid, role: "admin", fullname: 5 }), context);
    await context.settled();
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await app.deps.store.getLead({ id })).not.toHaveProperty("role");
  });
});

const chatCases: [kind: string, body: Record<string, unknown>, field: string, message: string][] = [
  ["missing", { message: "Hi" }, "sessionId", CHAT_MESSAGES.sessionId.missing],
  ["missing", { sessionId: "SESSION" }, "message", "Type a message."],
  ["wrong type", { sessionId: 7, message: "Hi" }, "sessionId", "The session id must be text."],
  ["wrong type", { sessionId: "SESSION", message: ["Hi"] }, "message", "The message must be text."],
  ["invalid", { sessionId: "session-1", message: "Hi" }, "sessionId", "The session id is not valid."],
  ["blank", { sessionId: "SESSION", message: "  " }, "message", "Type a message."],
  [
    "too long",
    { sessionId: "SESSION", message: "a".repeat(2001) },
    "message",
    "The message must be at most 2000 characters.",
  ],
];

describe("the product's own words for every chat request error", () => {
  it.each(chatCases)("%s %s: 400 with exactly its text", async (_kind, body, field, message) => {
    const app = await started(startChatApp());
    const sessionId = newSessionId();
    const filled = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === "SESSION" ? sessionId : v]));
    await expectFieldError(await app.handler(chatPost(filled), testContext()), field, message);
  });
});
