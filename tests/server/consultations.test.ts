import { afterEach, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../../netlify/lib/request";
import { type ConsultationApp, startConsultationApp } from "../support/consultation-app";
import { jsonPost, SITE, testContext, validRequest } from "../support/leads";

const SECURITY_HEADERS = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "cache-control": "no-store",
};

let app: ConsultationApp;
afterEach(() => app.close());

async function post(request: Request, ip?: string) {
  const context = testContext({ ip });
  const response = await app.handler(request, context);
  await context.settled();
  return response;
}

describe("POST /api/consultations (local store and outbox)", () => {
  it("answers 201 {id}, stores the trimmed lead and e-mails it, with the security headers", async () => {
    app = await startConsultationApp();
    const request = validRequest({ fullName: "  Sam Carter  ", email: " sam@example.com ", serviceBranch: "Marines" });
    const response = await post(jsonPost(request));

    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    const { id } = (await response.json()) as { id: string };

    const lead = await app.deps.store.getLead({ id });
    expect(lead).toMatchObject({
      id,
      fullName: "Sam Carter",
      email: "sam@example.com",
      phone: request.phone,
      serviceBranch: "Marines",
    });
    expect(lead).toMatchObject({ emailStatus: "sent", emailAttempts: 1 });
    expect(await app.outboxFiles()).toEqual([expect.stringContaining(id)]);
  });

  it("drops unknown keys", async () => {
    app = await startConsultationApp();
    const response = await post(jsonPost(validRequest({ isAdmin: true, status: "sent", id: "chosen-id" })));
    const { id } = (await response.json()) as { id: string };
    expect(id).not.toBe("chosen-id");
    const lead = await app.deps.store.getLead({ id });
    expect(lead).not.toHaveProperty("isAdmin");
    expect(lead).toMatchObject({ emailStatus: "sent" });
  });

  it("answers 400 naming each bad field", async () => {
    app = await startConsultationApp();
    const response = await post(
      jsonPost({ fullName: "  ", email: "not-an-email", phone: "12", serviceBranch: "Army Reserve" }),
    );
    expect(response.status).toBe(400);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe("Some fields are missing or invalid.");
    expect(Object.keys(body.fields).sort()).toEqual(["email", "fullName", "phone", "serviceBranch"]);
    expect(body.fields.fullName).toBe("Enter your full name.");
  });

  it("answers 405 with Allow: POST for other methods", async () => {
    app = await startConsultationApp();
    for (const method of ["GET", "HEAD", "PUT", "DELETE", "OPTIONS", "PATCH"]) {
      const response = await post(new Request(`${SITE}/api/consultations`, { method }));
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }
  });

  it("answers 413 over 8 KB, declared or not, before parsing", async () => {
    app = await startConsultationApp();
    const big = JSON.stringify(validRequest({ padding: "x".repeat(MAX_BODY_BYTES) }));
    expect((await post(jsonPost(big))).status).toBe(413);

    const chunks = [new TextEncoder().encode(big)];
    const stream = new ReadableStream({ pull: (c) => (chunks.length ? c.enqueue(chunks.shift()!) : c.close()) });
    const undeclared = new Request(`${SITE}/api/consultations`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(undeclared.headers.get("content-length")).toBeNull();
    expect((await post(undeclared)).status).toBe(413);
  });

  it("answers 415 unless the body is application/json", async () => {
    app = await startConsultationApp();
    const response = await post(jsonPost(validRequest(), { headers: { "Content-Type": "text/plain" } }));
    expect(response.status).toBe(415);
    const ok = await post(jsonPost(validRequest(), { headers: { "Content-Type": "application/json; charset=UTF-8" } }));
    expect(ok.status).toBe(201);
  });

  it("answers 403 for a cross-origin Origin, and accepts same-origin, configured and Origin-less requests", async () => {
    app = await startConsultationApp({ env: { ALLOWED_ORIGINS: "http://localhost:5173" } });
    expect((await post(jsonPost(validRequest(), { headers: { Origin: "https://evil.example" } }))).status).toBe(403);
    expect((await post(jsonPost(validRequest(), { headers: { Origin: "null" } }))).status).toBe(403);
    expect((await post(jsonPost(validRequest(), { headers: { Origin: "http://localhost:5173" } }))).status).toBe(201);

    const noOrigin = jsonPost(validRequest());
    noOrigin.headers.delete("origin");
    expect((await post(noOrigin)).status).toBe(201);
    const crossSite = jsonPost(validRequest(), { headers: { "Sec-Fetch-Site": "cross-site" } });
    crossSite.headers.delete("origin");
    expect((await post(crossSite)).status).toBe(403);
  });

  it("answers 429 with Retry-After past the per-IP limit set by env", async () => {
    app = await startConsultationApp({
      env: { CONSULTATION_RATE_LIMIT: "2", CONSULTATION_RATE_WINDOW_SECONDS: "600" },
    });
    expect((await post(jsonPost(validRequest()), "198.51.100.1")).status).toBe(201);
    expect((await post(jsonPost(validRequest()), "198.51.100.1")).status).toBe(201);
    const limited = await post(jsonPost(validRequest()), "198.51.100.1");
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await limited.json()).toEqual({ error: "Too many requests. Please try again later." });
    expect((await post(jsonPost(validRequest()), "198.51.100.2")).status).toBe(201);
    expect(await app.deps.store.listLeads()).toHaveLength(3);
  });

  it("answers a filled honeypot with 201 like a real request, and stores and sends nothing", async () => {
    app = await startConsultationApp();
    const response = await post(jsonPost(validRequest({ website: "http://spam.example" })));
    expect(response.status).toBe(201);
    expect((await response.json()) as { id: string }).toEqual({ id: expect.any(String) });
    expect(await app.deps.store.listLeads()).toEqual([]);
    expect(await app.outboxFiles()).toEqual([]);
    expect(app.lines.map((l) => l.event)).toContain("consultation.honeypot");
  });

  it("accepts an empty honeypot as a real request", async () => {
    app = await startConsultationApp();
    expect((await post(jsonPost(validRequest({ website: "" })))).status).toBe(201);
    expect(await app.deps.store.listLeads()).toHaveLength(1);
  });

  it("answers the same e-mail and phone within 10 minutes with the first id and sends no second e-mail", async () => {
    app = await startConsultationApp();
    const request = validRequest();
    const first = (await (await post(jsonPost(request))).json()) as { id: string };
    const again = await post(jsonPost({ ...request, fullName: "Typo Fixed", email: request.email.toUpperCase() }));
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(first);
    expect(await app.deps.store.listLeads()).toHaveLength(1);
    expect(await app.outboxFiles()).toHaveLength(1);
  });

  it("logs lead ids and outcomes, never names, e-mails or phone numbers", async () => {
    app = await startConsultationApp();
    const request = validRequest({ fullName: "Pat Privacy", email: "pat.privacy@example.com", phone: "555-010-7788" });
    const { id } = (await (await post(jsonPost(request))).json()) as { id: string };
    await post(jsonPost(request));
    const text = app.lines.map((l) => l.text).join("\n");
    expect(app.lines.map((l) => l.event)).toEqual(
      expect.arrayContaining([
        "leads.adapters",
        "lead.stored",
        "lead.email.written",
        "lead.email.sent",
        "lead.duplicate",
      ]),
    );
    expect(text).toContain(id);
    expect(text).not.toMatch(/Pat|Privacy|pat\.privacy|example\.com|7788/);
  });
});

describe("POST /api/consultations (Upstash and SMTP, chosen by env)", () => {
  it("stores in Upstash, e-mails over SMTP and rate-limits with @upstash/ratelimit", async () => {
    app = await startConsultationApp({
      adapters: "upstash+smtp",
      env: { CONSULTATION_RATE_LIMIT: "1", CONSULTATION_RATE_WINDOW_SECONDS: String(365 * 24 * 3600) },
    });
    expect(app.lines[0]).toMatchObject({
      event: "leads.adapters",
      fields: {
        store: "upstash-redis",
        mailer: "smtp (127.0.0.1)",
        rateLimiter: expect.stringMatching(/^upstash-ratelimit/),
      },
    });
    const response = await post(jsonPost(validRequest()), "198.51.100.7");
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await app.deps.store.getLead({ id })).toMatchObject({ emailStatus: "sent" });
    expect(app.smtp!.received).toHaveLength(1);

    const limited = await post(jsonPost(validRequest()), "198.51.100.7");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(app.lines.filter((l) => l.level !== "info")).toEqual([]);
  });
});
