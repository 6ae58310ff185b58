import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Lead } from "../../netlify/lib/leads/store";
import { createOutboxMailer, createSmtpMailer } from "../../netlify/lib/mail/mailer";
import { recordingLogger, tempDir } from "../support/leads";
import { startSmtpServer, type TestSmtpServer } from "../harness/smtp";

const COUNSELOR = "counselor@vets.example.org";
const WEBSITE = "website@vets.example.org";

function makeLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: "6f1c2a1e-0000-4000-8000-000000000001",
    createdAt: "2030-01-15T17:30:00.000Z",
    fullName: "Maria Lopez",
    email: "maria.lopez@example.com",
    phone: "(555) 010-4477",
    serviceBranch: "Air Force",
    emailStatus: "pending",
    emailAttempts: 0,
    emailNextAttemptAt: null,
    emailSentAt: null,
    ...overrides,
  };
}

describe("SMTP mailer (real smtp-server on loopback)", () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  async function send(lead: Lead, timeZone = "America/New_York") {
    const before = smtp.received.length;
    const mailer = createSmtpMailer({ smtpUrl: smtp.url, to: COUNSELOR, from: WEBSITE, timeZone });
    await mailer.sendLeadEmail({ lead });
    expect(smtp.received).toHaveLength(before + 1);
    return smtp.received.at(-1)!;
  }

  it("sends the counselor one message with Reply-To the visitor, never to the visitor", async () => {
    const mail = await send(makeLead());
    expect(mail.rcptTo).toEqual([COUNSELOR]);
    expect(mail.mailFrom).toBe(WEBSITE);
    expect(mail.parsed.to?.map((a) => a.address)).toEqual([COUNSELOR]);
    expect(mail.parsed.from?.address).toBe(WEBSITE);
    expect(mail.parsed.replyTo?.map((a) => a.address)).toEqual(["maria.lopez@example.com"]);
    expect(mail.parsed.cc ?? []).toEqual([]);
    expect(mail.parsed.bcc ?? []).toEqual([]);
  });

  it("has the subject, and both bodies carry every field, a tel: link, the local time and the lead id", async () => {
    const lead = makeLead();
    const mail = await send(lead);
    expect(mail.parsed.subject).toBe('New consultation request from "Maria Lopez" (Air Force)');
    const time = "Tuesday, January 15, 2030 at 12:30:00 PM EST";
    for (const body of [mail.parsed.text ?? "", mail.parsed.html ?? ""]) {
      for (const value of ["Maria Lopez", "maria.lopez@example.com", "(555) 010-4477", "Air Force", time, lead.id]) {
        expect(body).toContain(value);
      }
      expect(body).toContain("tel:+15550104477");
    }
    expect(mail.parsed.html).toContain('<a href="tel:+15550104477">');
    expect(mail.parsed.headers.find((h) => h.key === "x-lead-id")?.value).toBe(lead.id);
  });

  it("writes the time in the counselor's time zone from the configuration", async () => {
    const mail = await send(makeLead(), "America/Los_Angeles");
    expect(mail.parsed.text).toContain("Tuesday, January 15, 2030 at 9:30:00 AM PST");
  });

  it("cannot be made to inject a header or markup by a name carrying CR/LF and HTML", async () => {
    const evil = 'Eve\r\nBcc: victim@example.com\r\nX-Evil: 1\n<script>alert("x")</script><img src=x onerror=alert(1)>';
    const mail = await send(makeLead({ fullName: evil }));
    expect(mail.rcptTo).toEqual([COUNSELOR]);
    expect(mail.parsed.bcc ?? []).toEqual([]);
    const headerBlock = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/));
    expect(headerBlock).not.toMatch(/^(Bcc|X-Evil):/im);
    expect(mail.parsed.headers.map((h) => h.key)).not.toContain("x-evil");
    expect(mail.parsed.subject).not.toMatch(/[\r\n]/);
    expect(mail.parsed.subject).toBe(
      `New consultation request from "Eve Bcc: victim@example.com X-Evil: 1 <script>alert('x')</script><img src=x onerror=alert(1)>" (Air Force)`,
    );
    expect(mail.parsed.replyTo?.map((a) => a.address)).toEqual(["maria.lopez@example.com"]);
    expect(mail.parsed.html).not.toMatch(/<script|<img/i);
    expect(mail.parsed.html).toContain("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;");
  });

  it("gives a re-sent lead the same Message-ID, from the lead id, and another lead another", async () => {
    const lead = makeLead();
    const first = await send(lead);
    const again = await send({ ...lead, emailAttempts: 1 });
    expect(first.parsed.messageId).toBe(`<lead-${lead.id}@vets.example.org>`);
    expect(again.parsed.messageId).toBe(first.parsed.messageId);
    expect(first.raw).toMatch(new RegExp(`^Message-ID: <lead-${lead.id}@vets\\.example\\.org>\r?$`, "mi"));
    const other = await send(makeLead({ id: "6f1c2a1e-0000-4000-8000-000000000002" }));
    expect(other.parsed.messageId).not.toBe(first.parsed.messageId);
  });

  it("rejects when the server refuses the message", async () => {
    const mailer = createSmtpMailer({ smtpUrl: smtp.url, to: COUNSELOR, from: WEBSITE, timeZone: "UTC" });
    smtp.refuse(true);
    try {
      await expect(mailer.sendLeadEmail({ lead: makeLead() })).rejects.toThrow();
    } finally {
      smtp.refuse(false);
    }
  });
});

describe("outbox mailer (local twin)", () => {
  it("writes the same message as an .eml file in the outbox and logs its path, not the visitor", async () => {
    const dir = await tempDir();
    try {
      const outboxDir = join(dir.path, "outbox");
      const { logger, lines } = recordingLogger();
      const mailer = createOutboxMailer({
        outboxDir,
        to: COUNSELOR,
        from: WEBSITE,
        timeZone: "America/New_York",
        logger,
      });
      const lead = makeLead();
      await mailer.sendLeadEmail({ lead });

      const files = await readdir(outboxDir);
      expect(files).toEqual([expect.stringMatching(new RegExp(`${lead.id}\\.eml$`))]);
      const parsed = await PostalMime.parse(await readFile(join(outboxDir, files[0]!), "utf8"));
      expect(parsed.subject).toBe('New consultation request from "Maria Lopez" (Air Force)');
      expect(parsed.to?.map((a) => a.address)).toEqual([COUNSELOR]);
      expect(parsed.replyTo?.map((a) => a.address)).toEqual(["maria.lopez@example.com"]);
      expect(parsed.text).toContain("tel:+15550104477");
      expect(parsed.messageId).toBe(`<lead-${lead.id}@vets.example.org>`);

      expect(lines).toEqual([
        expect.objectContaining({
          event: "lead.email.written",
          fields: { leadId: lead.id, path: join(outboxDir, files[0]!) },
        }),
      ]);
      expect(lines[0]!.text).not.toMatch(/Maria|maria|4477/);
    } finally {
      await dir.remove();
    }
  });
});
