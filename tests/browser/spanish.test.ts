import type { Page } from "playwright-core";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import PostalMime from "postal-mime";
import { axeViolations } from "../support/axe";
import { describe, expect, inject, it } from "vitest";
import { openPage, PHONE, useBrowser } from "../support/browser";
import { routeApi } from "../support/route-api";

const ctx = useBrowser();

/** The page at /es/ as a Spanish-speaking visitor meets it: every name below is the Spanish one. */
const ES = {
  h1: "Obtenga los beneficios de VA que se ha ganado",
  chat: {
    dialog: "Asistente de beneficios de VA",
    greeting: "¡Hola! Estoy aquí para ayudarle con los beneficios de VA. ¿Qué le gustaría saber?",
    fallback: "Lo siento, en este momento tengo problemas de conexión. Vuelva a intentarlo en un momento.",
  },
  toasts: {
    missing: { title: "Falta información", description: "Complete todos los campos obligatorios." },
    sent: {
      title: "¡Consulta programada!",
      description: "Nos comunicaremos con usted en un plazo de 24 horas para programar su consulta gratuita.",
    },
    failed: { title: "Error", description: "No se pudo programar la consulta. Vuelva a intentarlo." },
  },
} as const;

function spanishForm(page: Page) {
  const form = page.getByRole("form", { name: "Solicite una consulta gratuita" });
  return {
    form,
    submit: form.getByRole("button", { name: /Programar consulta gratuita|Programando\.\.\./ }),
    async fill(values: { fullName: string; email: string; phone: string; branch: string }) {
      await form.getByRole("textbox", { name: "Nombre completo" }).fill(values.fullName);
      await form.getByRole("textbox", { name: "Correo electrónico" }).fill(values.email);
      await form.getByRole("textbox", { name: "Número de teléfono" }).fill(values.phone);
      await form.getByRole("combobox", { name: "Rama de servicio" }).selectOption({ label: values.branch });
    },
  };
}

/** The visible toast's title and description; the region is named in Spanish. */
async function shownToasts(page: Page) {
  return page
    .getByRole("region", { name: /Notificaciones/ })
    .locator("li")
    .evaluateAll((els) =>
      els.map((el) => ({
        title: el.firstElementChild?.children[0]?.textContent,
        description: el.firstElementChild?.children[1]?.textContent,
      })),
    );
}

const alternates = (page: Page) =>
  page
    .locator('head link[rel="alternate"]')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute("hreflang"), new URL(link.getAttribute("href")!).pathname]),
    );

// Each test drives whole pages, dialogs and axe: on a busy 2-core machine that can pass 30 s.
describe("the Spanish site at /es/", { timeout: 120_000 }, () => {
  it("is prerendered in Spanish: lang=es, the Spanish h1 and every section, before any script runs", async () => {
    const res = await fetch(`${inject("baseURL")}/es/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html lang="es">/);
    expect(html).toContain(ES.h1);
    for (const heading of [
      "Cómo le ayudamos",
      "Beneficios que le ayudamos a reclamar",
      "Programe su consulta gratuita",
    ])
      expect(html).toContain(heading);
    expect(html).toContain("Línea de Crisis para Veteranos");
    // The Spanish words are preloaded on /es/ and never part of /.
    const home = await (await fetch(`${inject("baseURL")}/`)).text();
    expect(home).toMatch(/<html lang="en">/);
    expect(home).not.toContain(ES.h1);
    const preloaded = [...home.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    for (const file of preloaded) {
      const js = await (await fetch(`${inject("baseURL")}${file}`)).text();
      expect(js, file).not.toContain("Obtenga los beneficios");
    }
  });

  it("renders with lang=es and no console error, and links both ways with hreflang", async () => {
    const { page, problems } = await openPage(ctx.browser, { path: "/es/" });
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(ES.h1);
    expect(await alternates(page)).toEqual([
      ["en", "/"],
      ["es", "/es/"],
      ["x-default", "/"],
    ]);
    const english = page.locator("header").getByRole("link", { name: "English" });
    expect(await english.getAttribute("href")).toBe("/");
    expect(await english.getAttribute("lang")).toBe("en");
    await english.click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await alternates(page)).toEqual([
      ["en", "/"],
      ["es", "/es/"],
      ["x-default", "/"],
    ]);
    const spanish = page.locator("header").getByRole("link", { name: "Español" });
    expect(await spanish.getAttribute("href")).toBe("/es/");
    await spanish.click();
    await page.waitForURL((url) => url.pathname === "/es/");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(ES.h1);
    expect(problems).toEqual([]);
  });

  it("switches language on the same section, and on the privacy notice to its twin", async () => {
    const { page } = await openPage(ctx.browser, { path: "/es/" });
    await page.locator("header nav").getByRole("link", { name: "Contacto" }).click();
    await page.waitForURL("**/es/#contact");
    await page.locator("header").getByRole("link", { name: "English" }).click();
    await page.waitForURL((url) => url.pathname === "/" && url.hash === "#contact");
    expect(await page.getByRole("heading", { name: "Schedule Your Free Consultation" }).isVisible()).toBe(true);

    await page.goto("/es/privacidad/");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Aviso de privacidad");
    expect(await alternates(page)).toEqual([
      ["en", "/privacy"],
      ["es", "/es/privacidad/"],
      ["x-default", "/privacy"],
    ]);
    expect(await page.locator("header").getByRole("link", { name: "English" }).getAttribute("href")).toBe("/privacy");
    await page.goto("/privacy");
    expect(await page.locator("header").getByRole("link", { name: "Español" }).getAttribute("href")).toBe(
      "/es/privacidad/",
    );
    for (const path of ["/es/privacidad", "/es/privacidad/", "/es", "/es/"])
      expect((await fetch(`${inject("baseURL")}${path}`)).status, path).toBe(200);
  });

  it("lists both languages of each page in the sitemap", async () => {
    const sitemap = await (await fetch(`${inject("baseURL")}/sitemap.xml`)).text();
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const page of ["/", "/es/", "/privacy", "/es/privacidad/"])
      expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${page}</loc>`));
    expect(sitemap).toMatch(/hreflang="es" href="[^"]*\/es\/privacidad\/"/);
    expect(sitemap).toMatch(/hreflang="x-default" href="[^"]*\/privacy"/);
  });

  it("answers an unknown path under /es/ with the Spanish 404 page and status 404", async () => {
    const { page, status } = await openPage(ctx.browser, { path: "/es/no-existe" });
    expect(status).toBe(404);
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("404: Página no encontrada");
    expect(
      await page.locator("main").getByRole("link", { name: "Ir a la página principal" }).getAttribute("href"),
    ).toBe("/es/");
    expect(await page.locator("header").getByRole("link", { name: "English" }).getAttribute("href")).toBe("/");
    // An unknown English path keeps the English 404.
    const english = await fetch(`${inject("baseURL")}/no-such-page`);
    expect(english.status).toBe(404);
    expect(await english.text()).toContain("404 Page Not Found");
  });

  it("shows the Spanish crisis resources in the strip and its panel, and in the footer", async () => {
    const { page } = await openPage(ctx.browser, { path: "/es/", ...PHONE });
    const summary = page.locator("header summary[data-crisis-strip]");
    expect(await summary.textContent()).toContain("Línea de Crisis para Veteranos");
    await summary.click();
    const panel = page.locator("header details:has(> summary[data-crisis-strip])");
    for (const [name, href] of [
      ["Llame al 988 y oprima 1", "tel:988"],
      ["Envíe un mensaje de texto al 838255", "sms:838255"],
      ["TTY: llame al 711 y luego al 988", "tel:711"],
      ["Llame al 911", "tel:911"],
    ])
      expect(await panel.getByRole("link", { name, exact: true }).getAttribute("href")).toBe(href);
    expect(await panel.getByRole("link", { name: /Chat confidencial en línea/ }).getAttribute("href")).toBe(
      "https://www.veteranscrisisline.net/get-help-now/chat/",
    );
    expect(await panel.textContent()).toContain("llame al 988 y oprima 2");
    expect(await panel.textContent()).toContain("más de 240 idiomas");
    expect(await page.locator("footer").textContent()).toContain("Línea de Crisis para Veteranos:");
  });

  it("opens the mobile menu in Spanish", async () => {
    const { page } = await openPage(ctx.browser, { path: "/es/", ...PHONE });
    await page.getByRole("button", { name: "Menú" }).click();
    const menu = page.getByRole("navigation", { name: "Principal" }).last();
    expect(await menu.getByRole("link").allTextContents()).toEqual([
      "Quiénes somos",
      "Servicios",
      "Recursos",
      "Contacto",
    ]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("greets in Spanish in the chat, sends the page's language in Content-Language, and fails in Spanish", async () => {
    const { page } = await openPage(ctx.browser, { path: "/es/" });
    const languages: (string | null)[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/chat/send")) languages.push(request.headers()["content-language"] ?? null);
    });
    const api = await routeApi<{ sessionId: string; message: string }>(page, "/api/chat/send", () => ({
      status: 500,
      body: JSON.stringify({ error: "boom" }),
    }));
    api.hold();
    await page.getByRole("button", { name: "Iniciar chat gratis" }).click();
    const dialog = page.getByRole("dialog", { name: ES.chat.dialog });
    await dialog.waitFor();
    const input = dialog.getByRole("textbox", { name: "Su mensaje" });
    expect(await input.getAttribute("placeholder")).toBe("Pregunte sobre discapacidad, vivienda, educación...");
    const log = dialog.getByRole("log", { name: "Conversación" });
    expect(await log.locator("[data-message]").allTextContents()).toEqual([`Asistente: ${ES.chat.greeting}`]);
    // The starter questions under the greeting are Spanish buttons, not messages.
    expect(await log.getByRole("list", { name: "Preguntas sugeridas" }).getByRole("button").allTextContents()).toEqual([
      "¿Cómo presento un reclamo de discapacidad ante VA?",
      "¿Qué puedo hacer si VA negó mi reclamo?",
      "¿Cómo solicito los beneficios del GI Bill?",
      "¿Su ayuda es gratis?",
    ]);
    expect(await dialog.getByRole("button", { name: "Hablar con una persona" }).isVisible()).toBe(true);
    await input.fill("¿Cómo pido la compensación por discapacidad?");
    await input.press("Enter");
    await dialog.getByText("Escribiendo...", { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    api.release();
    await expect.poll(() => dialog.getByRole("log").textContent()).toContain(ES.chat.fallback);
    expect(languages).toEqual(["es"]);
    expect(api.bodies).toEqual([{ sessionId: expect.stringMatching(/^session-/), message: expect.any(String) }]);
    await dialog.getByRole("button", { name: "Cerrar" }).click();
    await dialog.waitFor({ state: "hidden" });
  });

  it("walks the wizard in Spanish, to the Spanish contact form", async () => {
    const { page } = await openPage(ctx.browser, { path: "/es/" });
    await page.getByRole("button", { name: "Buscador de formularios" }).click();
    const dialog = page.getByRole("dialog", { name: "Buscador de formularios de VA" });
    await dialog.getByRole("heading", { name: "¿Qué tipo de beneficio le interesa?" }).waitFor();
    expect(await dialog.getByRole("list").first().getByRole("button").allTextContents()).toEqual([
      "Compensación por discapacidad",
      "Préstamos hipotecarios",
      "Beneficios de educación",
      "Atención médica",
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Compensación por discapacidad", exact: true }).click();
    await dialog.getByRole("heading", { name: "Formularios para: Compensación por discapacidad" }).waitFor();
    expect(await dialog.locator("li p:first-child").allTextContents()).toEqual([
      "21-0966 Intención de presentar un reclamo",
      "21-526EZ Compensación por discapacidad",
    ]);
    const view = dialog.getByRole("link", { name: /^Ver formulario 21-0966/ });
    expect(await view.getAttribute("href")).toBe(
      "https://www.va.gov/supporting-forms-for-claims/intent-to-file-form-21-0966",
    );
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Atrás" }).click();
    await dialog.getByRole("heading", { name: "¿Qué tipo de beneficio le interesa?" }).waitFor();
    await dialog.getByRole("button", { name: "Atención médica", exact: true }).click();
    await dialog.getByRole("button", { name: "Programar consulta" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("contact");
  });

  it("checks the form in Spanish: the missing-information toast and the inline errors", async () => {
    const { page } = await openPage(ctx.browser, { path: "/es/" });
    const api = await routeApi(page, "/api/consultations", () => ({ status: 201, body: '{"id":"x"}' }));
    const form = spanishForm(page);
    await form.submit.click();
    await expect.poll(() => shownToasts(page)).toEqual([ES.toasts.missing]);
    expect(await form.form.locator("#consultation-fullName-error").textContent()).toBe("Escriba su nombre completo.");
    expect(await form.form.locator("#consultation-serviceBranch-error").textContent()).toBe(
      "Elija su rama de servicio.",
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(api.bodies).toEqual([]);
  });

  it("shows the branches in Spanish, posts the spec's English value and four keys, with Content-Language: es", async () => {
    const { page } = await openPage(ctx.browser, { path: "/es/" });
    const headers: Record<string, string>[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/consultations")) headers.push(request.headers());
    });
    const api = await routeApi<Record<string, string>>(page, "/api/consultations", () => ({
      status: 201,
      body: JSON.stringify({ id: "lead-1" }),
    }));
    const form = spanishForm(page);
    const labels = await form.form
      .getByRole("combobox", { name: "Rama de servicio" })
      .locator("option")
      .evaluateAll((options) => options.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
    expect(labels).toEqual([
      ["", "Seleccione su rama"],
      ["Army", "Ejército"],
      ["Navy", "Marina"],
      ["Air Force", "Fuerza Aérea"],
      ["Marines", "Infantería de Marina"],
      ["Coast Guard", "Guardia Costera"],
      ["Space Force", "Fuerza Espacial"],
    ]);
    await form.fill({
      fullName: "Ana Pérez",
      email: "ana@example.com",
      phone: "555-010-0177",
      branch: "Guardia Costera",
    });
    api.hold();
    await form.submit.click();
    await form.form.getByRole("button", { name: "Programando..." }).waitFor();
    api.release();
    await expect.poll(() => shownToasts(page)).toEqual([ES.toasts.sent]);
    expect(api.bodies).toEqual([
      { fullName: "Ana Pérez", email: "ana@example.com", phone: "555-010-0177", serviceBranch: "Coast Guard" },
    ]);
    expect(headers.map((h) => h["content-language"])).toEqual(["es"]);
    expect(await form.form.textContent()).toContain("¿Nos necesita antes? Llame al (555) 010-0123");
  });

  it("shows the failure toast in Spanish when the request is not taken", async () => {
    const { page } = await openPage(ctx.browser, { path: "/es/" });
    await routeApi(page, "/api/consultations", () => ({ status: 503, body: JSON.stringify({ error: "down" }) }));
    const form = spanishForm(page);
    await form.fill({ fullName: "Ana Pérez", email: "ana@example.com", phone: "555-010-0177", branch: "Ejército" });
    await form.submit.click();
    await expect.poll(() => shownToasts(page)).toEqual([ES.toasts.failed]);
    expect(await form.form.textContent()).toContain("Su solicitud no se envió.");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("posts the form without JavaScript to ?lang=es and lands on the Spanish page; the e-mail says Spanish", async () => {
    const { page } = await openPage(ctx.browser, { path: "/es/", ...PHONE, javaScriptEnabled: false });
    const form = spanishForm(page);
    expect(await form.form.getAttribute("action")).toBe("/api/consultations?lang=es");
    const email = `nojs.es.${Date.now()}@example.com`;
    await form.fill({ fullName: "Rosa Nojs", email, phone: "(555) 010-0188", branch: "Fuerza Aérea" });
    await form.submit.click();
    await page.waitForURL("**/es/consulta-recibida/");
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("¡Consulta programada!");
    const dataDir = inject("dataDir");
    const stored = async () => {
      const dir = path.join(dataDir, "leads");
      const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith(".json"));
      const leads = await Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), "utf8"))));
      return (leads as Record<string, unknown>[]).filter((lead) => lead.email === email);
    };
    await expect.poll(stored).toMatchObject([{ serviceBranch: "Air Force", pageLanguage: "es" }]);
    const [lead] = (await stored()) as { id: string }[];
    const outbox = path.join(dataDir, "outbox");
    const eml = async () => {
      const files = (await readdir(outbox).catch(() => [])).filter((f) => f.includes(lead!.id));
      return files.length ? ((await PostalMime.parse(await readFile(path.join(outbox, files[0]!)))).text ?? "") : "";
    };
    await expect.poll(eml).toContain("Sent from the Spanish page (/es/)");

    // A refused entry lands on the Spanish not-sent page that names only that field.
    await page.goto("/es/");
    await spanishForm(page).fill({ fullName: "Rosa Nojs", email, phone: "12", branch: "Ejército" });
    await spanishForm(page).submit.click();
    await page.waitForURL("**/es/consulta-no-enviada-telefono/");
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Su solicitud no se envió");
    expect(await page.locator("main li").allTextContents()).toEqual([
      "Número de teléfono: escriba un número de EE. UU. de 10 dígitos, o un número internacional de hasta 15 dígitos.",
    ]);
  });

  it("has no axe violations on /es/ at desktop and phone sizes, nor on the Spanish privacy and 404 pages", async () => {
    for (const [path, options] of [
      ["/es/", {}],
      ["/es/", PHONE],
      ["/es/privacidad/", {}],
      ["/es/no-existe", PHONE],
    ] as const) {
      const { page } = await openPage(ctx.browser, { path, ...options });
      expect(await axeViolations(page), path).toEqual([]);
      await page.context().close();
    }
  });
});
