import type { Page, Route } from "playwright-core";

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

/**
 * Answers POST /api/chat/send in the test: `reply` returns what to answer; `release` lets a
 * test hold the answer back to look at the pending state. Records every request body.
 */
export async function routeChat(
  page: Page,
  reply: (body: { sessionId: string; message: string }) => { status: number; body: string },
) {
  const bodies: { sessionId: string; message: string }[] = [];
  let release: () => void = () => undefined;
  let gate: Promise<void> | null = null;
  await page.route("**/api/chat/send", async (route: Route) => {
    const body = route.request().postDataJSON() as { sessionId: string; message: string };
    bodies.push(body);
    if (gate) await gate;
    const { status, body: text } = reply(body);
    await route.fulfill({ status, contentType: "application/json", body: text });
  });
  return {
    bodies,
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    release() {
      gate = null;
      release();
    },
  };
}
