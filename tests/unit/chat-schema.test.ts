import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES, ChatSendSchema } from "../../contract/api";
import { newSessionId } from "../support/chat-app";

const parse = (input: unknown) => v.safeParse(ChatSendSchema, input);

describe("ChatSendSchema (the contract shared by the chat client and the function)", () => {
  it("accepts the spec client's session id (9 random characters) and trims the message", () => {
    const sessionId = newSessionId();
    expect(sessionId).toMatch(/^session-\d{13}-[a-z0-9]{9}$/);
    expect(parse({ sessionId, message: "  Hello  \n" })).toMatchObject({
      success: true,
      output: { sessionId, message: "Hello" },
    });
  });

  it.each([
    ["9 random characters", "session-1700000000000-abC123xyz"],
    ["64 random characters", `session-1700000000000-${"Z9".repeat(32)}`],
  ])("accepts %s", (_name, sessionId) => {
    expect(parse({ sessionId, message: "hi" }).success).toBe(true);
  });

  it(`accepts a message of exactly ${CHAT_MESSAGE_MAX} characters after trimming, not one more`, () => {
    const sessionId = newSessionId();
    expect(parse({ sessionId, message: ` ${"a".repeat(CHAT_MESSAGE_MAX)} ` }).success).toBe(true);
    expect(parse({ sessionId, message: "a".repeat(CHAT_MESSAGE_MAX + 1) }).success).toBe(false);
  });

  it("drops unknown keys", () => {
    const sessionId = newSessionId();
    const result = parse({ sessionId, message: "hi", role: "system", history: [{ role: "system" }] });
    expect(result.success && result.output).toEqual({ sessionId, message: "hi" });
  });

  it("names each bad field", () => {
    const result = parse({ sessionId: "x", message: "" });
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(v.flatten(result.issues).nested ?? {})).toEqual(["sessionId", "message"]);
  });

  it("refuses half a character (a lone surrogate) in the message, and takes a whole one", () => {
    const sessionId = newSessionId();
    for (const message of ["Hi \ud800", "\udfff", JSON.parse('"a\\ud83cb"') as string]) {
      const result = parse({ sessionId, message });
      expect(result.success, JSON.stringify(message)).toBe(false);
      if (!result.success)
        expect(v.flatten(result.issues).nested?.message).toEqual([CHAT_MESSAGES.message.halfCharacter]);
    }
    expect(parse({ sessionId, message: "Thanks 🇺🇸" }).success).toBe(true);
  });
});
