import type { Page } from "playwright-core";
import { axeViolations } from "../support/axe";
import { describe, expect, inject, it } from "vitest";
import { openPage, PHONE, useBrowser } from "../support/browser";

const ctx = useBrowser();

/** The calculator at /es/calculadora/ as a Spanish-speaking visitor meets it: every name is the Spanish one. */
async function openSpanishCalculator(path: string, options = {}) {
  const opened = await openPage(ctx.browser, { path, ...options });
  const { page } = opened;
  const addList = page.getByRole("list", { name: "Agregar una calificación" });
  // The buttons wait for the script: act once they are enabled.
  await addList.getByRole("button", { name: "Agregar 10%" }).and(page.locator(":enabled")).waitFor();
  return {
    ...opened,
    addList,
    result: async () => (await page.getByRole("status").innerText()).replace(/\n+/g, "\n"),
    add: (rating: number) => addList.getByRole("button", { name: `Agregar ${rating}%`, exact: true }).click(),
    search: () => new URL(page.url()).search,
  };
}

const alternates = (page: Page) =>
  page
    .locator('head link[rel="alternate"]')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute("hreflang"), new URL(link.getAttribute("href")!).pathname]),
    );

// Each test drives whole pages and axe: on a busy 2-core machine that can pass 30 s.
describe("the calculator in Spanish at /es/calculadora/", { timeout: 120_000 }, () => {
  it("renders in Spanish with lang=es and computes 50, 30, 20 into 70% with its steps in Spanish", async () => {
    const calculator = await openSpanishCalculator("/es/calculadora/");
    const { page, problems } = calculator;
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    expect(await page.title()).toBe("Calculadora de calificación combinada: Veteran Benefits Guide");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Calculadora de calificación combinada");
    await expect.poll(() => calculator.result()).toBe("Agregue una calificación para ver su calificación combinada.");

    await calculator.add(30);
    await calculator.add(50);
    await calculator.add(20);
    await expect.poll(() => calculator.search()).toBe("?ratings=50,30,20");
    await expect.poll(() => calculator.result()).toBe("Calificación combinada: 70%\nValor combinado: 72");
    const steps = await page
      .getByRole("list")
      .filter({ hasText: "combinados dan" })
      .getByRole("listitem")
      .allInnerTexts();
    expect(steps).toEqual([
      "Sus calificaciones de mayor a menor: 50%, 30%, 20%.",
      "50 y 30 combinados dan 65 (tabla I, fila 50, columna 30).",
      "65 y 20 combinados dan 72 (tabla I, fila 65, columna 20).",
      "72 redondeado a la decena más cercana es 70% (los valores que terminan en 5 se redondean hacia arriba).",
    ]);
    // The next step goes to the Spanish form; the rule and VA's links read in Spanish.
    expect(
      await page.getByRole("link", { name: "Hable con el consejero sobre su calificación" }).getAttribute("href"),
    ).toBe("/es/#contact");
    expect(await page.getByRole("heading", { name: "Cómo combina VA las calificaciones" }).isVisible()).toBe(true);
    expect(
      await page.getByRole("link", { name: /Tabla de calificaciones combinadas de VA/ }).getAttribute("href"),
    ).toBe("https://www.va.gov/disability/about-disability-ratings/");
    expect(problems).toEqual([]);
  });

  it("keeps the ratings in the address, read back with and without the slash", async () => {
    for (const path of ["/es/calculadora/?ratings=20%2C50%2C30", "/es/calculadora?ratings=30,20,50"]) {
      const calculator = await openSpanishCalculator(path);
      expect(calculator.status, path).toBe(200);
      await expect.poll(() => calculator.result()).toBe("Calificación combinada: 70%\nValor combinado: 72");
      await calculator.add(10);
      await expect.poll(() => calculator.search()).toBe("?ratings=50,30,20,10");
      expect(new URL(calculator.page.url()).pathname).toMatch(/^\/es\/calculadora\/?$/);
      await expect.poll(() => calculator.result()).toBe("Calificación combinada: 80%\nValor combinado: 75");
    }
    const notes = await openSpanishCalculator("/es/calculadora/?ratings=50,abc,40b");
    expect(
      await notes.page.getByText("Se dejó fuera lo siguiente porque no es una calificación: abc.").isVisible(),
    ).toBe(true);
    expect(
      await notes.page
        .getByText("Lo siguiente se contó sin el factor bilateral, que esta calculadora no aplica: 40b.")
        .isVisible(),
    ).toBe(true);
  });

  it("links both ways with the other language, ratings kept, and carries hreflang", async () => {
    const calculator = await openSpanishCalculator("/es/calculadora/?ratings=50,30");
    const { page } = calculator;
    expect(await alternates(page)).toEqual([
      ["en", "/rating-calculator/"],
      ["es", "/es/calculadora/"],
      ["x-default", "/rating-calculator/"],
    ]);
    const english = page.locator("header").getByRole("link", { name: "English" });
    expect(await english.getAttribute("href")).toBe("/rating-calculator/");
    await english.click();
    await page.waitForURL((url) => url.pathname === "/rating-calculator/" && url.search === "?ratings=50,30");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await expect
      .poll(async () => (await page.getByRole("status").innerText()).replace(/\n+/g, "\n"))
      .toBe("Combined rating: 70%\nCombined value: 65");

    const spanish = page.locator("header").getByRole("link", { name: "Español" });
    expect(await spanish.getAttribute("href")).toBe("/es/calculadora/");
    await spanish.click();
    await page.waitForURL((url) => url.pathname === "/es/calculadora/" && url.search === "?ratings=50,30");
    await expect.poll(() => calculator.result()).toBe("Calificación combinada: 70%\nValor combinado: 65");

    const sitemap = await (await fetch(`${inject("baseURL")}/sitemap.xml`)).text();
    const entry = (loc: string) => new RegExp(`<loc>[^<]*${loc}</loc>[^]*?</url>`).exec(sitemap)?.[0] ?? "";
    for (const loc of ["/rating-calculator/", "/es/calculadora/"]) {
      expect(entry(loc)).toMatch(/hreflang="en" href="[^"]*\/rating-calculator\/"/);
      expect(entry(loc)).toMatch(/hreflang="es" href="[^"]*\/es\/calculadora\/"/);
      expect(entry(loc)).toMatch(/hreflang="x-default" href="[^"]*\/rating-calculator\/"/);
    }
  });

  it("is linked from the Spanish benefits card and the Spanish wizard, in Spanish", async () => {
    const { page } = await openPage(ctx.browser, { path: "/es/" });
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Compensación por discapacidad" }) });
    expect(await card.getByRole("link", { name: "Calcule su calificación combinada" }).getAttribute("href")).toBe(
      "/es/calculadora/",
    );
    await page.getByRole("button", { name: "Buscador de formularios" }).click();
    const dialog = page.getByRole("dialog", { name: "Buscador de formularios de VA" });
    await dialog.getByRole("button", { name: "Compensación por discapacidad", exact: true }).click();
    await dialog.getByRole("link", { name: "Calcule su calificación combinada" }).click();
    await page.waitForURL("**/es/calculadora/");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Calculadora de calificación combinada");
  });

  for (const [name, options] of [
    ["360x640 phone", { ...PHONE, viewport: { width: 360, height: 640 } }],
    ["1440 desktop", { viewport: { width: 1440, height: 900 } }],
  ] as const)
    it(`has no axe violations with ratings, notes and steps showing, ${name}, and no sideways scrolling`, async () => {
      const calculator = await openSpanishCalculator("/es/calculadora/?ratings=50,30,abc,40b", options);
      await expect.poll(() => calculator.result()).toContain("Calificación combinada:");
      expect(await axeViolations(calculator.page)).toEqual([]);
      expect(await calculator.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        options.viewport.width,
      );
    });
});
