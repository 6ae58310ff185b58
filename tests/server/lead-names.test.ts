import { readFile } from "node:fs/promises";
import { join } from "node:path";
import PostalMime, { type Email } from "postal-mime";
import { afterEach, describe, expect, it } from "vitest";
import { retryPendingLeadEmails } from "../../netlify/lib/leads/service";
import type { Lead } from "../../netlify/lib/leads/store";
import { type ConsultationApp, startConsultationApp } from "../support/consultation-app";
import { jsonPost, testContext, validRequest } from "../support/leads";

let app: ConsultationApp;
afterEach(() => app.close());

async function post(body: unknown) {
  const context = testContext({ ip: `203.0.113.${Math.floor(Math.random() * 250) + 1}` });
  const response = await app.handler(jsonPost(body), context);
  await context.settled();
  return response;
}

/** What the counselor's mail client shows: the one message received, decoded. */
async function counselorView(): Promise<Email> {
  if (app.smtp) {
    expect(app.smtp.received).toHaveLength(1);
    return app.smtp.received[0]!.parsed;
  }
  const files = await app.outboxFiles();
  expect(files).toHaveLength(1);
  return PostalMime.parse(await readFile(join(app.dataDir, "outbox", files[0]!), "utf8"));
}

const INVISIBLE = {
  "left-to-right embedding U+202A": "\u202A",
  "right-to-left embedding U+202B": "\u202B",
  "pop directional formatting U+202C": "\u202C",
  "left-to-right override U+202D": "\u202D",
  "right-to-left override U+202E": "\u202E",
  "left-to-right isolate U+2066": "\u2066",
  "right-to-left isolate U+2067": "\u2067",
  "first strong isolate U+2068": "\u2068",
  "pop directional isolate U+2069": "\u2069",
  "left-to-right mark U+200E": "\u200E",
  "right-to-left mark U+200F": "\u200F",
  "Arabic letter mark U+061C": "\u061C",
  "zero width space U+200B": "\u200B",
  "word joiner U+2060": "\u2060",
  "byte order mark U+FEFF": "\uFEFF",
  "soft hyphen U+00AD": "\u00AD",
  "Mongolian vowel separator U+180E": "\u180E",
  "invisible times U+2062": "\u2062",
  "interlinear annotation U+FFF9": "\uFFF9",
  "tag character U+E0041": "\u{E0041}",
};

describe("names the counselor can trust: refused at the door", () => {
  it.each(Object.entries(INVISIBLE))("refuses a name with a %s (400, product words)", async (_name, char) => {
    app = await startConsultationApp();
    const response = await post(validRequest({ fullName: `Eve ${char}xelA` }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Some fields are missing or invalid.",
      fields: { fullName: "Full name contains hidden formatting characters. Please type your name again." },
    });
    expect(await app.outboxFiles()).toEqual([]);
  });

  it.each([
    "=?utf-8?q?Bcc=3A_victim=40evil.example?=",
    "Eve =?UTF-8?B?QmNjOiB2aWN0aW1AZXZpbC5leGFtcGxl?=",
    "=?iso-8859-1?Q?J=F6rg?=",
    "a=??=b",
  ])("refuses the encoded-word syntax in %j", async (fullName) => {
    app = await startConsultationApp();
    const response = await post(validRequest({ fullName }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Some fields are missing or invalid.",
      fields: { fullName: "Full name cannot contain the character pairs =? and ?=." },
    });
  });

  it.each([
    ["ZWNJ (Persian)", "\u0645\u0647\u0631\u200C\u0627\u0646\u06AF\u06CC\u0632 \u0627\u062D\u0645\u062F\u06CC"],
    ["ZWJ (Devanagari)", "\u0930\u093E\u091C\u094D\u200D\u092F \u0936\u0930\u094D\u092E\u093E"],
    ["= and ? apart", "Ann = Lee? O'Neil"],
  ])("accepts a real name with %s, and the counselor reads it exactly", async (_kind, fullName) => {
    app = await startConsultationApp({ adapters: "upstash+smtp" });
    const response = await post(validRequest({ fullName, serviceBranch: "Navy" }));
    expect(response.status).toBe(201);
    const mail = await counselorView();
    expect(mail.subject).toBe(`New consultation request from "${fullName}" (Navy)`);
  });
});

describe.each(["local", "upstash+smtp"] as const)("the counselor's view of a spoofing name (%s)", (adapters) => {
  it("keeps a stored spoofing name inside quotes after a fixed prefix: no forged line, no sender name", async () => {
    app = await startConsultationApp({ adapters });
    // A lead stored before the rule above (or by any other way in): the mail must still be safe.
    const spoof =
      'Eve" \u202Egro.elpmaxe.live@mitciv :ccB\u202C =?utf-8?q?=0D=0ABcc=3A_victim=40evil.example?= \r\nX-Evil: 1';
    const lead: Lead = {
      id: "7a0c9f4e-0000-4000-8000-00000000beef",
      createdAt: new Date(Date.now() - 3_600_000).toISOString(),
      fullName: spoof,
      email: "eve@example.com",
      phone: "555-010-0000",
      serviceBranch: "Army",
      emailStatus: "pending",
      emailAttempts: 0,
      emailNextAttemptAt: null,
      emailSentAt: null,
    };
    await app.deps.store.saveLead({ lead, dedupeKey: lead.id, dedupeSeconds: 60 });
    expect(await retryPendingLeadEmails({ deps: app.deps })).toMatchObject({ sent: 1 });

    const mail = await counselorView();
    expect(mail.subject).toBe(
      `New consultation request from "Eve' gro.elpmaxe.live@mitciv :ccB = ?utf-8?q?=0D=0ABcc=3A_victim=40evil.example?= X-Evil: 1" (Army)`,
    );
    expect(mail.subject).not.toMatch(/[\u202A-\u202E\u2066-\u2069\r\n]|Bcc: victim/);
    expect(mail.from).toEqual({ name: "Consultation requests", address: expect.any(String) });
    expect(mail.replyTo).toEqual([{ name: "", address: "eve@example.com" }]);
    expect(mail.bcc ?? []).toEqual([]);
    expect(mail.cc ?? []).toEqual([]);
    expect(mail.headers.map((h) => h.key)).not.toContain("x-evil");
  });
});
