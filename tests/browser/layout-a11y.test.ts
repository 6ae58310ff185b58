import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE, useBrowser } from "../support/browser";
import { chatDialog } from "./pages/chat-dialog";

const ctx = useBrowser();
const SMALL_PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true } as const;

/** Border width, style and color of the element, with the color of its own background. */
function edge(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        width: parseFloat(s.borderTopWidth),
        style: s.borderTopStyle,
        color: s.borderTopColor,
        fill: s.backgroundColor,
      };
    });
}

describe("forced colors (Windows high contrast)", () => {
  it("keeps the edges of the buttons, inputs and the chat dialog", async () => {
    const { page } = await openPage(ctx.browser, { ...DESKTOP, forcedColors: "active" });
    const selectors = [
      'button:has-text("Start Free Chat")',
      'button:has-text("Form Wizard")',
      'button:has-text("Schedule Free Consultation")',
      "#consultation-fullName",
      "#consultation-serviceBranch",
    ];
    const chat = chatDialog(page);
    await chat.openFromHero();
    selectors.push('[role="dialog"]', 'button:has(span:text-is("Send message"))');
    for (const selector of selectors) {
      const e = await edge(page, selector);
      expect(e.width, selector).toBeGreaterThanOrEqual(1);
      expect(e.style, selector).toBe("solid");
      expect(e.color, selector).not.toBe(e.fill);
      expect(e.color, selector).not.toBe("rgba(0, 0, 0, 0)");
    }
  });
});

describe("200% text on a phone", () => {
  for (const options of [PHONE, SMALL_PHONE]) {
    it(`never scrolls sideways at ${options.viewport.width} px`, async () => {
      const { page } = await openPage(ctx.browser, options);
      await page.evaluate(() => (document.documentElement.style.fontSize = "200%"));
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        view: document.documentElement.clientWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.view);
    });
  }
});

describe("primary tap targets", () => {
  it("are at least 44 x 44 px on a phone", async () => {
    const { page } = await openPage(ctx.browser, SMALL_PHONE);
    const targets = [
      page.getByRole("button", { name: "Start Free Chat" }),
      page.getByRole("button", { name: "Form Wizard" }),
      page.getByRole("button", { name: "Menu" }),
      page.locator("#contact").getByRole("link", { name: "(555) 010-0123" }),
      page.locator("#consultation-fullName"),
      page.locator("#consultation-email"),
      page.locator("#consultation-phone"),
      page.locator("#consultation-serviceBranch"),
      page.getByRole("button", { name: "Schedule Free Consultation" }),
    ];
    await page.locator("#services").scrollIntoViewIfNeeded();
    targets.push(page.getByRole("button", { name: "Open chat assistant" }));
    for (const target of targets) {
      const box = (await target.boundingBox())!;
      expect(box.width, String(target)).toBeGreaterThanOrEqual(44);
      expect(box.height, String(target)).toBeGreaterThanOrEqual(44);
    }
  });
});

describe("the floating chat button", () => {
  it("never covers the hero buttons, a form control or a crisis link, from top to bottom (360 x 640)", async () => {
    const { page } = await openPage(ctx.browser, { ...SMALL_PHONE, reducedMotion: "reduce" });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    let shown = 0;
    for (let y = 0; y < height; y += 160) {
      await page.evaluate((y) => window.scrollTo(0, y), y);
      // IntersectionObserver reports after a frame.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const covered = await page.evaluate(() => {
        const button = document.querySelector<HTMLElement>("[data-floating-chat]")!;
        const b = button.getBoundingClientRect();
        if (getComputedStyle(button).visibility === "hidden") return { shown: false, covered: [] as string[] };
        const keep = [
          ...document.querySelectorAll<HTMLElement>(
            "section[aria-labelledby=hero-title] button, form input:not([tabindex='-1']), form select, form button, footer a[href^='tel:988'], footer a[href^='sms:'], footer a[href*='veteranscrisisline']",
          ),
        ];
        const hits = keep.filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
        });
        return { shown: true, covered: hits.map((el) => el.outerHTML.slice(0, 80)) };
      });
      if (covered.shown) shown++;
      expect(covered.covered, `at scroll ${y}`).toEqual([]);
    }
    // It is there in between, where none of these is on screen.
    expect(shown).toBeGreaterThan(0);
  });

  it("is hidden in the first screen, shows in the middle, and hides at the contact form and the footer", async () => {
    const { page } = await openPage(ctx.browser, { ...SMALL_PHONE, reducedMotion: "reduce" });
    const button = page.getByRole("button", { name: "Open chat assistant" });
    await page.getByRole("button", { name: "Start Free Chat" }).waitFor();
    expect(await button.isVisible()).toBe(false);
    await page.locator("#services").scrollIntoViewIfNeeded();
    await button.waitFor({ state: "visible" });
    await page.locator("#consultation-phone").scrollIntoViewIfNeeded();
    await button.waitFor({ state: "hidden" });
    await page.locator("footer").scrollIntoViewIfNeeded();
    await button.waitFor({ state: "hidden" });
  });
});
