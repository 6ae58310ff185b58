import { afterEach, describe, expect, it } from "vitest";
import { type ConsultationApp, COUNSELOR, startConsultationApp } from "../support/consultation-app";
import { jsonPost, SITE, testContext, validRequest } from "../support/leads";

let app: ConsultationApp;
afterEach(() => app.close());

async function post(request: Request) {
  const context = testContext();
  const response = await app.handler(request, context);
  await context.settled();
  return response;
}

/** A form post as a browser with no JavaScript sends it, to the address in the form's action. */
function formPost(fields: Record<string, string>, action = "/api/consultations") {
  return new Request(`${SITE}${action}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
    body: new URLSearchParams(fields).toString(),
  });
}

// The Spanish page says where a request came from beside the body, never in it (issue 21).
describe.each(["files+smtp", "upstash+smtp"] as const)("a request from the Spanish page (%s)", (adapters) => {
  it("keeps the language with the lead, and the counselor's e-mail says to call in Spanish", async () => {
    app = await startConsultationApp({ adapters });
    const request = validRequest({ fullName: "Ana Pérez", serviceBranch: "Coast Guard" });
    const response = await post(jsonPost(request, { headers: { "Content-Language": "es" } }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await app.deps.store.getLead({ id })).toMatchObject({ pageLanguage: "es", serviceBranch: "Coast Guard" });
    const mail = app.smtp!.received.at(-1)!;
    expect(mail.rcptTo).toEqual([COUNSELOR]);
    expect(mail.parsed.subject).toBe('New consultation request from "Ana Pérez" (Coast Guard), Spanish page');
    for (const body of [mail.parsed.text ?? "", mail.parsed.html ?? ""]) {
      expect(body).toContain("Sent from the Spanish page (/es/): the visitor may prefer to be called in Spanish.");
    }
  });

  it("says nothing of Spanish for a request from the English page", async () => {
    app = await startConsultationApp({ adapters });
    const response = await post(jsonPost(validRequest({ fullName: "Sam Carter" })));
    const { id } = (await response.json()) as { id: string };
    expect(await app.deps.store.getLead({ id })).not.toHaveProperty("pageLanguage");
    const mail = app.smtp!.received.at(-1)!;
    expect(mail.parsed.subject).toBe('New consultation request from "Sam Carter" (Coast Guard)');
    expect(mail.parsed.text).not.toContain("Spanish");
  });
});

describe("a form post from the Spanish page without JavaScript", () => {
  it("lands on the Spanish received page, and the e-mail says Spanish", async () => {
    app = await startConsultationApp({ adapters: "files+smtp" });
    const { fullName, email, phone, serviceBranch } = validRequest({ fullName: "Luis Gómez", serviceBranch: "Navy" });
    const response = await post(formPost({ fullName, email, phone, serviceBranch }, "/api/consultations?lang=es"));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/es/consulta-recibida/");
    expect(app.smtp!.received.at(-1)!.parsed.text).toContain("Sent from the Spanish page (/es/)");
  });

  it("lands on the Spanish not-sent page when refused, and an English post on the English one", async () => {
    app = await startConsultationApp();
    const refused = { fullName: "Luis Gómez", email: "luis@example.com", phone: "12", serviceBranch: "Navy" };
    const spanish = await post(formPost(refused, "/api/consultations?lang=es"));
    expect(spanish.status).toBe(303);
    expect(spanish.headers.get("location")).toMatch(/^\/es\/consulta-no-enviada\/?/);
    const english = await post(formPost(refused));
    expect(english.headers.get("location")).toMatch(/^\/consultation-not-sent/);
  });

  it("takes no language from the body: a fifth key is dropped, and the page stays English", async () => {
    app = await startConsultationApp();
    const response = await post(jsonPost(validRequest({ lang: "es", pageLanguage: "es" })));
    const { id } = (await response.json()) as { id: string };
    const lead = await app.deps.store.getLead({ id });
    expect(lead).not.toHaveProperty("pageLanguage");
    expect(lead).not.toHaveProperty("lang");
  });
});
