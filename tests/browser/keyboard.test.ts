import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, useBrowser } from "../support/browser";
import { chatDialog, GREETING } from "./pages/chat-dialog";
import { consultationForm, routeConsultations, toasts } from "./pages/consultation-form";
import { routeChat } from "./pages/chat-dialog";
import { wizardDialog } from "./pages/wizard-dialog";

const ctx = useBrowser();

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

/** Presses Tab until the focused element's text (or accessible name) is `name`. */
async function tabTo(page: Page, name: string, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const current = await page.evaluate(
      () => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent?.trim(),
    );
    if (current === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

describe("keyboard only", () => {
  it("skips to the main content from the first Tab", async () => {
    const { page } = await openPage(ctx.browser);
    await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe("Skip to main content");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
  });

  it("uses the chat: open, type, send with Enter, close with Escape, focus back on the opener", async () => {
    const { page } = await openPage(ctx.browser);
    await routeChat(page, () => ({ status: 200, body: JSON.stringify({ response: "Here to help." }) }));
    const chat = chatDialog(page);
    await tabTo(page, "Start Free Chat");
    await page.keyboard.press("Enter");
    await chat.dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("chat-input");
    await page.keyboard.type("What is a buddy statement?");
    await page.keyboard.press("Enter");
    await expect
      .poll(() => chat.messages())
      .toEqual([`Assistant: ${GREETING}`, "You: What is a buddy statement?", "Assistant: Here to help."]);
    // Focus is back in the input for the next question.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("chat-input");
    // Tab stays inside the dialog.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await chat.dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await chat.dialog.waitFor({ state: "detached" });
    await expect.poll(() => focusedText(page)).toBe("Start Free Chat");
  });

  it("uses the wizard: choose, back, choose again, schedule", async () => {
    const { page } = await openPage(ctx.browser, { reducedMotion: "reduce" });
    const wizard = wizardDialog(page);
    await tabTo(page, "Form Wizard");
    await page.keyboard.press("Enter");
    await wizard.dialog.waitFor();
    await expect.poll(() => focusedText(page)).toBe("Disability Compensation");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => focusedText(page)).toBe("Forms for Home Loans");
    await tabTo(page, "Back");
    await page.keyboard.press("Enter");
    await expect.poll(() => focusedText(page)).toBe("What type of benefit are you interested in?");
    await page.keyboard.press("Escape");
    await wizard.dialog.waitFor({ state: "detached" });
    await expect.poll(() => focusedText(page)).toBe("Form Wizard");
    await page.keyboard.press("Enter");
    await wizard.dialog.waitFor();
    await page.keyboard.press("Enter");
    await tabTo(page, "Schedule Consultation");
    await page.keyboard.press("Enter");
    await wizard.dialog.waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("contact");
  });

  it("fills and sends the consultation form", async () => {
    const { page } = await openPage(ctx.browser, { reducedMotion: "reduce" });
    const api = await routeConsultations(page, () => ({ status: 201, body: JSON.stringify({ id: "x" }) }));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("contact");
    await tabTo(page, "");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("fullName");
    await page.keyboard.type("Sam Lee");
    await page.keyboard.press("Tab");
    await page.keyboard.type("sam@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("(555) 010-0142");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Space");
    await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe("Schedule Free Consultation");
    await page.keyboard.press("Enter");
    await expect.poll(() => toasts(page).shown()).toHaveLength(1);
    expect(api.bodies).toEqual([
      {
        fullName: "Sam Lee",
        email: "sam@example.com",
        phone: "(555) 010-0142",
        serviceBranch: "Space Force",
      },
    ]);
    expect(await consultationForm(page).values()).toEqual({ fullName: "", email: "", phone: "", serviceBranch: "" });
  });
});
