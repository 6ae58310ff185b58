import { afterEach, describe, expect, it } from "vitest";
import { retryPendingLeadEmails } from "../../netlify/lib/leads/service";
import { type ConsultationApp, startConsultationApp } from "../support/consultation-app";
import { jsonPost, testContext, validRequest } from "../support/leads";

const SUBMISSIONS = 200;

let app: ConsultationApp;
afterEach(() => app.close());

/** 200 different people, each from their own IP, all at once. */
async function submitInParallel(): Promise<string[]> {
  const responses = await Promise.all(
    Array.from({ length: SUBMISSIONS }, async (_, i) => {
      const context = testContext({ ip: `10.0.${Math.floor(i / 250)}.${i % 250}` });
      const response = await app.handler(jsonPost(validRequest()), context);
      await context.settled();
      return response;
    }),
  );
  expect(responses.map((r) => r.status)).toEqual(Array(SUBMISSIONS).fill(201));
  const ids = await Promise.all(responses.map(async (r) => ((await r.json()) as { id: string }).id));
  expect(new Set(ids).size).toBe(SUBMISSIONS);
  return ids;
}

/**
 * Every lead stored once and its e-mail sent. On a busy machine a first send can pass SMTP's
 * greeting timeout (a timeout, and nothing else, may fail one): that lead waits, pending, for the
 * hourly retry job, which runs here an hour later each time, as on its schedule. Nothing else may
 * degrade on the way (a failing rate limiter, for one, would only warn).
 */
async function expectAllStoredAndSent(ids: string[]): Promise<number> {
  const stored = await app.deps.store.listLeads();
  expect(stored).toHaveLength(SUBMISSIONS);
  expect(new Set(stored.map((l) => l.id))).toEqual(new Set(ids));
  const firstTry = stored.filter((l) => l.emailStatus === "sent" && l.emailAttempts === 1).length;
  const waiting = await app.deps.store.listPendingLeads();
  expect(firstTry + waiting.length).toBe(SUBMISSIONS);
  for (let run = 0; run < 5 && (await app.deps.store.listPendingLeads()).length > 0; run++) {
    app.later(60 * 60_000);
    await retryPendingLeadEmails({ deps: app.deps });
  }
  expect(await app.deps.store.listPendingLeads()).toEqual([]);
  expect((await app.deps.store.listLeads()).every((l) => l.emailStatus === "sent")).toBe(true);
  const degraded = app.lines.filter((l) => l.level !== "info" && l.event !== "lead.email.failed");
  expect(degraded).toEqual([]);
  // Only a timeout may fail a first send (nodemailer's ETIMEDOUT: no greeting, no connection in time).
  const failed = app.lines.filter((l) => l.event === "lead.email.failed");
  expect(failed).toHaveLength(waiting.length);
  expect(failed.filter((l) => l.fields.errorCode !== "ETIMEDOUT")).toEqual([]);
  return waiting.length;
}

// 200 leads through real Redis and SMTP: generous time, so a busy 2-core machine does not fail it.
describe(`${SUBMISSIONS} valid submissions in parallel: no loss, no duplicate`, { timeout: 60_000 }, () => {
  it("with Upstash (REST bridge to redis-server) and real SMTP", async () => {
    app = await startConsultationApp({ adapters: "upstash+smtp" });
    const ids = await submitInParallel();
    const retried = await expectAllStoredAndSent(ids);
    const received = app.smtp!.received.map((m) => m.parsed.headers.find((h) => h.key === "x-lead-id")?.value);
    expect(new Set(received)).toEqual(new Set(ids));
    // Once each; a send that timed out after the server took it may arrive twice (at least once).
    expect(received.length - SUBMISSIONS).toBeLessThanOrEqual(retried);
  });

  it("with the local store and outbox", async () => {
    app = await startConsultationApp();
    const ids = await submitInParallel();
    await expectAllStoredAndSent(ids);
    const files = await app.outboxFiles();
    expect(files).toHaveLength(SUBMISSIONS);
    expect(new Set(files.map((f) => f.slice(-40, -4)))).toEqual(new Set(ids));
  });
});
