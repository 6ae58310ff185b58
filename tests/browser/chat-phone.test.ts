import { describe, expect, it } from "vitest";
import { openPage, useBrowser } from "../support/browser";
import { chatDialog, FALLBACK, GREETING, routeChat } from "./pages/chat-dialog";

const ctx = useBrowser();
const ok = (response: string) => ({ status: 200, body: JSON.stringify({ response }) });
// The machine may be busy: give the page time, never assert on time.
const SLOW = { timeout: 15_000 };
const LONG_REPLY = Array.from({ length: 40 }, (_, i) => `Step ${i + 1}: gather what VA asks for.`).join("\n");

describe.each([
  { width: 390, height: 844 },
  { width: 360, height: 640 },
])("the chat on a $width x $height phone", (viewport) => {
  const phone = { viewport, isMobile: true, hasTouch: true };

  it("takes the full screen, with a message area of at least 55% of its height", async () => {
    const { page } = await openPage(ctx.browser, phone);
    const chat = chatDialog(page);
    await chat.openFromFloatingButton();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), SLOW).toBe("chat-input");
    const dialog = (await chat.dialog.boundingBox())!;
    const log = (await chat.log.boundingBox())!;
    expect(dialog.width).toBe(viewport.width);
    expect(dialog.height).toBeGreaterThanOrEqual(0.9 * viewport.height);
    expect(log.height).toBeGreaterThanOrEqual(0.55 * viewport.height);
    // The input and the send button stay on screen below the messages.
    const send = (await chat.sendButton.boundingBox())!;
    expect(send.y + send.height).toBeLessThanOrEqual(viewport.height);
  });

  it("keeps a VA form number on one line, however the reply wraps", async () => {
    const { page } = await openPage(ctx.browser, phone);
    const reply = Array.from(
      { length: 6 },
      (_, i) => `${"x".repeat(i * 3)} File an Intent to File (VA Form 21-0966) and then VA Form 21-526EZ online.`,
    ).join("\n");
    await routeChat(page, () => ok(reply));
    const chat = chatDialog(page);
    await chat.openFromFloatingButton();
    await chat.send("How do I start a claim?");
    await expect.poll(() => chat.messages(), SLOW).toHaveLength(3);
    const numbers = await chat.log.getByText(/^21-(0966|526EZ)$/).all();
    expect(numbers).toHaveLength(12);
    for (const number of numbers) {
      const lines = await number.evaluate((el) => el.getClientRects().length);
      expect(lines, (await number.textContent()) ?? "").toBe(1);
    }
  });

  it("shows a long reply from its first line and gives the input its focus back", async () => {
    const { page } = await openPage(ctx.browser, phone);
    const api = await routeChat(page, () => ok(LONG_REPLY));
    const chat = chatDialog(page);
    await chat.openFromFloatingButton();
    api.hold();
    await chat.send("What do I need for my claim?");
    await chat.typing.waitFor();
    expect(await chat.input.isDisabled()).toBe(true);
    api.release();
    await expect.poll(() => chat.messages(), SLOW).toHaveLength(3);
    const view = await chat.log.evaluate((log) => {
      const reply = [...log.querySelectorAll("[data-message]")].at(-1)!;
      const box = log.getBoundingClientRect();
      const top = reply.getBoundingClientRect().top;
      return {
        replyTop: top - box.top,
        logHeight: box.height,
        atEnd: log.scrollHeight - log.scrollTop - log.clientHeight < 2,
      };
    });
    // Its first line is inside the message area, near its top; the reply is not scrolled to its end.
    expect(view.replyTop).toBeGreaterThanOrEqual(0);
    expect(view.replyTop).toBeLessThan(view.logHeight / 3);
    expect(view.atEnd).toBe(false);
    expect(await chat.log.getByText("Step 1:", { exact: false }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("chat-input");
  });

  it("shows a short reply whole, with the question above it, and keeps the focus in the input", async () => {
    const { page } = await openPage(ctx.browser, phone);
    await routeChat(page, ({ message }) => ok(`Answer to ${message}`));
    const chat = chatDialog(page);
    await chat.openFromFloatingButton();
    for (const question of ["one", "two", "three", "four", "five", "six"]) {
      await chat.send(question);
      await expect.poll(() => chat.messages(), SLOW).toContain(`Assistant: Answer to ${question}`);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("chat-input");
    }
    const atEnd = await chat.log.evaluate((log) => log.scrollHeight - log.scrollTop - log.clientHeight < 2);
    expect(atEnd).toBe(true);
  });

  it("keeps the fallback text and gives the input its focus back after a failure", async () => {
    const { page } = await openPage(ctx.browser, phone);
    await routeChat(page, () => ({ status: 500, body: JSON.stringify({ error: "boom" }) }));
    const chat = chatDialog(page);
    await chat.openFromFloatingButton();
    await chat.send("Hello");
    await expect
      .poll(() => chat.messages(), SLOW)
      .toEqual([`Assistant: ${GREETING}`, "You: Hello", `Assistant: ${FALLBACK}`]);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("chat-input");
  });
});
