import type { Page } from "playwright-core";
import { routeApi } from "../../support/route-api";

export const GREETING = "Hi! I'm here to help you with VA benefits. What would you like to know about?";
export const FALLBACK = "I'm sorry, I'm having trouble connecting right now. Please try again in a moment.";

/** The chat dialog, found by role and visible text. */
export function chatDialog(page: Page) {
  const dialog = page.getByRole("dialog", { name: "VA Benefits Assistant" });
  const log = dialog.getByRole("log");
  return {
    dialog,
    log,
    input: dialog.getByRole("textbox", { name: "Your message" }),
    sendButton: dialog.getByRole("button", { name: "Send message" }),
    closeButton: dialog.getByRole("button", { name: "Close" }),
    typing: dialog.getByText("Typing...", { exact: true }),
    async openFromHero() {
      await page.getByRole("button", { name: "Start Free Chat" }).click();
      await dialog.waitFor();
    },
    async openFromFloatingButton() {
      // The button shows only away from the hero, the contact form and the footer.
      await page.locator("#services").scrollIntoViewIfNeeded();
      await page.getByRole("button", { name: "Open chat assistant" }).click();
      await dialog.waitFor();
    },
    /** The messages as shown: role prefix read by screen readers, then the text. */
    async messages() {
      return log
        .locator(":scope > div:not([role=status])")
        .evaluateAll((els) => els.map((el) => (el.textContent ?? "").replace(" (opens in a new tab)", "")));
    },
    async send(text: string) {
      await this.input.fill(text);
      await this.input.press("Enter");
    },
  };
}

export type ChatBody = { sessionId: string; message: string };

export function routeChat(page: Page, reply: (body: ChatBody) => { status: number; body: string }) {
  return routeApi<ChatBody>(page, "/api/chat/send", reply);
}
