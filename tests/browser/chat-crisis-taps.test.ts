import { describe, expect, it } from "vitest";
import { openPage, PHONE, useBrowser } from "../support/browser";
import { chatDialog } from "./pages/chat-dialog";

const ctx = useBrowser();

describe("the crisis reply, with the real function", () => {
  it("offers the crisis line and the service's phone as one-tap links, and no other tel: or sms:", async () => {
    const { page, problems } = await openPage(ctx.browser, PHONE);
    const chat = chatDialog(page);
    await chat.openFromFloatingButton();
    await chat.send("I just want to end it all tonight");
    await expect.poll(() => chat.messages(), { timeout: 40_000 }).toHaveLength(3);
    const links = await chat.log
      .getByRole("link")
      .evaluateAll((els) => els.map((a) => [a.getAttribute("href"), (a.textContent ?? "").trim()]));
    expect(links.filter(([href]) => /^(tel|sms):/.test(href!))).toEqual([
      ["tel:988", "Call 988, then select 1"],
      ["sms:838255", "Text 838255"],
      ["tel:711", "call 711, then 988"],
      ["tel:911", "call 911"],
      ["tel:+15550100123", "(555) 010-0123"],
    ]);
    expect(links.filter(([href]) => !/^(tel|sms):/.test(href!))).toEqual([
      ["https://www.veteranscrisisline.net/get-help-now/chat/", "Veterans Crisis Line chat (opens in a new tab)"],
    ]);
    // Each phone and text target is at least 24 px tall (WCAG 2.2 target size).
    for (const link of await chat.log.locator('a[href^="tel:"], a[href^="sms:"]').all()) {
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    }
    expect(problems).toEqual([]);
  }, 60_000);
});

/** Opens the Spanish page on a 360 px phone, sends `message` in the chat and returns the reply. */
async function replyInSpanishAt360(message: string) {
  const { page, problems } = await openPage(ctx.browser, {
    path: "/es/",
    ...PHONE,
    viewport: { width: 360, height: 640 },
  });
  await page.getByRole("button", { name: "Iniciar chat gratis" }).click();
  const dialog = page.getByRole("dialog", { name: "Asistente de beneficios de VA" });
  const input = dialog.getByRole("textbox", { name: "Su mensaje" });
  await input.fill(message);
  await input.press("Enter");
  const log = dialog.getByRole("log", { name: "Conversación" });
  await expect.poll(() => log.locator("[data-message]").count(), { timeout: 40_000 }).toBe(3);
  return { reply: log.locator("[data-message]").last(), problems };
}

describe("the Spanish crisis reply on a 360 px phone", () => {
  it("keeps every one-tap link inside its message, each at least 24 px tall", async () => {
    const { reply, problems } = await replyInSpanishAt360("no quiero vivir, tengo la pistola aqui");
    expect(await reply.textContent()).toContain("envíe un mensaje de texto al 838255");
    const bubble = (await reply.boundingBox())!;
    const taps = await reply.locator('a[href^="tel:"], a[href^="sms:"]').all();
    expect(taps.length).toBeGreaterThanOrEqual(4);
    for (const tap of taps) {
      const box = (await tap.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(24);
      // Within the message's own box (a nowrap tap ran 40 px past it).
      expect(box.x).toBeGreaterThanOrEqual(bubble.x);
      expect(box.x + box.width).toBeLessThanOrEqual(bubble.x + bubble.width + 0.5);
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it("keeps the stop after the line's text-message link on the link's own line", async () => {
    // Possible risk (issue 18's own example): the one line above an answer.
    const { reply, problems } = await replyInSpanishAt360("si me muero, mi esposa recibe mi compensacion?");
    expect(await reply.textContent()).toContain("envíe un mensaje de texto al 838255.");
    // An inline-block link as wide as the message left the "." on a line of its own.
    const [linkBottom, stopBottom] = await reply.locator('a[href^="sms:"]').evaluate((a) => {
      const range = document.createRange();
      range.setStart(a.nextSibling!, 0);
      range.setEnd(a.nextSibling!, 1);
      const rects = a.getClientRects();
      return [rects[rects.length - 1]!.bottom, range.getBoundingClientRect().bottom];
    });
    expect(Math.abs(stopBottom - linkBottom)).toBeLessThan(12);
    expect(problems).toEqual([]);
  }, 60_000);
});
