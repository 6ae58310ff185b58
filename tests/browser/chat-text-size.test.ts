import { axeViolations } from "../support/axe";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, PHONE, useBrowser } from "../support/browser";
import { chatDialog, routeChat } from "./pages/chat-dialog";

const ctx = useBrowser();
const SMALL_PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true } as const;
const WIDE = { viewport: { width: 1440, height: 900 } } as const;

/**
 * Where the chat's input, its crisis link and its own hand-off row (talk to a person, call) are,
 * and whether each can be reached in the dialog. `screen`: the visible height (a keyboard's
 * visual viewport, or the window).
 */
function reachable(page: Page) {
  return page.evaluate(() => {
    const dialog = document.querySelector<HTMLElement>("[role=dialog]")!;
    const bottom = dialog.querySelector<HTMLElement>("[data-chat-bottom]")!;
    const input = document.getElementById("chat-input")!;
    const crisis = dialog.querySelector<HTMLAnchorElement>('a[href="tel:988"]')!;
    const person = [...bottom.querySelectorAll("button")].find((b) => b.textContent!.includes("Talk to a person"))!;
    const call = bottom.querySelector<HTMLAnchorElement>('a[href^="tel:+1"]')!;
    const screen = Math.min(window.innerHeight, window.visualViewport!.height);
    const place = (el: Element) => {
      const r = el.getBoundingClientRect();
      // Reachable: inside the screen, and the element at its middle is the element itself.
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return {
        top: Math.round(r.top),
        bottom: Math.round(r.bottom),
        width: Math.round(r.width),
        height: Math.round(r.height),
        onScreen: r.top >= 0 && r.bottom <= screen && r.height > 0,
        onTop: hit === el || el.contains(hit),
      };
    };
    return { input: place(input), crisis: place(crisis), person: place(person), call: place(call), screen };
  });
}

/** The hand-off row's two actions are on screen, tappable and at least 44 px each way. */
function expectHandoffUsable(at: Awaited<ReturnType<typeof reachable>>) {
  for (const action of [at.person, at.call]) {
    expect(action, JSON.stringify(at)).toMatchObject({ onScreen: true, onTop: true });
    expect(Math.min(action.width, action.height), JSON.stringify(at)).toBeGreaterThanOrEqual(44);
  }
}

for (const [name, options] of [
  ["360 x 640", SMALL_PHONE],
  ["390 x 844", PHONE],
  ["1440", WIDE],
] as const) {
  describe(`the chat at any text size (${name})`, () => {
    for (const text of ["100%", "200%"]) {
      it(`keeps the input, the crisis link and the hand-off on screen and tappable at ${text} text`, async () => {
        const { page, problems } = await openPage(ctx.browser, options);
        await page.evaluate((size) => (document.documentElement.style.fontSize = size), text);
        const chat = chatDialog(page);
        await chat.openFromHero();
        const at = await reachable(page);
        expect(at.input, JSON.stringify(at)).toMatchObject({ onScreen: true, onTop: true });
        expect(at.crisis, JSON.stringify(at)).toMatchObject({ onScreen: true, onTop: true });
        // The hand-off row stays (compact in a short dialog), its names whole.
        expectHandoffUsable(at);
        // The title area scrolls within its cap rather than pushing the rest off the screen.
        const top = await page.locator("[data-chat-top]").evaluate((el) => ({
          height: el.getBoundingClientRect().height,
          dialog: el.closest("[role=dialog]")!.getBoundingClientRect().height,
          overflow: getComputedStyle(el).overflowY,
          content: el.scrollHeight,
        }));
        expect(top.height).toBeLessThanOrEqual(0.3 * top.dialog + 1);
        // ... and keeps room to show the title: all of it when short, a fifth of the dialog when not.
        expect(top.height).toBeGreaterThanOrEqual(Math.min(top.content, 0.2 * top.dialog) - 1);
        expect(top.overflow).toBe("auto");
        expect(problems).toEqual([]);
      });
    }

    it("shows the disclaimer on one line with a control that shows it all, and a 44 px Close", async () => {
      const { page } = await openPage(ctx.browser, options);
      const chat = chatDialog(page);
      await chat.openFromHero();
      const description = chat.dialog.locator("#chat-disclaimer");
      const lineHeight = await description.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      const closed = (await description.boundingBox())!;
      expect(closed.height).toBeLessThan(1.5 * lineHeight + 4);
      // Screen readers get the whole text either way.
      expect(await description.textContent()).toContain("Social Security number");
      const more = chat.dialog.getByRole("button", { name: /more about these answers/ });
      expect(await more.getAttribute("aria-expanded")).toBe("false");
      await more.click();
      expect(
        await chat.dialog.getByRole("button", { name: /less about these answers/ }).getAttribute("aria-expanded"),
      ).toBe("true");
      expect((await description.boundingBox())!.height).toBeGreaterThan(closed.height);
      const close = (await chat.closeButton.boundingBox())!;
      expect(close.width).toBeGreaterThanOrEqual(44);
      expect(close.height).toBeGreaterThanOrEqual(44);
    });
  });
}

describe("the chat with a phone keyboard up (360 px)", () => {
  for (const text of ["100%", "200%"]) {
    it(`keeps half of the visible height for the conversation, the input, the crisis link and the hand-off in view at ${text} text`, async () => {
      // A keyboard that resizes the page leaves 360 x 360 of a 360 x 640 phone.
      const { page, problems } = await openPage(ctx.browser, { ...SMALL_PHONE, viewport: { width: 360, height: 360 } });
      await page.evaluate((size) => (document.documentElement.style.fontSize = size), text);
      await routeChat(page, () => ({ status: 200, body: JSON.stringify({ response: "Line\n".repeat(30) }) }));
      const chat = chatDialog(page);
      await chat.openFromHero();
      await chat.send("What do I need?");
      await expect.poll(() => chat.messages()).toHaveLength(3);
      const log = (await chat.log.boundingBox())!;
      expect(log.height).toBeGreaterThanOrEqual(180);
      const at = await reachable(page);
      // All on screen, and nothing scrolled in the dialog to get there.
      expect(at.input, JSON.stringify(at)).toMatchObject({ onScreen: true, onTop: true });
      expect(at.crisis, JSON.stringify(at)).toMatchObject({ onScreen: true, onTop: true });
      expectHandoffUsable(at);
      expect(await chat.dialog.evaluate((el) => el.scrollTop)).toBe(0);
      expect(problems).toEqual([]);
      if (text === "100%") return;
      // At 200% the crisis link and the hand-off share one row, and the link's words shrink to
      // "988, select 1" while its name still says what it is for.
      expect(Math.abs(at.crisis.top - at.person.top), JSON.stringify(at)).toBeLessThanOrEqual(8);
      const crisisLink = chat.dialog.getByRole("link", { name: "In crisis? 988, select 1", exact: true });
      await expect
        .poll(async () => (await crisisLink.innerText()).replace(/\s+/g, " "))
        .toBe("In crisis? 988, select 1");
      expect(await crisisLink.getAttribute("href")).toBe("tel:988");
    });
  }

  it("fits the input's hint in its two lines on a 360 px phone, in English and in Spanish", async () => {
    for (const path of ["/", "/es/"]) {
      const { page } = await openPage(ctx.browser, { ...SMALL_PHONE, path });
      await page.getByRole("button", { name: path === "/" ? "Start Free Chat" : "Iniciar chat gratis" }).click();
      // The hint typed in as text: a third line would overflow the box (and show cut in half).
      const fit = await page.locator("#chat-input").evaluate((el: HTMLTextAreaElement) => {
        el.value = el.placeholder;
        return { scroll: el.scrollHeight, client: el.clientHeight, hint: el.placeholder };
      });
      expect(fit.scroll, JSON.stringify(fit)).toBeLessThanOrEqual(fit.client);
    }
  });

  it("follows the visual viewport when a keyboard covers part of the screen without resizing the page", async () => {
    const { page } = await openPage(ctx.browser, SMALL_PHONE);
    // Chromium on a desktop has no on-screen keyboard: the visual viewport is set as one would leave it.
    const chat = chatDialog(page);
    await chat.openFromHero();
    await page.evaluate(() => {
      const viewport = window.visualViewport!;
      Object.defineProperty(viewport, "height", { configurable: true, get: () => 330 });
      viewport.dispatchEvent(new Event("resize"));
    });
    await expect.poll(() => chat.dialog.evaluate((el) => Math.round(el.getBoundingClientRect().height))).toBe(330);
    const log = (await chat.log.boundingBox())!;
    expect(log.height).toBeGreaterThanOrEqual(165);
    const input = (await chat.input.boundingBox())!;
    expect(input.y + input.height).toBeLessThanOrEqual(330);
    const at = await reachable(page);
    expect(at.screen).toBe(330);
    expect(at.crisis).toMatchObject({ onScreen: true, onTop: true });
    expectHandoffUsable(at);
  });

  it("has the compact hand-off row's visible words inside its names, and axe finds nothing in the dialog", async () => {
    const { page } = await openPage(ctx.browser, SMALL_PHONE);
    await page.evaluate(() => (document.documentElement.style.fontSize = "200%"));
    const chat = chatDialog(page);
    await chat.openFromHero();
    const found = await axeViolations(page, {
      include: "[role=dialog]",
      // Off by default in axe: the compact row shows "Person" for "Talk to a person".
      rules: { "label-content-name-mismatch": { enabled: true } },
    });
    expect(found).toEqual([]);
    // Shown: "Person" and the phone icon; the whole names are there for screen readers only (1 px).
    const bottom = chat.dialog.locator("[data-chat-bottom]");
    const person = bottom.getByRole("button", { name: "Talk to a person", exact: true });
    expect((await person.getByText("Person", { exact: true }).boundingBox())!.width).toBeGreaterThan(20);
    expect((await person.getByText("Talk to a person").boundingBox())!.width).toBeLessThanOrEqual(1);
    const call = bottom.getByRole("link", { name: "Call (555) 010-0123", exact: true });
    expect((await call.getByText("(555) 010-0123").boundingBox())!.width).toBeLessThanOrEqual(1);
  });
});
