import { describe, expect, it } from "vitest";
import { openPage, PHONE, useBrowser } from "../support/browser";
import { consultationForm, routeConsultations, toasts } from "./pages/consultation-form";

const ctx = useBrowser();

const VALID = { fullName: "Pat Doe", email: "pat@example.com", phone: "555-010-0199", serviceBranch: "Coast Guard" };
const MISSING = {
  title: "Missing Information",
  description: "Please fill in all required fields.",
  variant: "destructive",
};
const SUCCESS = {
  title: "Consultation Scheduled!",
  description: "We'll contact you within 24 hours to schedule your free consultation.",
  variant: "default",
};
const ERROR = {
  title: "Error",
  description: "Failed to schedule consultation. Please try again.",
  variant: "destructive",
};
const created = () => ({ status: 201, body: JSON.stringify({ id: "lead-1" }) });

describe("the consultation form", () => {
  it("has the four fields with the right types, autocomplete and the six branches", async () => {
    const { page } = await openPage(ctx.browser);
    const form = consultationForm(page);
    expect(await form.fullName.getAttribute("autocomplete")).toBe("name");
    expect(await form.email.getAttribute("type")).toBe("email");
    expect(await form.email.getAttribute("autocomplete")).toBe("email");
    expect(await form.phone.getAttribute("type")).toBe("tel");
    expect(await form.phone.getAttribute("autocomplete")).toBe("tel");
    const options = await form.branch
      .locator("option")
      .evaluateAll((els) => els.map((o) => (o as HTMLOptionElement).value));
    expect(options).toEqual(["", "Army", "Navy", "Air Force", "Marines", "Coast Guard", "Space Force"]);
    for (const field of [form.fullName, form.email, form.phone, form.branch]) {
      expect(await field.getAttribute("aria-required")).toBe("true");
    }
  });

  it("refuses an empty form with the Missing Information toast, sends nothing and focuses the error summary", async () => {
    const { page } = await openPage(ctx.browser);
    const api = await routeConsultations(page, created);
    const form = consultationForm(page);
    await form.submit.click();
    await expect.poll(() => toasts(page).shown()).toEqual([MISSING]);
    expect(api.bodies).toEqual([]);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("consultation-errors");
    expect(await form.fullName.getAttribute("aria-invalid")).toBe("true");
  });

  for (const missing of ["fullName", "email", "phone", "serviceBranch"] as const) {
    it(`refuses the form when only ${missing} is empty (spaces count as empty) and links it from the summary`, async () => {
      const { page } = await openPage(ctx.browser);
      const api = await routeConsultations(page, created);
      const form = consultationForm(page);
      await form.fill({ ...VALID, ...(missing === "serviceBranch" ? { serviceBranch: "" } : { [missing]: "   " }) });
      await form.submit.click();
      await expect.poll(() => toasts(page).shown()).toEqual([MISSING]);
      expect(api.bodies).toEqual([]);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("consultation-errors");
      expect(
        await page.locator("#consultation-errors a").evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
      ).toEqual([`#consultation-${missing}`]);
    });
  }

  it("leaves e-mail format to the browser: a malformed address is stopped before sending", async () => {
    const { page } = await openPage(ctx.browser);
    const api = await routeConsultations(page, created);
    const form = consultationForm(page);
    await form.fill({ ...VALID, email: "not-an-email" });
    await form.submit.click();
    expect(await form.email.evaluate((el) => (el as HTMLInputElement).validity.typeMismatch)).toBe(true);
    expect(api.bodies).toEqual([]);
  });

  it("shows Scheduling... while sending, then the success toast and clears the fields", async () => {
    const { page } = await openPage(ctx.browser);
    const api = await routeConsultations(page, created);
    const form = consultationForm(page);
    await form.fill({ ...VALID, fullName: "  Pat Doe " });
    api.hold();
    await form.submit.click();
    await expect.poll(() => form.submit.textContent()).toBe("Scheduling...");
    expect(await form.submit.isDisabled()).toBe(true);
    api.release();
    await expect.poll(() => toasts(page).shown()).toEqual([SUCCESS]);
    expect(await form.values()).toEqual({ fullName: "", email: "", phone: "", serviceBranch: "" });
    expect(await form.submit.textContent()).toBe("Schedule Free Consultation");
    // The request body exactly: four keys, no empty honeypot.
    expect(api.bodies).toEqual([VALID]);
    expect(Object.keys(api.bodies[0]!)).toEqual(["fullName", "email", "phone", "serviceBranch"]);
  });

  it("keeps the content and shows the error toast when the server fails", async () => {
    const { page } = await openPage(ctx.browser, PHONE);
    await routeConsultations(page, () => ({ status: 503, body: JSON.stringify({ error: "Unavailable" }) }));
    const form = consultationForm(page);
    await form.fill(VALID);
    await form.submit.click();
    await expect.poll(() => toasts(page).shown()).toEqual([ERROR]);
    expect(await form.values()).toEqual(VALID);
    expect(await form.submit.isDisabled()).toBe(false);
  });

  it("marks the fields the server refused, with its message, beside the error toast, and focuses the summary", async () => {
    const { page } = await openPage(ctx.browser);
    const refusal = { error: "Some fields are missing or invalid.", fields: { phone: "Enter a valid phone number." } };
    await routeConsultations(page, () => ({ status: 400, body: JSON.stringify(refusal) }));
    const form = consultationForm(page);
    await form.fill({ ...VALID, phone: "555-0101" });
    await form.submit.click();
    await expect.poll(() => toasts(page).shown()).toEqual([ERROR]);
    expect(await form.phone.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("consultation-errors");
    const describedBy = await form.phone.getAttribute("aria-describedby");
    expect(await page.locator(`#${describedBy}`).textContent()).toBe("Enter a valid phone number.");
    expect(await form.values()).toEqual({ ...VALID, phone: "555-0101" });
    await form.phone.fill("555-010-0101");
    expect(await form.phone.getAttribute("aria-invalid")).toBeNull();
    expect(await page.locator(`#${describedBy}`).count()).toBe(0);
  });

  it("hides the honeypot field from people: off screen, out of the tab order, hidden from assistive tech", async () => {
    const { page } = await openPage(ctx.browser);
    const honeypot = page.locator('input[name="website"]');
    expect(await honeypot.getAttribute("tabindex")).toBe("-1");
    expect(await honeypot.evaluate((el) => el.closest("[aria-hidden=true]") !== null)).toBe(true);
    const box = await honeypot.boundingBox();
    expect(box === null || box.x + box.width <= 0).toBe(true);
    const form = consultationForm(page);
    await form.phone.focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Schedule Free Consultation");
  });
});

describe("toasts", () => {
  it("show one at a time", async () => {
    const { page } = await openPage(ctx.browser);
    await routeConsultations(page, () => ({ status: 500, body: "" }));
    const form = consultationForm(page);
    await form.submit.click();
    await expect.poll(() => toasts(page).shown()).toEqual([MISSING]);
    await form.fill(VALID);
    await form.submit.click();
    await expect.poll(() => toasts(page).shown()).toEqual([ERROR]);
  });

  it("close after 5000 ms on their own, and not before", async () => {
    const { page } = await openPage(ctx.browser);
    // The toaster loads when the browser is idle; a fake clock installed before would hold it back.
    await toasts(page).region.waitFor({ state: "attached" });
    await page.clock.install();
    // Paused: only runFor moves time on, so the checks below land at exact moments.
    await page.clock.pauseAt(Date.now() + 1000);
    const form = consultationForm(page);
    await form.submit.click();
    await expect.poll(() => toasts(page).shown()).toEqual([MISSING]);
    await page.mouse.move(0, 0);
    await page.clock.runFor(4900);
    expect(await toasts(page).shown()).toEqual([MISSING]);
    await page.clock.runFor(200);
    await expect.poll(() => toasts(page).shown()).toEqual([]);
  });

  it("can be closed with their close button", async () => {
    const { page } = await openPage(ctx.browser);
    const form = consultationForm(page);
    await form.submit.click();
    await toasts(page).region.getByRole("button", { name: "Dismiss notification" }).click();
    await expect.poll(() => toasts(page).shown()).toEqual([]);
  });

  it("swipe right past 50 px to dismiss; a shorter swipe keeps them", async () => {
    const { page } = await openPage(ctx.browser);
    const form = consultationForm(page);
    await form.submit.click();
    const toast = toasts(page).items.first();
    await toast.waitFor();
    const swipe = async (dx: number) => {
      const box = (await toast.boundingBox())!;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + 20, y);
      await page.mouse.down();
      for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + 20 + (dx * step) / 10, y);
      await page.mouse.up();
    };
    await swipe(30);
    expect(await toasts(page).shown()).toEqual([MISSING]);
    await swipe(120);
    await expect.poll(() => toasts(page).shown()).toEqual([]);
  });

  it("are dismissed when a dialog opens, so Escape closes the dialog", async () => {
    const { page } = await openPage(ctx.browser, PHONE);
    await consultationForm(page).submit.click();
    await expect.poll(() => toasts(page).shown()).toEqual([MISSING]);
    await page.getByRole("button", { name: "Form Wizard" }).click();
    const wizard = page.getByRole("dialog", { name: "VA Forms Wizard" });
    await wizard.waitFor();
    await expect.poll(() => toasts(page).shown()).toEqual([]);
    await page.keyboard.press("Escape");
    await wizard.waitFor({ state: "detached" });
  });

  it("F8 moves focus to the notifications region", async () => {
    const { page } = await openPage(ctx.browser);
    const form = consultationForm(page);
    await form.submit.click();
    await toasts(page).items.first().waitFor();
    await page.keyboard.press("F8");
    expect(await page.evaluate(() => document.activeElement?.closest("[aria-label^=Notifications]") !== null)).toBe(
      true,
    );
  });
});
