import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { APP_LOADER, APP_LOADER_CSP_SOURCE } from "../../scripts/app-loader";
import { BUDGETS, initialBundle } from "../../scripts/bundle-size";

const dist = path.resolve(import.meta.dirname, "../../dist");

// A build-output check (bytes, not timings): npm test builds before it runs.
describe("the production build", () => {
  if (!existsSync(path.join(dist, "index.html"))) throw new Error("dist/ is missing: run `npm run build` first");
  const bundle = initialBundle(dist);

  it("loads at most 90 KB gzip of JavaScript first, and its CSS stays under 15 KB gzip", () => {
    expect(bundle.jsFiles.length).toBeGreaterThan(0);
    expect(bundle.initialJsGzip).toBeLessThanOrEqual(BUDGETS.initialJsGzip);
    expect(bundle.cssFiles.length).toBe(1);
    expect(bundle.cssGzip).toBeLessThanOrEqual(BUDGETS.cssGzip);
  });

  it("loads the app after the first paint, from a few bytes inline that the CSP allows by hash", async () => {
    const { readFile, readdir } = await import("node:fs/promises");
    expect(bundle.jsFiles).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/)]);
    expect(bundle.inlineJs).toBe(APP_LOADER);
    expect(APP_LOADER.length).toBeLessThan(700);
    expect(APP_LOADER).toContain('getEntriesByName("first-contentful-paint")');
    // Every page: no script file on the first paint's path, and no inline script but the loader.
    const pages = (await readdir(dist, { recursive: true })).filter((f) => f.endsWith(".html"));
    expect(pages.length).toBeGreaterThan(5);
    for (const file of pages) {
      const html = await readFile(path.join(dist, file), "utf8");
      const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      const inline = scripts.filter(([, attrs]) => !/type="application\/ld\+json"/.test(attrs!));
      for (const [, attrs, code] of inline) {
        expect(attrs, file).toBe(' type="module"');
        expect(code, file).toBe(APP_LOADER);
      }
    }
    // netlify.toml's CSP lets exactly that script run inline, and no other.
    const toml = await readFile(path.join(dist, "../netlify.toml"), "utf8");
    const scriptSrc = /script-src ([^;"]+)/.exec(toml)?.[1]?.trim();
    expect(scriptSrc).toBe(`'self' ${APP_LOADER_CSP_SOURCE}`);
  });

  it("keeps the dialogs and toasts out of the first load", async () => {
    const { readFile } = await import("node:fs/promises");
    const first = (await Promise.all(bundle.jsFiles.map((f) => readFile(path.join(dist, f), "utf8")))).join("\n");
    expect(first).not.toContain("VA Forms Wizard");
    expect(first).not.toContain("VA Benefits Assistant");
    expect(first).not.toContain("Notifications ({hotkey})");
    // The rating calculator's words and code load with its page only (docs/decisions/931).
    expect(first).not.toContain("How VA combines ratings");
    expect(first).not.toContain("Combined value: ");
    // Nor does its Spanish twin, which loads with the Spanish chunk on Spanish pages (docs/decisions/971).
    expect(first).not.toContain("Calculadora de calificación combinada");
    expect(first).not.toContain("Valor combinado: ");
  });

  it("prerenders the home, privacy, rating calculator and 404 pages, each with the crisis line in its header, with no inline script", async () => {
    const { readFile } = await import("node:fs/promises");
    const home = await readFile(path.join(dist, "index.html"), "utf8");
    const privacy = await readFile(path.join(dist, "privacy.html"), "utf8");
    const notFound = await readFile(path.join(dist, "404.html"), "utf8");
    const calculator = await readFile(path.join(dist, "rating-calculator/index.html"), "utf8");
    expect(home).toContain("Get the VA Benefits You’ve Earned");
    expect(privacy).toContain("Privacy notice");
    expect(notFound).toContain("404 Page Not Found");
    expect(calculator).toContain(">Combined Rating Calculator</h1>");
    expect(calculator).toContain("How VA combines ratings");
    for (const html of [home, privacy, notFound, calculator]) {
      // The crisis line opens from the HTML alone (a native <details>) and closes on Escape once hydrated.
      expect(html).toMatch(/<header[^>]*>.*?<details[^>]*>.*?Veterans Crisis Line.*?href="tel:988"/s);
      expect(html).toContain(`<script type="module">${APP_LOADER}</script>`);
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(
        inline.every(([, attrs, code]) => attrs!.includes('type="application/ld+json"') || code === APP_LOADER),
      ).toBe(true);
    }
  });
});
