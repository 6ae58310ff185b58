import { afterEach, describe, expect, it } from "vitest";
import { type DeliveryOutcome, retryPendingLeadEmails } from "../../netlify/lib/leads/service";
import { newLead } from "../../netlify/lib/leads/service";
import { type ConsultationApp, startConsultationApp } from "../support/consultation-app";
import { jsonPost, testContext, validRequest } from "../support/leads";

const LEADS = 12;
const RUNS = 3;

let app: ConsultationApp;
afterEach(() => app.close());

/** Leads saved whose first send never happened (their instance died), all due for the retry job. */
async function savePendingLeads(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    // Created an hour ago: due for the retry job (its first delay is 15 minutes).
    const lead = newLead({ request: validRequest(), now: new Date(Date.now() - 3_600_000 + i) });
    await app.deps.store.saveLead({ lead, dedupeKey: lead.id, dedupeSeconds: 600 });
    ids.push(lead.id);
  }
  return ids;
}

const leadIdsReceived = () =>
  app.smtp!.received.map((mail) => mail.parsed.headers.find((h) => h.key === "x-lead-id")?.value ?? "");

const total = (counts: Record<DeliveryOutcome, number>[], outcome: DeliveryOutcome) =>
  counts.reduce((sum, c) => sum + c[outcome], 0);

describe.each(["upstash+smtp", "files+smtp"] as const)("one send per lead (%s, real SMTP)", (adapters) => {
  it(`${RUNS} overlapping retry runs, each its own function instance: every pending lead arrives exactly once`, async () => {
    app = await startConsultationApp({ adapters });
    const ids = await savePendingLeads(LEADS);

    const counts = await Promise.all(
      Array.from({ length: RUNS }, () => retryPendingLeadEmails({ deps: app.newInstance() })),
    );

    expect(leadIdsReceived().sort()).toEqual([...ids].sort());
    expect(total(counts, "sent")).toBe(LEADS);
    for (const id of ids) {
      expect(await app.deps.store.getLead({ id })).toMatchObject({ emailStatus: "sent", emailAttempts: 1 });
    }
    // Claims are given back: a later run finds nothing to send and nothing held.
    expect(await app.deps.store.listPendingLeads()).toEqual([]);
    for (const id of ids) {
      const claim = await app.deps.store.claimSend({ id, ttlSeconds: 5 });
      expect(claim).toEqual({ token: expect.any(String), lead: expect.objectContaining({ id, emailStatus: "sent" }) });
      await app.deps.store.releaseSend({ id, token: claim!.token });
    }
  });

  it("the first send and retry runs racing over the same lead send it once", async () => {
    app = await startConsultationApp({ adapters });
    const context = testContext();
    const response = await app.handler(jsonPost(validRequest()), context);
    const { id } = (await response.json()) as { id: string };
    // Runs as if the lead were already due, while the first send is still under way.
    const later = new Date(Date.now() + 16 * 60_000);
    const runs = Array.from({ length: RUNS }, () =>
      retryPendingLeadEmails({ deps: { ...app.newInstance(), now: () => later } }),
    );
    await Promise.all([context.settled(), ...runs]);
    expect(leadIdsReceived()).toEqual([id]);
    expect(await app.deps.store.getLead({ id })).toMatchObject({ emailStatus: "sent", emailAttempts: 1 });
  });

  it("a claim held by a live sender is not taken; an expired one is", async () => {
    app = await startConsultationApp({ adapters });
    const [id] = await savePendingLeads(1);
    const held = await app.deps.store.claimSend({ id: id!, ttlSeconds: 1 });
    expect(held).toEqual({ token: expect.any(String), lead: expect.objectContaining({ id, emailStatus: "pending" }) });
    expect(await app.newInstance().store.claimSend({ id: id!, ttlSeconds: 60 })).toBeNull();
    expect(await retryPendingLeadEmails({ deps: app.newInstance() })).toMatchObject({ sent: 0, skipped: 1 });
    expect(app.smtp!.received).toHaveLength(0);

    await app.wait(1100); // the holder died: its claim lapses
    const next = await app.newInstance().store.claimSend({ id: id!, ttlSeconds: 60 });
    expect(next?.token).toEqual(expect.any(String));
    // The first holder's late release cannot free the claim the second one holds now.
    await app.deps.store.releaseSend({ id: id!, token: held!.token });
    expect(await app.newInstance().store.claimSend({ id: id!, ttlSeconds: 60 })).toBeNull();
    await app.deps.store.releaseSend({ id: id!, token: next!.token });
    expect(await retryPendingLeadEmails({ deps: app.newInstance() })).toMatchObject({ sent: 1 });
    expect(leadIdsReceived()).toEqual([id]);
  });
});
