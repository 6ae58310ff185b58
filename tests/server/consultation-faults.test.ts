import { afterEach, describe, expect, it } from "vitest";
import { over } from "../support/over";
import consultations from "../../netlify/functions/consultations";
import { retryPendingLeadEmails } from "../../netlify/lib/leads/service";
import { type ConsultationApp, COUNSELOR, startConsultationApp } from "../support/consultation-app";
import { jsonPost, testContext, validRequest } from "../support/leads";

const MINUTE = 60_000;

let app: ConsultationApp;
afterEach(() => app.close());

async function submit(request = validRequest()) {
  const context = testContext();
  const response = await app.handler(jsonPost(request), context);
  await context.settled();
  return response;
}

/** The retry job as the scheduler would run it, `minutes` from now. */
function runRetryJob(minutes: number) {
  const later = new Date(Date.now() + minutes * MINUTE);
  return retryPendingLeadEmails({ deps: { ...app.deps, now: () => later } });
}

const leadIdsReceived = () =>
  app.smtp!.received.map((mail) => mail.parsed.headers.find((h) => h.key === "x-lead-id")?.value);

describe("faults (Upstash via the REST bridge, real SMTP)", () => {
  it("SMTP refusing: 201, the lead stays pending, and the retry job later delivers it exactly once", async () => {
    app = await startConsultationApp({ adapters: "upstash+smtp" });
    app.smtp!.refuse(true);
    const response = await submit();
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(app.smtp!.received).toHaveLength(0);
    expect(await app.deps.store.getLead({ id })).toMatchObject({ emailStatus: "pending", emailAttempts: 1 });
    expect(app.lines).toContainEqual(
      expect.objectContaining({ event: "lead.email.failed", fields: expect.objectContaining({ leadId: id }) }),
    );

    app.smtp!.refuse(false);
    const none = { sent: 0, "retry-later": 0, "gave-up": 0, skipped: 0 };
    expect(await runRetryJob(5)).toEqual(none); // backoff not over yet
    expect(await runRetryJob(16)).toEqual({ ...none, sent: 1 });
    expect(await runRetryJob(120)).toEqual(none);

    expect(leadIdsReceived()).toEqual([id]);
    expect(app.smtp!.received[0]!.rcptTo).toEqual([COUNSELOR]);
    expect(await app.deps.store.getLead({ id })).toMatchObject({ emailStatus: "sent", emailAttempts: 2 });
    expect(await app.deps.store.listPendingLeads()).toEqual([]);
  });

  it("backs off between retries and raises an alert when it gives up after LEAD_EMAIL_MAX_ATTEMPTS", async () => {
    app = await startConsultationApp({ adapters: "upstash+smtp", env: { LEAD_EMAIL_MAX_ATTEMPTS: "3" } });
    app.smtp!.refuse(true);
    const { id } = (await (await submit()).json()) as { id: string };

    expect(await runRetryJob(16)).toMatchObject({ "retry-later": 1 }); // attempt 2, next in 30 min
    expect(await runRetryJob(40)).toMatchObject({ "retry-later": 0, "gave-up": 0 });
    expect(await runRetryJob(60)).toMatchObject({ "gave-up": 1 }); // attempt 3 of 3

    const alert = app.lines.find((l) => l.level === "alert");
    expect(alert).toMatchObject({
      event: "lead.email.gave-up",
      fields: expect.objectContaining({ leadId: id, attempts: 3 }),
    });
    expect(alert!.text).toMatch(/^ALERT /);
    expect(await app.deps.store.listPendingLeads()).toEqual([]);
    // Not lost: still stored for the counselor's export.
    expect(await app.deps.store.getLead({ id })).toMatchObject({ emailStatus: "failed", emailAttempts: 3 });
  });

  it("a lead whose instance died before sending is e-mailed by the retry job exactly once", async () => {
    app = await startConsultationApp({ adapters: "upstash+smtp" });
    // The instance freezes mid-send, holding the lead's send claim, and is never heard from again.
    // Its claim lapses (after SEND_CLAIM_SECONDS in production; shortened to 1 s here).
    const frozenMailer = { kind: "frozen", sendLeadEmail: () => new Promise<void>(() => {}) };
    const store = app.deps.store;
    const shortClaims = {
      ...store,
      claimSend: (input: { id: string }) => store.claimSend({ ...input, ttlSeconds: 1 }),
    };
    const handler = over(consultations, () => ({ ...app.deps, store: shortClaims, mailer: frozenMailer }));
    const response = await handler(jsonPost(validRequest()), { ip: "203.0.113.9", waitUntil: () => {} });
    const { id } = (await response.json()) as { id: string };
    expect(response.status).toBe(201);
    expect(await runRetryJob(1)).toMatchObject({ sent: 0 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await runRetryJob(16)).toMatchObject({ sent: 1 });
    expect(await runRetryJob(60)).toMatchObject({ sent: 0 });
    expect(leadIdsReceived()).toEqual([id]);
  });

  it("storage down: the e-mail is still delivered and the answer is 201", async () => {
    app = await startConsultationApp({ adapters: "upstash+smtp" });
    await app.bridge!.close();
    const response = await submit();
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(leadIdsReceived()).toEqual([id]);
    const events = app.lines.map((l) => l.event);
    expect(events).toEqual(
      expect.arrayContaining(["consultation.rate-limit-unavailable", "lead.store.failed", "lead.email.sent-unstored"]),
    );
  });

  it("storage and e-mail both down: 503 with a safe message, so the visitor can try again", async () => {
    app = await startConsultationApp({ adapters: "upstash+smtp" });
    await app.bridge!.close();
    app.smtp!.refuse(true);
    const response = await submit();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: "The service is temporarily unavailable. Please try again." });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(app.smtp!.received).toHaveLength(0);
    expect(app.lines).toContainEqual(expect.objectContaining({ event: "lead.rejected" }));
  });

  it("never logs the failed command (which carries the visitor's data) when storage fails", async () => {
    app = await startConsultationApp({ adapters: "upstash+smtp" });
    await app.bridge!.close();
    await submit(validRequest({ fullName: "Lee Secretname", email: "lee.secret@example.com" }));
    const text = app.lines.map((l) => l.text).join("\n");
    expect(text).not.toMatch(/Secretname|lee\.secret/);
  });
});
