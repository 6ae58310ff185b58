import { describe, expect, it } from "vitest";
import { openPage, PHONE, sectionTopBelowHeader, useBrowser } from "../support/browser";
import { wizardDialog } from "./pages/wizard-dialog";

const ctx = useBrowser();

const view = (title: string, href: string) => ({ title, link: "View Form", href, target: "_blank" });
const EXPECTED = {
  "Disability Compensation": [
    view("21-0966 Intent to File", "https://www.va.gov/supporting-forms-for-claims/intent-to-file-form-21-0966"),
    view("21-526EZ Disability Compensation", "https://www.va.gov/disability/file-disability-claim-form-21-526ez"),
  ],
  "Home Loans": [
    view(
      "26-1880 Certificate of Eligibility",
      "https://www.va.gov/housing-assistance/home-loans/request-coe-form-26-1880",
    ),
  ],
  "Education Benefits": [view("22-1990 GI Bill Application", "https://www.va.gov/education/how-to-apply/")],
  Healthcare: [view("10-10EZ Healthcare Application", "https://www.va.gov/health-care/how-to-apply/")],
};

/** A fresh page with the wizard open, at the forms for `choice` when one is given. */
async function openWizard(options: Parameters<typeof openPage>[1] = {}, choice?: string) {
  const { page } = await openPage(ctx.browser, options);
  const wizard = wizardDialog(page);
  await wizard.open();
  if (choice !== undefined) await wizard.choose(choice);
  return { page, wizard };
}

describe("the forms wizard", () => {
  it("asks for the benefit type with four choices", async () => {
    const { wizard } = await openWizard();
    await wizard.question.waitFor();
    expect(await wizard.choices()).toEqual(Object.keys(EXPECTED));
  });

  for (const [choice, forms] of Object.entries(EXPECTED)) {
    it(`lists the official forms for ${choice}`, async () => {
      const { wizard } = await openWizard({}, choice);
      await wizard.backButton.waitFor();
      expect(await wizard.forms()).toEqual(forms);
      expect(await wizard.dialog.innerText()).toContain(forms[0]!.title.split(" ")[0]);
    });
  }

  it("goes back to the choice with Back and clears it", async () => {
    const { wizard } = await openWizard({}, "Home Loans");
    await wizard.backButton.click();
    await wizard.question.waitFor();
    expect(await wizard.backButton.count()).toBe(0);
    await wizard.choose("Healthcare");
    expect(await wizard.forms()).toEqual(EXPECTED.Healthcare);
  });

  it("starts over at the choice after closing", async () => {
    const { page, wizard } = await openWizard({}, "Education Benefits");
    await wizard.closeButton.click();
    await wizard.dialog.waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Form Wizard");
    await wizard.open();
    await wizard.question.waitFor();
    expect(await wizard.backButton.count()).toBe(0);
  });

  it("closes with Schedule Consultation and then scrolls to the contact section", async () => {
    const { page, wizard } = await openWizard({ ...PHONE, reducedMotion: "reduce" }, "Disability Compensation");
    await wizard.scheduleButton.click();
    await wizard.dialog.waitFor({ state: "detached" });
    await expect.poll(async () => Math.abs(await sectionTopBelowHeader(page, "contact"))).toBeLessThan(2);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact");
    await wizard.open();
    await wizard.question.waitFor();
  });

  it("fits a phone screen: at most 90% of the viewport high, scrolling inside", async () => {
    const { wizard } = await openWizard({ viewport: { width: 390, height: 500 } }, "Disability Compensation");
    const box = await wizard.dialog.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(500 * 0.9 + 1);
    expect(await wizard.dialog.evaluate((el) => getComputedStyle(el).overflowY)).toBe("auto");
  });
});
