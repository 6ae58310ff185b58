/**
 * One e-mail per lead, even after a crash (issue 19): the attempt is marked before the message
 * goes, so a sender that dies between the server's acceptance and the outcome's save leaves a
 * lead the next run knows was tried; its copy carries the same Message-ID, which the counselor's
 * mail client shows once. Real SMTP on loopback; local files and real Redis (Upstash protocol).
 */
import { afterEach, describe, expect, it } from "vitest";
import { leadMessageId } from "../../netlify/lib/mail/lead-email";
import { retryPendingLeadEmails } from "../../netlify/lib/leads/service";
import { COUNSELOR, type ConsultationApp, startConsultationApp, WEBSITE } from "../support/consultation-app";
import { jsonPost, testContext, validRequest } from "../support/leads";

let app: ConsultationApp;
afterEach(() => app.close());

describe.each(["files+smtp", "upstash+smtp"] as const)("a re-send after a crash (%s)", (adapters) => {
  it("marks the attempt before sending, and sends the copy with the same Message-ID", async () => {
    app = await startConsultationApp({ adapters });
    const store = app.deps.store;
    const marks: number[] = [];
    const update = store.updateEmailDelivery.bind(store);
    // The process "dies" after SMTP accepted the message: the outcome is never saved (its send
    // claim is let go here, as its expiry would, so the test need not wait two minutes).
    store.updateEmailDelivery = async (input) => {
      if (input.releaseClaim) {
        await store.releaseSend({ id: input.id, token: input.releaseClaim });
        throw new Error("killed before the outcome was saved");
      }
      marks.push(input.delivery.emailAttempts);
      return update(input);
    };
    const context = testContext();
    const response = await app.handler(jsonPost(validRequest()), context);
    await context.settled();
    const { id } = (await response.json()) as { id: string };
    expect(app.smtp!.received).toHaveLength(1);
    // Marked before it went: attempt 1, still pending, due again later.
    expect(marks).toEqual([1]);
    expect(await store.getLead({ id })).toMatchObject({ emailStatus: "pending", emailAttempts: 1, emailSentAt: null });

    store.updateEmailDelivery = update;
    // The next run, once the lead is due again.
    const later = new Date(Date.now() + 16 * 60_000);
    const deps = { ...app.newInstance(), now: () => later };
    await retryPendingLeadEmails({ deps });

    const received = app.smtp!.received;
    expect(received).toHaveLength(2);
    const messageId = leadMessageId({ leadId: id, from: WEBSITE });
    expect(received.map((mail) => mail.parsed.messageId)).toEqual([messageId, messageId]);
    expect(received.every((mail) => mail.rcptTo.join() === COUNSELOR)).toBe(true);
    expect(await store.getLead({ id })).toMatchObject({ emailStatus: "sent", emailAttempts: 2 });
    expect(app.lines).toContainEqual(expect.objectContaining({ event: "lead.email.resend" }));
  });
});
