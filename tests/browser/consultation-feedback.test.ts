import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE, useBrowser } from "../support/browser";
import { consultationForm, routeConsultations, toasts } from "./pages/consultation-form";

const ctx = useBrowser();

const VALID = { fullName: "Pat Doe", email: "pat@example.com", phone: "555-010-0199", serviceBranch: "Navy" };
const PHONE_LINK = { name: /Call \(555\) 010-0123/, href: "tel:+15550100123" };

/** The visible text tied to a field by aria-describedby, or null when it has none. */
function describedText(page: Page, name: string) {
  return page.evaluate((name) => {
    const field = document.querySelector(`form [name="${name}"]`)!;
    const id = field.getAttribute("aria-describedby");
    const note = id ? document.getElementById(id) : null;
    if (!note) return null;
    const box = note.getBoundingClientRect();
    return { text: note.textContent, invalid: field.getAttribute("aria-invalid"), shown: box.height > 0 };
  }, name);
}

for (const [device, options] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  describe(`form feedback that stays (${device})`, () => {
    it("puts visible text under each missing field, tied by aria-describedby and marked aria-invalid", async () => {
      const { page } = await openPage(ctx.browser, options);
      const api = await routeConsultations(page, () => ({ status: 201, body: "{}" }));
      const form = consultationForm(page);
      await form.fill({ email: VALID.email });
      await form.submit.click();
      await expect.poll(() => toasts(page).shown()).toMatchObject([{ title: "Missing Information" }]);
      expect(await describedText(page, "fullName")).toEqual({
        text: "Enter your full name.",
        invalid: "true",
        shown: true,
      });
      expect(await describedText(page, "email")).toBeNull();
      expect(await describedText(page, "phone")).toMatchObject({ text: "Enter your phone number.", invalid: "true" });
      expect(await describedText(page, "serviceBranch")).toMatchObject({ text: "Choose your branch of service." });
      expect(api.bodies).toEqual([]);
      // Typing into a field clears its note; the others stay until they are filled.
      await form.fill({ fullName: "Pat" });
      expect(await describedText(page, "fullName")).toBeNull();
      expect(await form.fullName.getAttribute("aria-invalid")).toBeNull();
      expect(await describedText(page, "phone")).not.toBeNull();
    });

    /** Sends a valid form with the API answering `reply`; the outcome under the form once `toast` shows. */
    async function sendValid(reply: { status: number; body: string }, toast: string) {
      const { page } = await openPage(ctx.browser, options);
      await routeConsultations(page, () => reply);
      const form = consultationForm(page);
      await form.fill(VALID);
      await form.submit.click();
      await expect.poll(() => toasts(page).shown()).toMatchObject([{ title: toast }]);
      return { page, form, outcome: page.locator("#contact #consultation-outcome") };
    }

    it("keeps a confirmation in the contact section after the toast has gone", async () => {
      const created = { status: 201, body: JSON.stringify({ id: "lead-1" }) };
      const { page, form, outcome: confirmation } = await sendValid(created, "Consultation Scheduled!");
      await expect.poll(() => confirmation.textContent()).toContain("Consultation Scheduled!");
      expect(await confirmation.textContent()).toContain(
        "We'll contact you within 24 hours to schedule your free consultation.",
      );
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("consultation-outcome");
      // The toast closes after 5 s; the confirmation does not.
      await expect.poll(() => toasts(page).shown(), { timeout: 10_000 }).toEqual([]);
      expect(await confirmation.isVisible()).toBe(true);
      expect(await form.values()).toEqual({ fullName: "", email: "", phone: "", serviceBranch: "" });
    });

    it("shows the phone number as a tap-to-call link when sending fails, and keeps every word", async () => {
      const unavailable = { status: 503, body: JSON.stringify({ error: "Unavailable" }) };
      const { form, outcome: failure } = await sendValid(unavailable, "Error");
      await expect.poll(() => failure.textContent()).toContain("Your request was not sent.");
      const call = failure.getByRole("link", { name: PHONE_LINK.name });
      expect(await call.getAttribute("href")).toBe(PHONE_LINK.href);
      const box = (await call.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(await form.values()).toEqual(VALID);
    });
  });
}
