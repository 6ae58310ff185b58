import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { CONSULTATION_MESSAGES } from "../../contract/api";
import { openPage, useBrowser } from "../support/browser";
import { consultationForm, routeConsultations, toasts } from "./pages/consultation-form";

const ctx = useBrowser();
const SMALL_PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true } as const;
const WIDE = { viewport: { width: 1440, height: 900 } } as const;
const TYPED = { fullName: "Bob Miller", email: "bob@example.com", phone: "202-555-0147", serviceBranch: "Navy" };

/** Opens `/` with the page's script held back until `release()`: the prerendered form, no script yet. */
async function openWithScriptHeld(options: typeof SMALL_PHONE | typeof WIDE) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const context = await ctx.browser.newContext({ baseURL: inject("baseURL"), ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  // The load event waits for the held script: wait only for the prerendered form.
  await page.goto("/", { waitUntil: "commit" });
  await page.locator("#consultation-serviceBranch").waitFor();
  return { page, problems, release };
}

/** Whether React has taken over the form (it marks the nodes it hydrated). */
const hydrated = (page: Page) =>
  page.evaluate(() => {
    const form = document.querySelector("form[aria-labelledby=consultation-form-title]");
    return !!form && Object.keys(form).some((key) => key.startsWith("__react"));
  });

for (const [name, options] of [
  ["360 x 640", SMALL_PHONE],
  ["1440", WIDE],
] as const) {
  describe(`the consultation form keeps every word and checks it on the server (${name})`, () => {
    it("keeps what was typed while the page's script was held back, and sends it", async () => {
      const { page, problems, release } = await openWithScriptHeld(options);
      const form = consultationForm(page);
      expect(await hydrated(page)).toBe(false);
      // Typed key by key, as a person does, before the script has run.
      await form.fullName.pressSequentially(TYPED.fullName);
      await form.email.pressSequentially(TYPED.email);
      await form.phone.pressSequentially(TYPED.phone);
      await form.branch.selectOption(TYPED.serviceBranch);
      const api = await routeConsultations(page, () => ({ status: 201, body: JSON.stringify({ id: "lead-1" }) }));
      release();
      await expect.poll(() => hydrated(page), { timeout: 20_000 }).toBe(true);
      expect(await form.values()).toEqual(TYPED);
      // A render after hydration (typing in one field) leaves the others as they were.
      await form.fullName.press("End");
      await form.fullName.pressSequentially(" Jr");
      expect(await form.values()).toEqual({ ...TYPED, fullName: `${TYPED.fullName} Jr` });
      await form.submit.click();
      await expect.poll(() => api.bodies).toEqual([{ ...TYPED, fullName: `${TYPED.fullName} Jr` }]);
      expect(problems).toEqual([]);
    });

    it("keeps what autofill put in every field before the script ran", async () => {
      const { page, release } = await openWithScriptHeld(options);
      // Autofill sets each value at once and fires input and change, as Chromium's does.
      await page.evaluate((values) => {
        for (const [name, value] of Object.entries(values)) {
          const field = document.querySelector<HTMLInputElement | HTMLSelectElement>(`form [name="${name}"]`)!;
          field.value = value;
          field.dispatchEvent(new Event("input", { bubbles: true }));
          field.dispatchEvent(new Event("change", { bubbles: true }));
        }
      }, TYPED);
      release();
      await expect.poll(() => hydrated(page), { timeout: 20_000 }).toBe(true);
      const form = consultationForm(page);
      expect(await form.values()).toEqual(TYPED);
      await form.phone.fill("(202) 555-0148");
      expect(await form.values()).toEqual({ ...TYPED, phone: "(202) 555-0148" });
    });

    it("refuses a@b with the e-mail's own message from the server: a summary first, then each field", async () => {
      const { page } = await openPage(ctx.browser, options);
      const form = consultationForm(page);
      await page.getByRole("button", { name: "Start Free Chat" }).waitFor();
      // Where focus lands and what the field says at that moment.
      await page.evaluate(() => {
        (window as unknown as { focusLog: string[] }).focusLog = [];
        document.addEventListener("focusin", (event) => {
          const target = event.target as HTMLElement;
          const email = document.getElementById("consultation-email")!;
          (window as unknown as { focusLog: string[] }).focusLog.push(
            `${target.id}|${email.getAttribute("aria-invalid")}|${document.getElementById("consultation-email-error")?.textContent ?? ""}`,
          );
        });
      });
      await form.fill({ ...TYPED, email: "a@b" });
      const answer = page.waitForResponse((res) => res.url().endsWith("/api/consultations"));
      await form.submit.click();
      expect((await answer).status()).toBe(400);
      const summary = page.locator("#consultation-errors");
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("consultation-errors");
      // Focus reached the summary only once the field was marked invalid with its message.
      const log = await page.evaluate(() => (window as unknown as { focusLog: string[] }).focusLog);
      expect(log.at(-1)).toBe(`consultation-errors|true|${CONSULTATION_MESSAGES.email.incomplete}`);
      expect(await summary.getByRole("link").allTextContents()).toEqual([
        `Email Address: ${CONSULTATION_MESSAGES.email.incomplete}`,
      ]);
      // The summary comes first in the form, before the fields.
      const order = await page.evaluate(() => {
        const summary = document.getElementById("consultation-errors")!;
        const field = document.getElementById("consultation-fullName")!;
        return summary.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING;
      });
      expect(order).toBeTruthy();
      // Tab goes to the summary's link; the link puts focus in the field.
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Email Address:");
      await page.keyboard.press("Enter");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("consultation-email");
      expect(await form.email.getAttribute("aria-describedby")).toBe("consultation-email-error");
      // The spec's toast, word for word, and no other box with other words.
      await expect
        .poll(() => toasts(page).shown())
        .toEqual([
          { title: "Error", description: "Failed to schedule consultation. Please try again.", variant: "destructive" },
        ]);
      expect(await page.locator("#consultation-outcome").count()).toBe(0);
      // Nothing typed is lost.
      expect(await form.values()).toEqual({ ...TYPED, email: "a@b" });
    });

    it("puts the summary first for missing fields too, with the spec's toast", async () => {
      const { page } = await openPage(ctx.browser, options);
      const api = await routeConsultations(page, () => ({ status: 201, body: "{}" }));
      const form = consultationForm(page);
      await form.fill({ email: TYPED.email });
      await form.submit.click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("consultation-errors");
      expect(await page.locator("#consultation-errors").getByRole("link").allTextContents()).toEqual([
        "Full Name: Enter your full name.",
        "Phone Number: Enter your phone number.",
        "Service Branch: Choose your branch of service.",
      ]);
      await expect.poll(() => toasts(page).shown()).toMatchObject([{ title: "Missing Information" }]);
      expect(api.bodies).toEqual([]);
    });

    it("confirms by repeating how the counselor will reach the visitor", async () => {
      const { page } = await openPage(ctx.browser, options);
      const form = consultationForm(page);
      await form.fill(TYPED);
      await form.submit.click();
      const outcome = page.locator("#consultation-outcome");
      await expect
        .poll(() => outcome.locator("[data-contact-repeat]").textContent())
        .toBe("We’ll call (202) 555-0147 or write to bob@example.com.");
      expect(await outcome.textContent()).toContain("Consultation Scheduled!");
      await expect.poll(() => toasts(page).shown()).toMatchObject([{ title: "Consultation Scheduled!" }]);
    });
  });
}

describe("the consultation form without JavaScript, refused by the server", () => {
  it("lands on a page that names only the fields that failed", async () => {
    const { page } = await openPage(ctx.browser, { ...SMALL_PHONE, javaScriptEnabled: false });
    const form = consultationForm(page);
    await form.fill({ ...TYPED, email: "a@b", phone: "12" });
    await form.submit.click();
    await page.waitForURL("**/consultation-not-sent-email-phone");
    const checks = await page.locator("main li").allTextContents();
    expect(checks).toHaveLength(2);
    expect(checks[0]).toMatch(/^Email Address:/);
    expect(checks[1]).toMatch(/^Phone Number:/);
    expect(await page.locator("main").textContent()).not.toMatch(/Full Name:|Service Branch:/);
    await page.goBack();
    expect(await consultationForm(page).values()).toEqual({ ...TYPED, email: "a@b", phone: "12" });
  });
});
