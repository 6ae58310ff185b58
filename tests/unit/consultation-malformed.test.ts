import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsultationApp, startConsultationApp } from "../support/consultation-app";
import { SITE } from "../support/leads";
import { itRefusesEvery, type MalformedCase, requestBuilders, transportCases } from "../support/malformed-requests";

const URL_ = `${SITE}/api/consultations`;
const valid = { fullName: "Alex Doe", email: "alex@example.com", phone: "555-010-1234", serviceBranch: "Army" };

const { post, withBody, withFields } = requestBuilders({ url: URL_, valid });
const without = (field: keyof typeof valid) => () => {
  const { [field]: _omitted, ...rest } = valid;
  return withBody(rest)();
};

const cases: MalformedCase[] = [
  // A urlencoded form is this function's no-JavaScript path (consultation-form-post.test.ts).
  ...transportCases({ url: URL_, valid }).filter(([name]) => name !== "form-urlencoded"),
  // Missing fields
  ["no fullName", 400, without("fullName")],
  ["no email", 400, without("email")],
  ["no phone", 400, without("phone")],
  ["no serviceBranch", 400, without("serviceBranch")],
  // Wrong types
  ["fullName a number", 400, withFields({ fullName: 12345 })],
  ["fullName an array", 400, withFields({ fullName: ["Alex", "Doe"] })],
  ["fullName an object", 400, withFields({ fullName: { first: "Alex" } })],
  ["email null", 400, withFields({ email: null })],
  ["phone a number", 400, withFields({ phone: 5550101234 })],
  ["serviceBranch an index", 400, withFields({ serviceBranch: 0 })],
  ["serviceBranch an array", 400, withFields({ serviceBranch: ["Army"] })],
  [
    "a duplicate key whose last value is a number",
    400,
    post(`{"fullName":"A","email":"alex@example.com","phone":"5550101234","serviceBranch":"Army","fullName":5}`),
  ],
  // Bad values
  ["a blank name", 400, withFields({ fullName: "   " })],
  ["a 101-character name", 400, withFields({ fullName: "A".repeat(101) })],
  ["a null byte in the name", 400, withFields({ fullName: "Alex\u0000Doe" })],
  ["CR/LF in the name", 400, withFields({ fullName: "Alex\r\nBcc: victim@example.com" })],
  ["a tab in the name", 400, withFields({ fullName: "Alex\tDoe" })],
  ["a Unicode line separator in the name", 400, withFields({ fullName: "Alex\u2028Doe" })],
  ["an e-mail without @", 400, withFields({ email: "alex.example.com" })],
  ["an e-mail in angle brackets", 400, withFields({ email: "<alex@example.com>" })],
  ["a 257-character e-mail", 400, withFields({ email: `${"a".repeat(64)}@${"b".repeat(188)}.com` })],
  ["CR/LF in the e-mail", 400, withFields({ email: "alex@example.com\r\nBcc: victim@example.com" })],
  ["a null byte in the e-mail", 400, withFields({ email: "alex\u0000@example.com" })],
  ["a 9-digit phone", 400, withFields({ phone: "555-010-123" })],
  ["a 9-digit phone", 400, withFields({ phone: "555010123" })],
  ["an 11-digit phone led by 0", 400, withFields({ phone: "05550101234" })],
  ["a phone with letters", 400, withFields({ phone: "555-CALL-NOW" })],
  ["a lone +", 400, withFields({ phone: "+" })],
  ["+ and 16 digits", 400, withFields({ phone: "+1234567890123456" })],
  ["a null byte in the phone", 400, withFields({ phone: "555\u0000010-1234" })],
  // What the outside probe got through (issue 19)
  ["CR/LF in the phone", 400, withFields({ phone: "555-010-1234\r\nX: y" })],
  ["VT in the phone", 400, withFields({ phone: "555\u000b010-1234" })],
  ["FF in the phone", 400, withFields({ phone: "555-010-1234\u000c" })],
  ["U+2028 in the phone", 400, withFields({ phone: "555\u2028010-1234" })],
  ["U+FEFF in the phone", 400, withFields({ phone: "\ufeff555-010-1234" })],
  ["a name of Hangul fillers", 400, withFields({ fullName: "\u3164\u3164" })],
  ["a name of Braille blanks", 400, withFields({ fullName: "\u2800\u2800" })],
  ["a name of halfwidth fillers", 400, withFields({ fullName: "\u115f\uffa0" })],
  ["an encoded-word e-mail", 400, withFields({ email: "=?utf-8?q?admin?=x@example.com" })],
  ["a quoted e-mail", 400, withFields({ email: '"a"@example.com' })],
  ["an e-mail without a dot in the domain", 400, withFields({ email: "a@b" })],
  ["an e-mail with an empty label", 400, withFields({ email: "a..b@c.com" })],
  [
    "a lone surrogate in the name",
    400,
    post('{"fullName":"Alex \\ud800","email":"alex@example.com","phone":"5550101234","serviceBranch":"Army"}'),
  ],
  ["a branch in the wrong case", 400, withFields({ serviceBranch: "army" })],
  ["a branch not in the list", 400, withFields({ serviceBranch: "Marine Corps Reserve" })],
  ["__proto__ as the branch", 400, withFields({ serviceBranch: "__proto__" })],
  // Prototype tricks and nesting
  ["every field inside __proto__", 400, post(`{"__proto__": ${JSON.stringify(valid)}}`)],
  ["every field inside constructor.prototype", 400, withBody({ constructor: { prototype: valid } })],
  ["a deeply nested name", 400, withFields({ fullName: JSON.parse(`${"[".repeat(2000)}${"]".repeat(2000)}`) })],
  ["a deeply nested body", 400, post(`${"[".repeat(3000)}${"]".repeat(3000)}`)],
  [
    "a number too large for a double",
    400,
    post(`{"fullName":"A","email":"alex@example.com","phone":1e400,"serviceBranch":"Army"}`),
  ],
];

describe("malformed requests: always a 4xx, nothing stored, nothing sent", () => {
  let app: ConsultationApp;
  beforeAll(async () => {
    app = await startConsultationApp({ env: { CONSULTATION_RATE_LIMIT: "1000" } });
  });
  afterAll(() => app.close());

  itRefusesEvery(cases, () => app);

  it("stored nothing, sent nothing and polluted no prototype", async () => {
    expect(await app.deps.store.listLeads()).toEqual([]);
    expect(await app.outboxFiles()).toEqual([]);
    expect(({} as Record<string, unknown>).fullName).toBeUndefined();
    expect(app.lines.map((l) => l.event)).not.toContain("lead.stored");
  });
});
