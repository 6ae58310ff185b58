import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, PHONE, useBrowser } from "../support/browser";
import { chatDialog, FALLBACK, GREETING, routeChat } from "./pages/chat-dialog";

const ctx = useBrowser();
const ok = (response: string) => ({ status: 200, body: JSON.stringify({ response }) });

describe("the chat dialog", () => {
  it("opens from the hero button with the title and the greeting, and closes from the X", async () => {
    const { page, problems } = await openPage(ctx.browser);
    const chat = chatDialog(page);
    await chat.openFromHero();
    expect(await chat.messages()).toEqual([`Assistant: ${GREETING}`]);
    expect(await chat.input.getAttribute("placeholder")).toBe("Ask about disability claims, home loans, education...");
    const text = await chat.dialog.innerText();
    expect(text).toContain("AI-generated");
    expect(text).toContain("Social Security number or medical records");
    await chat.closeButton.click();
    await chat.dialog.waitFor({ state: "detached" });
    // Focus goes back to the button that opened it.
    // Radix gives focus back a tick after the dialog leaves the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Start Free Chat");
    expect(problems).toEqual([]);
  });

  it("gives focus back to whichever button opened it, each time", async () => {
    const { page } = await openPage(ctx.browser);
    const chat = chatDialog(page);
    await chat.openFromHero();
    await chat.closeButton.click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Start Free Chat");
    await chat.openFromFloatingButton();
    await page.keyboard.press("Escape");
    await chat.dialog.waitFor({ state: "detached" });
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent),
      )
      .toBe("Open chat assistant");
  });

  it("leaves the page standing when the chat's code cannot be loaded", async () => {
    const { page } = await openPage(ctx.browser, {
      beforeLoad: (p) => p.route("**/assets/chat-dialog-*.js", (route) => route.abort("connectionreset")),
    });
    await page.getByRole("button", { name: "Start Free Chat" }).click();
    await page.waitForTimeout(500);
    expect(await chatDialog(page).dialog.count()).toBe(0);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Get the VA Benefits You’ve Earned");
    expect(await page.getByRole("form", { name: "Request a free consultation" }).count()).toBe(1);
  });

  it("opens from the floating round button at the bottom right", async () => {
    const { page } = await openPage(ctx.browser, PHONE);
    await page.locator("#services").scrollIntoViewIfNeeded();
    const button = page.getByRole("button", { name: "Open chat assistant" });
    await button.waitFor();
    const box = await button.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeGreaterThan(390 - 40);
    expect(box!.y + box!.height).toBeGreaterThan(844 - 40);
    const chat = chatDialog(page);
    await chat.openFromFloatingButton();
    expect(await chat.messages()).toEqual([`Assistant: ${GREETING}`]);
    const dialogBox = await chat.dialog.boundingBox();
    expect(dialogBox!.width).toBeLessThanOrEqual(390);
    expect(dialogBox!.height).toBeLessThanOrEqual(844);
  });

  it("appends the message at once, clears the input, shows Typing... and disables input and send while waiting", async () => {
    const { page } = await openPage(ctx.browser);
    const api = await routeChat(page, () =>
      ok("You can file an Intent to File first: https://www.va.gov/resources/your-intent-to-file-a-va-claim/."),
    );
    const chat = chatDialog(page);
    await chat.openFromHero();
    api.hold();
    await chat.send("   How do I start a disability claim?  ");
    expect(await chat.messages()).toEqual([`Assistant: ${GREETING}`, "You: How do I start a disability claim?"]);
    expect(await chat.input.inputValue()).toBe("");
    await chat.typing.waitFor();
    expect(await chat.input.isDisabled()).toBe(true);
    expect(await chat.sendButton.isDisabled()).toBe(true);
    api.release();
    await chat.typing.waitFor({ state: "detached" });
    expect(await chat.messages()).toEqual([
      `Assistant: ${GREETING}`,
      "You: How do I start a disability claim?",
      // The link reads as its host and path, not as the raw address.
      "Assistant: You can file an Intent to File first: Your intent to file a VA claim on VA.gov.",
    ]);
    expect(await chat.input.isDisabled()).toBe(false);
    expect(await chat.sendButton.isDisabled()).toBe(false);
    // The reply's link is a real, safe link; the trailing full stop is not part of it.
    const link = chat.log.getByRole("link");
    expect(await link.getAttribute("href")).toBe("https://www.va.gov/resources/your-intent-to-file-a-va-claim/");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await link.getAttribute("target")).toBe("_blank");
    // The trimmed text went out with a spec-shaped session id.
    expect(api.bodies).toHaveLength(1);
    expect(api.bodies[0]!.message).toBe("How do I start a disability claim?");
    expect(api.bodies[0]!.sessionId).toMatch(/^session-\d{13}-[a-z0-9]{9}$/);
  });

  it.each([
    [
      "the server fails",
      (page: Page) => routeChat(page, () => ({ status: 500, body: JSON.stringify({ error: "boom" }) })),
    ],
    [
      "the network is down",
      (page: Page) => page.route("**/api/chat/send", (route) => route.abort("connectionrefused")),
    ],
  ])("shows the fallback message when %s", async (_when, breakChat) => {
    const { page } = await openPage(ctx.browser);
    await breakChat(page);
    const chat = chatDialog(page);
    await chat.openFromHero();
    await chat.send("Hello");
    await expect
      .poll(() => chat.messages())
      .toEqual([`Assistant: ${GREETING}`, "You: Hello", `Assistant: ${FALLBACK}`]);
  });

  it("sends on Enter and with the send button, not on Shift+Enter, and never sends an empty message", async () => {
    const { page } = await openPage(ctx.browser);
    const api = await routeChat(page, ({ message }) => ok(`Echo: ${message}`));
    const chat = chatDialog(page);
    await chat.openFromHero();
    await chat.input.fill("   ");
    await chat.input.press("Enter");
    await chat.sendButton.click();
    await chat.input.fill("First line");
    await chat.input.press("Shift+Enter");
    expect(api.bodies).toEqual([]);
    expect(await chat.messages()).toEqual([`Assistant: ${GREETING}`]);
    expect(await chat.input.inputValue()).toBe("First line\n");
    await chat.input.pressSequentially("second line");
    await chat.sendButton.click();
    await expect
      .poll(() => chat.messages())
      .toEqual([`Assistant: ${GREETING}`, "You: First line\nsecond line", "Assistant: Echo: First line\nsecond line"]);
    expect(api.bodies).toHaveLength(1);
  });

  it("shows replies as text: no HTML from the server, only allowed https links", async () => {
    const { page, problems } = await openPage(ctx.browser);
    const reply =
      '<img src=x onerror="hacked=1"><b>bold</b> javascript:alert(1) http://insecure.example/x https://www.va.gov/find-forms/';
    await routeChat(page, () => ok(reply));
    const chat = chatDialog(page);
    await chat.openFromHero();
    await chat.send("Show me");
    await expect
      .poll(() => chat.messages())
      .toContain('Assistant: <img src=x onerror="hacked=1"><b>bold</b> Find a VA form on VA.gov');
    expect(await chat.log.locator("img, b").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    const hrefs = await chat.log.getByRole("link").evaluateAll((els) => els.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(["https://www.va.gov/find-forms/"]);
    expect(problems).toEqual([]);
  });

  it("keeps the conversation and the session after closing and reopening", async () => {
    const { page } = await openPage(ctx.browser);
    const api = await routeChat(page, ({ message }) => ok(`Answer to ${message}`));
    const chat = chatDialog(page);
    await chat.openFromHero();
    await chat.send("one");
    await expect.poll(() => chat.messages()).toHaveLength(3);
    await chat.closeButton.click();
    await chat.dialog.waitFor({ state: "detached" });
    await chat.openFromFloatingButton();
    expect(await chat.messages()).toEqual([`Assistant: ${GREETING}`, "You: one", "Assistant: Answer to one"]);
    await chat.send("two");
    await expect.poll(() => chat.messages()).toHaveLength(5);
    expect(api.bodies.map((b) => b.sessionId)).toEqual([api.bodies[0]!.sessionId, api.bodies[0]!.sessionId]);
  });

  it("announces new messages and shows a long reply from its first line", async () => {
    const { page } = await openPage(ctx.browser);
    await routeChat(page, () => ok("A long answer.\n".repeat(30)));
    const chat = chatDialog(page);
    await chat.openFromHero();
    expect(await chat.log.getAttribute("aria-live")).toBe("polite");
    await chat.send("Tell me everything");
    await expect.poll(() => chat.messages()).toHaveLength(3);
    expect(await chat.log.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    const replyTop = await chat.log.evaluate(
      (el) =>
        [...el.querySelectorAll("[data-message]")].at(-1)!.getBoundingClientRect().top - el.getBoundingClientRect().top,
    );
    expect(replyTop).toBeGreaterThanOrEqual(0);
    expect(replyTop).toBeLessThan(40);
  });
});
