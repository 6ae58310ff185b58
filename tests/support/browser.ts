import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { launchChromium } from "../../scripts/chromium";

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
export const DESKTOP = { viewport: { width: 1280, height: 900 } } as const;

/**
 * The browser for a test file: a connection to the project's one Chromium
 * (tests/support/browser-global-setup.ts), or a Chromium of its own where none is shared. Closing
 * it at the end closes the file's connection and every context it opened. A context a test opens
 * closes when the test ends, so pages left open by earlier tests do not take the CPU from later ones.
 */
export function useBrowser() {
  const state: { browser?: Browser; before?: Set<BrowserContext> } = {};
  beforeAll(async () => {
    const endpoint = inject("chromiumEndpoint");
    state.browser = endpoint ? await chromium.connect(endpoint) : await launchChromium();
  });
  beforeEach(() => {
    state.before = new Set(state.browser?.contexts());
  });
  afterEach(async () => {
    const opened = state.browser?.contexts().filter((context) => !state.before?.has(context)) ?? [];
    await Promise.all(opened.map((context) => context.close()));
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return {
    get browser() {
      if (!state.browser) throw new Error("The browser is not started yet");
      return state.browser;
    },
  };
}

export type WatchedPage = {
  page: Page;
  /** console errors and warnings, uncaught page errors */
  problems: string[];
  /** every request the page made */
  requests: string[];
};

/** A fresh page on the served build that records console problems and every request. */
export async function openPage(
  browser: Browser,
  {
    path = "/",
    beforeLoad,
    ...options
  }: BrowserContextOptions & { path?: string; beforeLoad?: (page: Page) => Promise<unknown> } = {},
): Promise<WatchedPage & { status: number | undefined }> {
  const baseURL = inject("baseURL");
  const context = await browser.newContext({ baseURL, ...DESKTOP, ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  const requests: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("request", (request) => requests.push(request.url()));
  await beforeLoad?.(page);
  const response = await page.goto(path);
  // The app loads once the prerendered page has painted (scripts/prerender.ts): with script on, a
  // test starts when the page has hydrated, as a person's first tap mostly comes after it. The
  // header's menu is a button only then. Tests of the page before its script run with script off.
  if (options.javaScriptEnabled !== false && (await page.locator("header").count()) > 0) {
    await page.locator('header button[aria-controls="mobile-menu"]').waitFor({ state: "attached" });
  }
  return { page, problems, requests, status: response?.status() };
}

/** How far a section's top stands below the sticky header's bottom (0: it lands right under it). */
export function sectionTopBelowHeader(page: Page, id: string) {
  return page.evaluate(
    (id) =>
      document.getElementById(id)!.getBoundingClientRect().top -
      document.querySelector("header")!.getBoundingClientRect().bottom,
    id,
  );
}
