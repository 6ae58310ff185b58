import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE, useBrowser } from "../support/browser";
import { type Box, changedPixelContrasts, ringContrast } from "../support/pixel-contrast";

const ctx = useBrowser();
const MARGIN = 8;

type Stop = { name: string; contrast: number; top: number; headerBottom: number; underHeader: boolean };

/** Where focus is: its name, its box in the viewport, and whether the header's overlap matters. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const r = el.getBoundingClientRect();
    const header = document.querySelector("header")!;
    return {
      name: `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? el.getAttribute("name") ?? "").trim().slice(0, 40)}"`,
      box: { x: r.x, y: r.y, width: r.width, height: r.height },
      visible: el.matches(":focus-visible"),
      // The header's own controls and fixed controls (skip link, chat button) sit over it by design.
      underHeader: !header.contains(el) && getComputedStyle(el).position !== "fixed",
      headerBottom: header.getBoundingClientRect().bottom,
      viewport: { width: innerWidth, height: innerHeight },
    };
  });
}

/** Tabs through the whole page; at each stop, screenshots the box focused and then blurred. */
async function walkTabStops(page: Page, scratch: Page): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < 150; i++) {
    await page.keyboard.press("Tab");
    const at = await focused(page);
    if (!at) break;
    if (stops.length > 0 && at.name === stops[0]!.name) break;
    expect(at.visible, at.name).toBe(true);
    const x = Math.max(0, at.box.x - MARGIN);
    const y = Math.max(0, at.box.y - MARGIN);
    const clip: Box = {
      x,
      y,
      width: Math.min(at.viewport.width, at.box.x + at.box.width + MARGIN) - x,
      height: Math.min(at.viewport.height, at.box.y + at.box.height + MARGIN) - y,
    };
    const element = await page.evaluateHandle(() => document.activeElement as HTMLElement);
    const after = await page.screenshot({ clip, caret: "hide", animations: "disabled" });
    await element.evaluate((el) => el.blur());
    const before = await page.screenshot({ clip, caret: "hide", animations: "disabled" });
    // Focus goes back without scrolling, so the next Tab goes on from here.
    await element.evaluate((el) => el.focus({ preventScroll: true }));
    await element.dispose();
    const contrasts = await changedPixelContrasts(scratch, before, after);
    stops.push({
      name: at.name,
      contrast: Math.round(ringContrast(contrasts, at.box) * 100) / 100,
      top: at.box.y,
      headerBottom: at.headerBottom,
      underHeader: at.underHeader,
    });
  }
  return stops;
}

for (const [device, options] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  describe(`keyboard focus (${device})`, () => {
    it("shows a ring of at least 3:1 against whatever is behind it, and never under the header", async () => {
      const { page } = await openPage(ctx.browser, { ...options, reducedMotion: "reduce" });
      const scratch = await page.context().newPage();
      const stops = await walkTabStops(page, scratch);
      console.log(
        `${device}: ${stops.length} tab stops, focus ring contrast per stop:\n` +
          stops.map((s) => `  ${s.contrast.toFixed(2)}:1  ${s.name}`).join("\n"),
      );
      expect(stops.length).toBeGreaterThan(20);
      expect(stops.filter((s) => s.contrast < 3).map((s) => `${s.name} ${s.contrast}`)).toEqual([]);
      expect(
        stops.filter((s) => s.underHeader && s.top < s.headerBottom - 0.5).map((s) => `${s.name} top ${s.top}`),
      ).toEqual([]);
    }, 240_000);
  });
}
