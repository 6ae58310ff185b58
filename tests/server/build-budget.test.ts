import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BUDGETS, initialBundle } from "../../scripts/bundle-size";
import { allowedScriptHashes, cspHash, FIRST_PAINT_SCRIPT } from "../../scripts/first-paint";

const root = path.resolve(import.meta.dirname, "../..");
const dist = path.join(root, "dist");

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

  it("runs only a few bytes of its own first, inline and allowed by their hash, which import the app after the first paint", async () => {
    const { readFile } = await import("node:fs/promises");
    const home = await readFile(path.join(dist, "index.html"), "utf8");
    const loaders = [...home.matchAll(/<script type="module"([^>]*)>([^<]*)<\/script>/g)];
    expect(loaders).toHaveLength(1);
    const [, attributes, code] = loaders[0]!;
    expect(attributes).toBe(` data-app="${bundle.jsFiles[0]}"`);
    expect(bundle.jsFiles).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/)]);
    expect(code).toBe(FIRST_PAINT_SCRIPT);
    expect(code!.length).toBeLessThan(600);
    expect(code).toContain('getEntriesByName("first-contentful-paint")');
    // The policy allows this code and nothing else inline.
    expect(allowedScriptHashes(root)).toEqual([cspHash(code!)]);
    expect(readdirSync(path.join(dist, "assets")).filter((f) => f.startsWith("first-paint"))).toEqual([]);
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

  it("prerenders the home, privacy, rating calculator and 404 pages, each with the crisis line in its header, and no inline script but the loader the CSP allows", async () => {
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
      expect(html).toContain('<script type="module"');
      // Inline: JSON-LD data, and the first-paint loader the CSP allows by its hash; nothing else.
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([^<]*)<\/script>/g)];
      const running = inline.filter(([, attrs]) => !attrs!.includes('type="application/ld+json"'));
      expect(running.map(([, , code]) => cspHash(code!))).toEqual(allowedScriptHashes(root));
    }
  });
});
