import { axeViolations } from "../support/axe";
import { describe, expect, it } from "vitest";
import { openPage, PHONE, useBrowser } from "../support/browser";
import { chatDialog, routeChat } from "./pages/chat-dialog";
import { consultationForm, routeConsultations } from "./pages/consultation-form";
import { crisisLine } from "./pages/crisis-line";
import { wizardDialog } from "./pages/wizard-dialog";

const ctx = useBrowser();

it("axe, as every browser file runs it, finds what it should: a contrast and a name missing, in a dialog", async () => {
  const { page } = await openPage(ctx.browser);
  await page.evaluate(() => {
    const planted = document.createElement("div");
    planted.setAttribute("role", "dialog");
    planted.innerHTML = '<p style="color:#bbb;background:#fff">Pale words</p><button></button>';
    document.body.append(planted);
  });
  const found = await axeViolations(page, { include: "[role=dialog]" });
  expect(found.map((line) => line.split(":")[0])).toEqual(
    expect.arrayContaining(["color-contrast", "button-name", "aria-dialog-name"]),
  );
});

describe("axe finds nothing", () => {
  it("on the home page, desktop", async () => {
    const { page } = await openPage(ctx.browser);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("on the home page, phone, with the menu open", async () => {
    const { page } = await openPage(ctx.browser, PHONE);
    await page.getByRole("button", { name: "Menu" }).click();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("with the chat open, after an answer with a link", async () => {
    const { page } = await openPage(ctx.browser);
    await routeChat(page, () => ({
      status: 200,
      body: JSON.stringify({ response: "See https://www.va.gov/find-forms/ for every form." }),
    }));
    const chat = chatDialog(page);
    await chat.openFromHero();
    await chat.send("Where are the forms?");
    await expect.poll(() => chat.messages()).toHaveLength(3);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("with the wizard open, on both steps", async () => {
    const { page } = await openPage(ctx.browser);
    const wizard = wizardDialog(page);
    await wizard.open();
    expect(await axeViolations(page)).toEqual([]);
    await wizard.choose("Disability Compensation");
    await wizard.backButton.waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("with a destructive toast showing", async () => {
    const { page } = await openPage(ctx.browser);
    await consultationForm(page).submit.click();
    await page
      .getByRole("region", { name: /Notifications/ })
      .locator("li")
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("on the 404 page, and with its crisis line open", async () => {
    const { page } = await openPage(ctx.browser, { path: "/no-such-page" });
    expect(await axeViolations(page)).toEqual([]);
    await crisisLine(page).summary.click();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("with the header's crisis line open, phone and desktop", async () => {
    for (const options of [PHONE, {}]) {
      const { page } = await openPage(ctx.browser, options);
      await crisisLine(page).summary.click();
      expect(await crisisLine(page).isOpen()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  it("on the privacy page, phone and desktop", async () => {
    for (const options of [PHONE, {}]) {
      const { page, status } = await openPage(ctx.browser, { path: "/privacy", ...options });
      expect(status).toBe(200);
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  it("with the inline field errors, then with the failure box and its phone link", async () => {
    const { page } = await openPage(ctx.browser);
    await routeConsultations(page, () => ({ status: 503, body: JSON.stringify({ error: "Unavailable" }) }));
    const form = consultationForm(page);
    await form.submit.click();
    await page.locator("#consultation-fullName-error").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await form.fill({ fullName: "Pat Doe", email: "pat@example.com", phone: "555-010-0199", serviceBranch: "Navy" });
    await form.submit.click();
    await page.locator("#consultation-outcome").waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const path of ["/consultation-received", "/consultation-not-sent"]) {
    it(`on ${path}, where a form sent without JavaScript lands`, async () => {
      const { page } = await openPage(ctx.browser, { path, ...PHONE });
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
