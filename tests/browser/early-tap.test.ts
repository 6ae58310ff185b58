import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { PHONE, useBrowser } from "../support/browser";
import { chatDialog, GREETING } from "./pages/chat-dialog";
import { wizardDialog } from "./pages/wizard-dialog";

const ctx = useBrowser();

/** Lighthouse's mobile profile: slow 4G (150 ms, 1.6 Mbps down, 750 kbps up) and a 4x slower CPU. */
async function slowPhone() {
  const context = await ctx.browser.newContext({ ...PHONE, baseURL: inject("baseURL") });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return page;
}

/** Loads the page and taps the control the moment the first paint has happened. */
async function tapAtFirstPaint(page: Page, control: string) {
  await page.goto("/", { waitUntil: "commit" });
  await page.waitForFunction(
    (control) =>
      performance.getEntriesByName("first-contentful-paint").length > 0 &&
      document.querySelector(`[data-early-tap="${control}"]`) !== null,
    control,
    { polling: "raf", timeout: 30_000 },
  );
  const at = await page.evaluate((control) => {
    const el = document.querySelector(`[data-early-tap="${control}"]`)!;
    const r = el.getBoundingClientRect();
    // React marks the nodes it has hydrated.
    return {
      x: r.x + r.width / 2,
      y: r.y + r.height / 2,
      hydrated: Object.keys(el).some((k) => k.startsWith("__react")),
    };
  }, control);
  await page.touchscreen.tap(at.x, at.y);
  return at;
}

describe("a tap before the page is interactive (slow 4G, 4x CPU)", () => {
  it('"Start Free Chat" tapped at first paint opens the chat once the page is ready', async () => {
    const page = await slowPhone();
    const at = await tapAtFirstPaint(page, "hero-chat");
    expect(at.hydrated).toBe(false);
    const chat = chatDialog(page);
    await chat.dialog.waitFor({ timeout: 45_000 });
    expect(await chat.messages()).toEqual([`Assistant: ${GREETING}`]);
    await page.context().close();
  }, 90_000);

  it('"Form Wizard" tapped at first paint opens the wizard once the page is ready', async () => {
    const page = await slowPhone();
    const at = await tapAtFirstPaint(page, "hero-wizard");
    expect(at.hydrated).toBe(false);
    await wizardDialog(page).dialog.waitFor({ timeout: 45_000 });
    await page.context().close();
  }, 90_000);

  it("the floating chat button is not on screen to be tapped before the page is ready", async () => {
    const page = await slowPhone();
    await page.goto("/", { waitUntil: "commit" });
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
      polling: "raf",
      timeout: 30_000,
    });
    const button = page.locator('[data-early-tap="floating-chat"]');
    expect(await button.isVisible()).toBe(false);
    await page.context().close();
  }, 90_000);
});
