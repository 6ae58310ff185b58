import { describe, expect, inject, it } from "vitest";
import { securityHeaderProblems } from "../support/security-headers";
import { cspHash, FIRST_PAINT_SCRIPT } from "../../scripts/first-paint";

// Plain HTTP against the production server (README's run command) that the server project's
// globalSetup starts: the page headers come from netlify.toml, the functions set their own.
const url = (path: string) => `${inject("baseURL")}${path}`;
const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "Content-Type": "application/json", Origin: inject("baseURL"), ...headers },
  body: JSON.stringify(body),
});

async function expectHeaders(path: string, init: RequestInit, status: number) {
  const response = await fetch(url(path), init);
  await response.arrayBuffer();
  expect({ path, status: response.status, problems: securityHeaderProblems(response.headers) }).toEqual({
    path,
    status,
    problems: [],
  });
  return response;
}

describe("security headers as served", () => {
  it("the home, privacy, rating calculator and 404 pages, whose HTML runs no inline script but the first-paint loader the CSP allows by its hash", async () => {
    for (const [path, status] of [
      ["/", 200],
      ["/privacy", 200],
      ["/rating-calculator/", 200],
      ["/rating-calculator?ratings=50,30", 200],
      ["/es/calculadora/", 200],
      ["/es/calculadora?ratings=50,30", 200],
      ["/no-such-page", 404],
    ] as const) {
      const response = await expectHeaders(path, {}, status);
      const html = await (await fetch(url(path))).text();
      // Only data blocks (JSON-LD) and the first-paint loader may be inline; the policy allows that
      // loader by its hash and nothing else inline, and every other script comes from a file.
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes = "", body = ""]) =>
          !/\bsrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes) && body.trim(),
      );
      expect(inline.map(([, attributes, body]) => [attributes, body])).toEqual([
        [expect.stringMatching(/^ type="module" data-app="\/assets\/index-[\w-]+\.js"$/), FIRST_PAINT_SCRIPT],
      ]);
      expect(response.headers.get("content-security-policy")).toContain(` ${cspHash(FIRST_PAINT_SCRIPT)};`);
    }
  });

  it("the Spanish calculator, with and without its trailing slash, in Spanish and never cached stale", async () => {
    for (const path of ["/es/calculadora/", "/es/calculadora", "/es/calculadora?ratings=50,30,20"]) {
      const response = await fetch(url(path));
      const html = await response.text();
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(html).toMatch(/<html lang="es">/);
      expect(html).toContain("<title>Calculadora de calificación combinada: ");
      expect(response.headers.get("cache-control")).toMatch(/max-age=0/);
    }
  });

  it("every function answer, success and error", async () => {
    const person = { fullName: "Header Check", phone: "(555) 010-0199", serviceBranch: "Navy" };
    const sessionId = `session-${Date.now()}-headers01`;
    await Promise.all([
      expectHeaders("/api/health", {}, 200),
      expectHeaders("/api/health", { method: "POST" }, 405),
      expectHeaders("/api/consultations", json({ ...person, email: `headers.${Date.now()}@example.com` }), 201),
      expectHeaders("/api/consultations", json({ ...person, email: "not-an-address" }), 400),
      expectHeaders("/api/consultations", json(person, { Origin: "https://evil.example" }), 403),
      expectHeaders("/api/consultations", {}, 405),
      expectHeaders("/api/chat/send", json({ sessionId, message: "What is an intent to file?" }), 200),
      expectHeaders("/api/chat/send", json({ sessionId, message: "" }, { "Content-Type": "text/plain" }), 415),
    ]);
  });
});
