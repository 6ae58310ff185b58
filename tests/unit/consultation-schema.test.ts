import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CONSULTATION_MESSAGES, ConsultationSchema, SERVICE_BRANCHES, toE164Phone } from "../../contract/api";

const valid = { fullName: "Alex Doe", email: "alex@example.com", phone: "555-010-1234", serviceBranch: "Army" };
const parse = (input: unknown) => v.safeParse(ConsultationSchema, input);
const issuesFor = (fields: Record<string, unknown>) => {
  const result = parse({ ...valid, ...fields });
  return result.success ? [] : Object.keys(v.flatten(result.issues).nested ?? {});
};

describe("ConsultationSchema (the contract shared by form and function)", () => {
  it("trims every string and drops unknown keys", () => {
    const result = parse({
      ...valid,
      fullName: "  Alex Doe ",
      email: " alex@example.com ",
      phone: " 555-010-1234 ",
      role: "admin",
      website: "",
    });
    expect(result.success && result.output).toEqual({ ...valid, website: "" });
  });

  it("accepts each of the six branches and nothing else", () => {
    for (const branch of SERVICE_BRANCHES) expect(parse({ ...valid, serviceBranch: branch }).success).toBe(true);
    for (const branch of ["army", "Marine Corps", "National Guard", "", " Navy"]) {
      expect(issuesFor({ serviceBranch: branch }), branch).toEqual(["serviceBranch"]);
    }
  });

  it("takes names of 1 to 100 characters without control characters", () => {
    expect(issuesFor({ fullName: "A" })).toEqual([]);
    expect(issuesFor({ fullName: "Ñ".repeat(100) })).toEqual([]);
    expect(issuesFor({ fullName: "Mary-Jane O'Neil Jr." })).toEqual([]);
    for (const name of ["", "   ", "A".repeat(101), "A\u0000B", "A\nB", "A\u007fB", "A\u0085B", "A\u2029B"]) {
      expect(issuesFor({ fullName: name }), JSON.stringify(name)).toEqual(["fullName"]);
    }
  });

  it("takes e-mail addresses of a valid shape up to 256 characters", () => {
    const long = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(59)}.com`;
    expect(long.length).toBe(256);
    expect(issuesFor({ email: long })).toEqual([]);
    // Everything a browser's type="email" field lets through must pass, or the visitor is stuck.
    for (const email of ["first.last+va@sub.example.co.uk", "o'brien@example.com", "me@xn--bcher-kva.example"]) {
      expect(issuesFor({ email }), email).toEqual([]);
    }
    for (const email of [
      "",
      "alex",
      "alex@",
      "@example.com",
      "alex @example.com",
      "a@example.com\r\nBcc: b@c.d",
      "a@b..com",
      "a@example.com.",
      `a${long}`,
    ]) {
      expect(issuesFor({ email }), email).toEqual(["email"]);
    }
  });

  it.each(["a@b", "bob.miller@gmailcom", "a@localhost"])(
    "refuses the e-mail %s, whose domain has no dot or an empty label, with the field's own message",
    (email) => {
      const result = parse({ ...valid, email });
      expect(result.success).toBe(false);
      expect(result.success ? {} : v.flatten(result.issues).nested).toEqual({
        email: [CONSULTATION_MESSAGES.email.incomplete],
      });
    },
  );

  it.each([
    ["5550101234", "+15550101234"],
    ["555-010-1234", "+15550101234"],
    ["555.010.1234", "+15550101234"],
    ["(555) 010-1234", "+15550101234"],
    ["+1 (555) 010-1234", "+15550101234"],
    ["1-555-010-1234", "+15550101234"],
    ["+44 20 7946 0958", "+442079460958"],
    ["+491511234567", "+491511234567"],
    // International with the + left out (VA.gov's rule: up to 15 digits, the + optional).
    ["44 20 7946 0958", "+442079460958"],
    ["25550101234", "+25550101234"],
    ["+353 1 234 5678", "+35312345678"],
    ["+234567890123456", "+234567890123456"],
    ["555-010-1234 ext 5", "+15550101234"],
    ["555.010.1234 x12", "+15550101234"],
    ["(555) 010-1234, extension 123456", "+15550101234"],
  ])("accepts the phone %s as %s", (phone, e164) => {
    expect(toE164Phone(phone)).toBe(e164);
    expect(issuesFor({ phone })).toEqual([]);
  });

  it.each([
    "",
    "555-0101",
    "555 010 123",
    "+1 555 010 123",
    "1 555 010 123",
    "+1234567890123456",
    "+",
    "+0 123 456 789",
    "555-010-1234 ext",
    "555-010-1234 ext 1234567",
    "555-0101 ext 12",
    "555_010_1234",
    "5550101234#",
    "++15550101234",
    "555+0101234",
    `${"5".repeat(10)}${" ".repeat(30)}5`,
  ])("refuses the phone %j", (phone) => {
    expect(toE164Phone(phone)).toBeNull();
    expect(issuesFor({ phone })).toEqual(["phone"]);
  });

  it("names every bad field at once", () => {
    expect(issuesFor({ fullName: "", email: "x", phone: "1", serviceBranch: "X" }).sort()).toEqual([
      "email",
      "fullName",
      "phone",
      "serviceBranch",
    ]);
  });
});

describe("strict inputs (issue 19): what the probe got through", () => {
  const M = CONSULTATION_MESSAGES;
  const messageFor = (fields: Record<string, unknown>, field: string) => {
    const result = parse({ ...valid, ...fields });
    return result.success ? undefined : v.flatten(result.issues).nested?.[field]?.[0];
  };

  it.each(["\r", "\n", "\r\n", "\u000b", "\u000c", "\u2028", "\u2029", "\ufeff", "\u00a0", "\u0085"])(
    "refuses %j in every field, at either end too",
    (char) => {
      expect(messageFor({ phone: `555-010-1234${char}` }, "phone")).toBe(M.phone.control);
      expect(messageFor({ phone: `555${char}010-1234` }, "phone")).toBe(M.phone.control);
      expect(messageFor({ email: `alex@example.com${char}` }, "email")).toBe(M.email.control);
      expect(messageFor({ fullName: `${char}Alex Doe` }, "fullName")).toBeDefined();
    },
  );

  it.each(["\u3164", "\u115f", "\uffa0", "\u2800", "\u3164\u3164 \u3164", "\u115f\u1160", "---", "..."])(
    "wants a visible letter in a name, not only %j",
    (name) => {
      expect(issuesFor({ fullName: name })).toEqual(["fullName"]);
    },
  );

  it("still takes names in every script, with ZWNJ where they need it", () => {
    for (const fullName of ["José Núñez", "김민준", "محمد علی", "مهر\u200cنوش", "Nguyễn Văn An", "O'Brien-Smith"]) {
      expect(issuesFor({ fullName }), fullName).toEqual([]);
    }
  });

  it.each([
    "=?utf-8?q?admin?=x@example.com",
    "a=?b@example.com",
    '"quoted"@example.com',
    '"a b"@example.com',
    "a..b@c.com",
    ".a@c.com",
    "a.@c.com",
    "a@c..com",
    "a@.c.com",
    "a@c.com.",
  ])("refuses the e-mail %j with the field's own words", (email) => {
    expect(messageFor({ email }, "email")).toBe(M.email.invalid);
  });

  it.each(["\ud800", "\udfff", "a\ud800b"])("refuses a lone surrogate %j in every text field", (half) => {
    expect(messageFor({ fullName: `Alex ${half}` }, "fullName")).toBe(M.fullName.control);
    expect(messageFor({ email: `alex${half}@example.com` }, "email")).toBe(M.email.control);
    expect(messageFor({ phone: `555-010-1234${half}` }, "phone")).toBe(M.phone.control);
    // A real pair (an emoji) is one character, not a lone half.
    expect(issuesFor({ fullName: "Alex 🇺🇸" })).toEqual([]);
  });

  it("takes any honeypot value without an error that names the trap", () => {
    for (const website of ["http://spam.example", { url: "x" }, 42, ""]) {
      expect(issuesFor({ website }), JSON.stringify(website)).toEqual([]);
    }
  });
});
