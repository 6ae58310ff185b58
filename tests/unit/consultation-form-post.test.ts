import { afterEach, describe, expect, it } from "vitest";
import { type ConsultationApp, startConsultationApp } from "../support/consultation-app";
import { SITE, testContext, validRequest } from "../support/leads";

let app: ConsultationApp;
afterEach(() => app.close());

/** What a browser running no JavaScript sends when the form is submitted. */
function formPost(fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}/api/consultations`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

async function post(request: Request, ip?: string) {
  const context = testContext({ ip });
  const response = await app.handler(request, context);
  await context.settled();
  return response;
}

const fields = (overrides: Record<string, string> = {}) =>
  ({ ...validRequest(), website: "", ...overrides }) as Record<string, string>;

describe("POST /api/consultations as a urlencoded form (no JavaScript)", () => {
  it("stores and e-mails a valid lead, then answers 303 to the thank-you page with no personal data", async () => {
    app = await startConsultationApp();
    const sent = fields({ fullName: "  Avery O'Neil ", phone: "(555) 010-0142 ext 7" });
    const response = await post(formPost(sent));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/consultation-received");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await app.outboxFiles()).toHaveLength(1);
    expect(await app.deps.store.listLeads()).toMatchObject([
      {
        fullName: "Avery O'Neil",
        email: sent.email,
        phone: sent.phone,
        serviceBranch: "Coast Guard",
        emailStatus: "sent",
      },
    ]);
  });

  it("sends a refused or missing field to the not-sent page and keeps nothing", async () => {
    app = await startConsultationApp();
    const refused: [Record<string, string>, string][] = [
      [{ phone: "12" }, "/consultation-not-sent-phone"],
      [{ fullName: "" }, "/consultation-not-sent-name"],
      [{ serviceBranch: "Army Reserve" }, "/consultation-not-sent-branch"],
      [{ email: "a@b", phone: "12" }, "/consultation-not-sent-email-phone"],
      [{ fullName: "", email: "x", phone: "1", serviceBranch: "" }, "/consultation-not-sent-name-email-phone-branch"],
    ];
    for (const [bad, page] of refused) {
      const response = await post(formPost(fields(bad)));
      expect(response.status, JSON.stringify(bad)).toBe(303);
      // The page names only the refused fields, and the address carries no value typed.
      expect(response.headers.get("location"), JSON.stringify(bad)).toBe(page);
    }
    expect(await app.outboxFiles()).toEqual([]);
    expect(await app.deps.store.listLeads()).toEqual([]);
  });

  it("answers a filled honeypot like a real request and keeps nothing", async () => {
    app = await startConsultationApp();
    const response = await post(formPost(fields({ website: "http://spam.example" })));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/consultation-received");
    expect(await app.outboxFiles()).toEqual([]);
  });

  it("refuses another site's form with 403 and no redirect, and keeps nothing", async () => {
    app = await startConsultationApp();
    const response = await post(formPost(fields(), { Origin: "https://evil.example" }));
    expect(response.status).toBe(403);
    expect(response.headers.get("location")).toBeNull();
    const crossSite = await post(formPost(fields(), { Origin: "", "Sec-Fetch-Site": "cross-site" }));
    expect(crossSite.status).toBe(403);
    expect(await app.outboxFiles()).toEqual([]);
  });

  it("counts form posts in the same per-IP limit and sends the one over it to the not-sent page", async () => {
    app = await startConsultationApp({
      env: { CONSULTATION_RATE_LIMIT: "1", CONSULTATION_RATE_WINDOW_SECONDS: String(365 * 24 * 3600) },
    });
    expect((await post(formPost(fields()), "198.51.100.9")).headers.get("location")).toBe("/consultation-received");
    const over = await post(formPost(fields()), "198.51.100.9");
    expect(over.status).toBe(303);
    expect(over.headers.get("location")).toBe("/consultation-not-sent");
    expect(await app.outboxFiles()).toHaveLength(1);
  });

  it("sends a body over 8 KB or not in UTF-8 to the not-sent page", async () => {
    app = await startConsultationApp();
    const big = await post(formPost(fields({ fullName: "A".repeat(9000) })));
    expect(big.headers.get("location")).toBe("/consultation-not-sent");
    const latin1 = new Request(`${SITE}/api/consultations`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
      body: new Uint8Array([...new TextEncoder().encode("fullName=Jos"), 0xe9]),
    });
    expect((await post(latin1)).headers.get("location")).toBe("/consultation-not-sent");
    expect(await app.outboxFiles()).toEqual([]);
  });

  it.each(["%FF", "%zz", "%", "%E9", "%C3"])(
    "sends a field with the invalid percent-escape %s to the not-sent page and keeps nothing",
    async (escape) => {
      app = await startConsultationApp();
      const body = new URLSearchParams(fields({ fullName: "Alex" }))
        .toString()
        .replace("fullName=Alex", `fullName=Alex${escape}`);
      const response = await post(
        new Request(`${SITE}/api/consultations`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
          body,
        }),
      );
      expect(response.headers.get("location")).toBe("/consultation-not-sent");
      expect(await app.deps.store.listLeads()).toEqual([]);
    },
  );

  it("still reads + as a space and valid escapes as their characters", async () => {
    app = await startConsultationApp();
    const body = new URLSearchParams(fields({ fullName: "José Núñez" })).toString();
    expect(body).toContain("Jos%C3%A9+N%C3%BA%C3%B1ez");
    const response = await post(
      new Request(`${SITE}/api/consultations`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
        body,
      }),
    );
    expect(response.headers.get("location")).toBe("/consultation-received");
    expect((await app.deps.store.listLeads()).map((lead) => lead.fullName)).toEqual(["José Núñez"]);
  });
});
