import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, useBrowser } from "../support/browser";
import { crisisLine } from "./pages/crisis-line";

const ctx = useBrowser();

const SMALL_PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true } as const;

/** Every way to reach the Veterans Crisis Line, exactly as facts/SOURCES.md gives them. */
const CRISIS_HREFS = [
  "tel:988",
  "sms:838255",
  "https://www.veteranscrisisline.net/get-help-now/chat/",
  "tel:711",
  "tel:911",
  "https://www.veteranscrisisline.net/",
];

const PAGES = [
  ["the home page", "/"],
  ["the 404 page", "/no-such-page"],
] as const;

describe("the Veterans Crisis Line in the header", () => {
  for (const [pageName, path] of PAGES) {
    for (const [device, options] of [
      ["a 360x640 phone", SMALL_PHONE],
      ["a desktop", DESKTOP],
    ] as const) {
      it(`on ${pageName}, ${device}: shows at the top, opens to every crisis link, announced as a disclosure`, async () => {
        const { page } = await openPage(ctx.browser, { path, ...options });
        const crisis = crisisLine(page);
        const box = (await crisis.summary.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(options.viewport.height);
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(await crisis.summary.innerText()).toMatch(/Veterans Crisis Line/);
        expect(await crisis.visibleHrefs()).toEqual([]);
        expect(await crisis.announced()).toMatchObject({ role: "DisclosureTriangle", expanded: false });

        await crisis.summary.click();
        expect(await crisis.isOpen()).toBe(true);
        expect(await crisis.visibleHrefs()).toEqual(CRISIS_HREFS);
        expect(await crisis.announced()).toMatchObject({ role: "DisclosureTriangle", expanded: true });
        const labels = (await crisis.details.locator("a").allTextContents()).map((t) =>
          t.replace(" (opens in a new tab)", "").trim(),
        );
        expect(labels.slice(0, 5)).toEqual([
          "Call 988, then select 1",
          "Text 838255",
          "Chat online",
          "TTY: call 711, then 988",
          "Call 911",
        ]);
        expect(await crisis.details.innerText()).not.toContain("273-8255");
        for (const link of await crisis.details.locator("a").all()) {
          const linkBox = (await link.boundingBox())!;
          expect(linkBox.height, await link.innerText()).toBeGreaterThanOrEqual(24);
        }
        const chat = crisis.details.locator('a[href^="https://www.veteranscrisisline.net/get-help-now/chat/"]');
        expect(await chat.getAttribute("target")).toBe("_blank");
        expect(await chat.getAttribute("rel")).toBe("noopener noreferrer");
      });
    }

    it(`on ${pageName}: works by keyboard, Escape closes it and focus returns to the control`, async () => {
      const { page, problems } = await openPage(ctx.browser, { path });
      const crisis = crisisLine(page);
      await page.waitForLoadState("networkidle");
      // The page hydrates (the 404 page too, docs/decisions/002) without a warning or mismatch. The
      // 404 page's own document is the one resource that answers 404, and Chromium logs that.
      const expected =
        path === "/" ? [] : ["error: Failed to load resource: the server responded with a status of 404 (Not Found)"];
      expect(problems).toEqual(expected);
      // After "Skip to main content", the crisis line is the first stop.
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      expect(await crisis.summary.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press("Enter");
      expect(await crisis.isOpen()).toBe(true);
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe("tel:988");
      // Escape needs the page's script: until hydration finishes, pressing it again is what a person would do.
      await expect
        .poll(async () => {
          await page.keyboard.press("Escape");
          return crisis.isOpen();
        })
        .toBe(false);
      expect(await crisis.summary.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press(" ");
      expect(await crisis.isOpen()).toBe(true);
      await page.keyboard.press("Escape");
      expect(await crisis.isOpen()).toBe(false);
    });

    it(`on ${pageName}: opens without JavaScript, from the prerendered HTML`, async () => {
      const { page } = await openPage(ctx.browser, { path, javaScriptEnabled: false, ...SMALL_PHONE });
      const crisis = crisisLine(page);
      await crisis.summary.click();
      expect(await crisis.visibleHrefs()).toEqual(CRISIS_HREFS);
    });
  }

  it("stays in reach while scrolling, and a tap elsewhere closes it", async () => {
    const { page } = await openPage(ctx.browser, SMALL_PHONE);
    const crisis = crisisLine(page);
    await page.waitForLoadState("networkidle");
    await page.locator("#resources").evaluate((el) => el.scrollIntoView());
    const box = (await crisis.summary.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(640);
    await crisis.summary.click();
    expect(await crisis.isOpen()).toBe(true);
    await expect
      .poll(async () => {
        await page.mouse.click(4, 630);
        return crisis.isOpen();
      })
      .toBe(false);
  });

  it("leaves the footer's crisis band in place", async () => {
    const { page } = await openPage(ctx.browser);
    const band = page.getByRole("region", { name: "Veterans Crisis Line:" });
    expect(await band.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(
      CRISIS_HREFS.slice(0, 3),
    );
  });
});
