/**
 * Issue 20, items 4 and 5 in Chromium: the starter questions under the greeting and the
 * follow-ups after an answer (buttons, not messages, each sent as if typed), and the hand-off to
 * a person from inside the chat (close, scroll to the consultation form, focus its first field).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, PHONE, useBrowser } from "../support/browser";
import { chatDialog, GREETING, routeChat } from "./pages/chat-dialog";

const ctx = useBrowser();

const suggestions = (page: Page) => chatDialog(page).dialog.getByRole("list", { name: "Suggested questions" });

/** Focus is on the consultation form's full name field, and the field is on screen. */
async function expectFocusOnFullName(page: Page) {
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("consultation-fullName");
  await expect
    .poll(() =>
      page.evaluate(() => {
        const box = document.getElementById("consultation-fullName")!.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }),
    )
    .toBe(true);
}

describe("somewhere to start: starter questions and follow-ups", () => {
  it("shows three or four starter questions as buttons under the greeting, not as messages", async () => {
    const { page, problems } = await openPage(ctx.browser);
    const chat = chatDialog(page);
    await chat.openFromHero();
    const buttons = suggestions(page).getByRole("button");
    const texts = await buttons.allTextContents();
    expect(texts.length).toBeGreaterThanOrEqual(3);
    expect(texts.length).toBeLessThanOrEqual(4);
    for (const text of texts) expect(text).toMatch(/\?$/);
    expect(await chat.messages()).toEqual([`Assistant: ${GREETING}`]);
    expect(problems).toEqual([]);
  });

  it("sends a tapped starter as if typed: the veteran's message, the same body, the page's language", async () => {
    const { page } = await openPage(ctx.browser);
    const route = await routeChat(page, () => ({
      status: 200,
      body: JSON.stringify({ response: "Here is how.", followUps: ["How do I choose a review?"] }),
    }));
    const chat = chatDialog(page);
    await chat.openFromHero();
    const starter = suggestions(page).getByRole("button").first();
    const question = (await starter.textContent())!;
    const request = page.waitForRequest("**/api/chat/send");
    await starter.click();
    expect((await request).headers()["content-language"]).toBe("en");
    await chat.log.getByText("Here is how.").waitFor();
    expect(route.bodies).toHaveLength(1);
    expect(Object.keys(route.bodies[0]!).sort()).toEqual(["message", "sessionId"]);
    expect(route.bodies[0]!.message).toBe(question);
    expect(await chat.messages()).toEqual([`Assistant: ${GREETING}`, `You: ${question}`, "Assistant: Here is how."]);

    // The answer's follow-up replaces the starters, and works from the keyboard.
    const followUp = suggestions(page).getByRole("button", { name: "How do I choose a review?" });
    await followUp.waitFor();
    expect(await suggestions(page).getByRole("button").count()).toBe(1);
    await followUp.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => route.bodies.length).toBe(2);
    expect(route.bodies[1]!.message).toBe("How do I choose a review?");
  });
});

describe("a hand-off to a person, from inside the chat", () => {
  it("'Talk to a person' closes the chat, scrolls to the consultation form and focuses the full name", async () => {
    const { page, problems } = await openPage(ctx.browser, PHONE);
    const chat = chatDialog(page);
    await chat.openFromHero();
    const call = chat.dialog.getByRole("link", { name: /\(555\) 010-0123/ }).first();
    expect(await call.getAttribute("href")).toBe("tel:+15550100123");
    await chat.dialog.getByRole("button", { name: "Talk to a person" }).first().click();
    await chat.dialog.waitFor({ state: "detached" });
    await expectFocusOnFullName(page);
    expect(problems).toEqual([]);
  });

  it("a reply that hands off carries the same action, and 'the consultation form on this page' is a link to it", async () => {
    const { page } = await openPage(ctx.browser);
    await routeChat(page, () => ({
      status: 200,
      body: JSON.stringify({
        response:
          "I can't answer that one here, but a person can: call (555) 010-0123 or request a free consultation with the consultation form on this page.",
        handoff: true,
      }),
    }));
    const chat = chatDialog(page);
    await chat.openFromHero();
    await chat.send("what about my sgli");
    const reply = chat.log.locator("[data-message=assistant]").nth(1);
    await reply.waitFor();
    await reply.getByRole("button", { name: "Talk to a person" }).waitFor();
    const formLink = reply.getByRole("link", { name: "the consultation form on this page" });
    expect(await formLink.getAttribute("href")).toBe("#contact");
    await formLink.click();
    await chat.dialog.waitFor({ state: "detached" });
    await expectFocusOnFullName(page);
  });
});

describe("with the real offline assistant behind the page", () => {
  it("an answer brings its follow-ups, and a question outside the map brings the hand-off", async () => {
    const { page, problems } = await openPage(ctx.browser);
    const chat = chatDialog(page);
    await chat.openFromHero();
    await suggestions(page).getByRole("button", { name: "What can I do if VA denied my claim?" }).click();
    await suggestions(page).getByRole("button", { name: "What is a Supplemental Claim?" }).waitFor();
    await chat.send("can I keep my SGLI after I get out");
    const reply = chat.log.locator("[data-message=assistant]").nth(2);
    await reply.getByRole("button", { name: "Talk to a person" }).waitFor();
    expect(await reply.getByRole("link", { name: "(555) 010-0123" }).first().getAttribute("href")).toBe(
      "tel:+15550100123",
    );
    expect(problems).toEqual([]);
  });
});
