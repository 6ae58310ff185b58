import type { Page } from "playwright-core";

export function wizardDialog(page: Page) {
  const dialog = page.getByRole("dialog", { name: "VA Forms Wizard" });
  return {
    dialog,
    question: dialog.getByRole("heading", { name: "What type of benefit are you interested in?" }),
    closeButton: dialog.getByRole("button", { name: "Close" }),
    backButton: dialog.getByRole("button", { name: "Back" }),
    scheduleButton: dialog.getByRole("button", { name: "Schedule Consultation" }),
    async open() {
      await page.getByRole("button", { name: "Form Wizard" }).click();
      await dialog.waitFor();
    },
    async choices() {
      return dialog.getByRole("list").first().getByRole("button").allTextContents();
    },
    async choose(label: string) {
      await dialog.getByRole("button", { name: label, exact: true }).click();
    },
    /** The listed forms: the title line and the "View Form" link's address. */
    async forms() {
      return dialog.locator("li").evaluateAll((items) =>
        items.map((li) => ({
          title: li.querySelector("p")?.textContent,
          link: li.querySelector("a")?.textContent?.replace(" (opens in a new tab)", ""),
          href: li.querySelector("a")?.getAttribute("href"),
          target: li.querySelector("a")?.getAttribute("target"),
        })),
      );
    },
  };
}
