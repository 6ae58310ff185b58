/**
 * Lighthouse mobile (simulated throttling) on the served production build, median of N runs,
 * beside the same page with every <script> removed and served the same way: the physical limit.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium";

export const NO_SCRIPT_PATH = "/bench-noscript/";

/** The figures each run gives: the four category scores, then the timings and the layout shift. */
const FIGURES = ["performance", "accessibility", "bestPractices", "seo", "lcpMs", "tbtMs", "cls", "fcpMs"] as const;
export type LighthouseFigures = Record<(typeof FIGURES)[number], number>;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Writes dist/bench-noscript/index.html: the home page with no script at all (removed afterwards). */
export async function writeNoScriptPage(dist: string) {
  const html = await readFile(path.join(dist, "index.html"), "utf8");
  const stripped = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
  await mkdir(path.join(dist, "bench-noscript"), { recursive: true });
  await writeFile(path.join(dist, "bench-noscript/index.html"), stripped);
  return () => rm(path.join(dist, "bench-noscript"), { recursive: true, force: true });
}

async function runOnce(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    formFactor: "mobile",
    throttlingMethod: "simulate",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error("Lighthouse returned nothing");
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse run failed: ${runtimeError.code} ${runtimeError.message}`);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  if (!Number.isFinite(numeric("largest-contentful-paint"))) throw new Error("Lighthouse run measured no LCP");
  return {
    performance: categories.performance?.score ?? 0,
    accessibility: categories.accessibility?.score ?? 0,
    bestPractices: categories["best-practices"]?.score ?? 0,
    seo: categories.seo?.score ?? 0,
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    tbtMs: Math.round(numeric("total-blocking-time")),
    cls: Number(numeric("cumulative-layout-shift").toFixed(4)),
    fcpMs: Math.round(numeric("first-contentful-paint")),
  };
}

/** The combined rating calculator with three ratings entered from its address (issue 23). */
export const RATING_CALCULATOR_PATH = "/rating-calculator/?ratings=50,30,20";

/** Runs both pages alternately (so machine noise hits both alike) and returns the medians. */
export async function measureLighthouse({ baseURL, runs = 3 }: { baseURL: string; runs?: number }) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  const page: LighthouseFigures[] = [];
  const noScript: LighthouseFigures[] = [];
  const calculator: LighthouseFigures[] = [];
  const failures: string[] = [];
  /** A run Lighthouse itself reports as failed is retried, at most twice per page in all. */
  const measure = async (url: string) => {
    for (;;) {
      try {
        return await runOnce(url, chrome.port);
      } catch (error) {
        failures.push(`${url}: ${(error as Error).message}`);
        console.warn(`  ${failures.at(-1)}; retrying`);
        if (failures.filter((f) => f.startsWith(url)).length > 2) throw error;
      }
    }
  };
  try {
    for (let i = 0; i < runs; i++) {
      page.push(await measure(`${baseURL}/`));
      noScript.push(await measure(`${baseURL}${NO_SCRIPT_PATH}`));
      calculator.push(await measure(`${baseURL}${RATING_CALCULATOR_PATH}`));
    }
  } finally {
    await chrome.kill();
  }
  const summarize = (list: LighthouseFigures[]) =>
    Object.fromEntries(FIGURES.map((key) => [key, median(list.map((r) => r[key]))])) as LighthouseFigures;
  return {
    page: summarize(page),
    noScript: summarize(noScript),
    ratingCalculator: summarize(calculator),
    runs: { page, noScript, calculator },
    failures,
  };
}
