import type { Page } from "playwright-core";
import { routeApi } from "../../support/route-api";

export type ConsultationBody = Record<string, string>;

export function consultationForm(page: Page) {
  const form = page.getByRole("form", { name: "Request a free consultation" });
  return {
    form,
    fullName: form.getByRole("textbox", { name: "Full Name" }),
    email: form.getByRole("textbox", { name: "Email Address" }),
    phone: form.getByRole("textbox", { name: "Phone Number" }),
    branch: form.getByRole("combobox", { name: "Service Branch" }),
    submit: form.getByRole("button", { name: /Schedule Free Consultation|Scheduling\.\.\./ }),
    async fill(values: Partial<Record<"fullName" | "email" | "phone" | "serviceBranch", string>>) {
      if (values.fullName !== undefined) await this.fullName.fill(values.fullName);
      if (values.email !== undefined) await this.email.fill(values.email);
      if (values.phone !== undefined) await this.phone.fill(values.phone);
      if (values.serviceBranch !== undefined) await this.branch.selectOption(values.serviceBranch);
    },
    async values() {
      return {
        fullName: await this.fullName.inputValue(),
        email: await this.email.inputValue(),
        phone: await this.phone.inputValue(),
        serviceBranch: await this.branch.inputValue(),
      };
    },
  };
}

/** The one visible toast: its title, description and variant. */
export function toasts(page: Page) {
  const region = page.getByRole("region", { name: /Notifications/ });
  const items = region.locator("li");
  return {
    region,
    items,
    async shown() {
      return items.evaluateAll((els) =>
        els.map((el) => ({
          title: el.firstElementChild?.children[0]?.textContent,
          description: el.firstElementChild?.children[1]?.textContent,
          variant: el.getAttribute("data-variant"),
        })),
      );
    },
  };
}

export function routeConsultations(page: Page, reply: (body: ConsultationBody) => { status: number; body: string }) {
  return routeApi<ConsultationBody>(page, "/api/consultations", reply);
}
