/**
 * A consultation path no neighbour can block (issue 19): other methods get 405 and count toward
 * nothing, a shared address gets 30 requests an hour, one contact gets 3 new ones, a repeat gets
 * the same answer and sends nothing more, and a filled honeypot is answered like a success. With
 * the local files and with real Redis (Upstash protocol) and SMTP on loopback.
 */
import { afterEach, describe, expect, it } from "vitest";
import { type ConsultationApp, startConsultationApp } from "../support/consultation-app";
import { jsonPost, SITE, testContext, validRequest } from "../support/leads";

const SHARED = "198.51.100.40";
let app: ConsultationApp;
afterEach(() => app.close());

async function send(request: Request, ip = SHARED) {
  const context = testContext({ ip });
  const response = await app.handler(request, context);
  await context.settled();
  return response;
}

const sent = async () => (app.smtp ? app.smtp.received.length : (await app.outboxFiles()).length);

describe.each(["local", "upstash+smtp"] as const)("the consultation path (%s)", (adapters) => {
  it("answers other methods with 405 that count toward nothing", { timeout: 30_000 }, async () => {
    app = await startConsultationApp({ adapters, env: { CONSULTATION_RATE_LIMIT: "2" } });
    for (const method of ["GET", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      for (let i = 0; i < 5; i++) {
        const response = await send(new Request(`${SITE}/api/consultations`, { method }));
        expect(response.status, method).toBe(405);
        expect(response.headers.get("allow")).toBe("POST");
        expect(response.headers.get("retry-after")).toBeNull();
      }
    }
    expect((await send(jsonPost(validRequest()))).status).toBe(201);
    expect((await send(jsonPost(validRequest()))).status).toBe(201);
    expect((await send(jsonPost(validRequest()))).status).toBe(429);
    // Limited, the address still gets 405 for another method, never 429.
    expect((await send(new Request(`${SITE}/api/consultations`))).status).toBe(405);
  });

  it("takes 30 requests an hour from one shared address, by default", { timeout: 30_000 }, async () => {
    app = await startConsultationApp({ adapters });
    for (let i = 0; i < 30; i++) expect(await send(jsonPost(validRequest()))).toHaveProperty("status", 201);
    expect((await send(jsonPost(validRequest()))).status).toBe(429);
    expect((await send(jsonPost(validRequest()), "198.51.100.41")).status).toBe(201);
  });

  it(
    "takes 3 new requests an hour per contact, so one person's retries lock out nobody else",
    { timeout: 30_000 },
    async () => {
      app = await startConsultationApp({ adapters });
      const email = "retrying.veteran@example.com";
      for (let i = 0; i < 3; i++) expect((await send(jsonPost(validRequest({ email })))).status).toBe(201);
      const fourth = await send(jsonPost(validRequest({ email })));
      expect(fourth.status).toBe(429);
      expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);
      // The same phone with another e-mail is the same contact.
      const phone = "(555) 010-7777";
      for (let i = 0; i < 3; i++) await send(jsonPost(validRequest({ phone })));
      expect((await send(jsonPost(validRequest({ phone })))).status).toBe(429);
      // Someone else on the same address is not held up.
      expect((await send(jsonPost(validRequest()))).status).toBe(201);
      expect(await app.deps.store.listLeads()).toHaveLength(7);
    },
  );

  it(
    "answers a repeat within the dedupe window with the same 201 and sends nothing more, past the contact limit too",
    { timeout: 30_000 },
    async () => {
      app = await startConsultationApp({
        adapters,
        env: {
          CONSULTATION_CONTACT_RATE_LIMIT: "1",
          CONSULTATION_CONTACT_RATE_WINDOW_SECONDS: String(365 * 24 * 3600),
        },
      });
      const request = validRequest();
      const first = await send(jsonPost(request));
      expect(first.status).toBe(201);
      const { id } = (await first.json()) as { id: string };
      await expect.poll(sent).toBe(1);
      for (let i = 0; i < 4; i++) {
        const again = await send(jsonPost(request));
        expect(again.status).toBe(201);
        expect(await again.json()).toEqual({ id });
      }
      expect(await sent()).toBe(1);
      expect(await app.deps.store.listLeads()).toHaveLength(1);
    },
  );

  it(
    "answers a filled honeypot exactly like a success, whatever else is wrong, and stores nothing",
    { timeout: 30_000 },
    async () => {
      app = await startConsultationApp({ adapters });
      for (const body of [
        validRequest({ website: "https://spam.example" }),
        { website: { url: "x" }, fullName: 42 },
        { website: "x" },
      ]) {
        const response = await send(jsonPost(body));
        expect(response.status).toBe(201);
        expect(await response.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      }
      const form = await send(
        new Request(`${SITE}/api/consultations`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
          body: "website=spam&fullName=",
        }),
      );
      expect(form.status).toBe(303);
      expect(form.headers.get("location")).toBe("/consultation-received");
      expect(await app.deps.store.listLeads()).toEqual([]);
      expect(await sent()).toBe(0);
    },
  );
});
