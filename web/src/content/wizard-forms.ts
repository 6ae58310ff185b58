import type { VaFormNumber } from "../../../facts/va-forms";
import * as VA_LINKS from "../../../facts/va-links";
import { dialogs } from "./i18n/en/dialogs";

const { benefits, forms } = dialogs.wizard;

export const BENEFIT_TYPES = [
  { type: "disability", label: benefits.disability },
  { type: "home", label: benefits.home },
  { type: "education", label: benefits.education },
  { type: "healthcare", label: benefits.healthcare },
] as const;

export type BenefitType = (typeof BENEFIT_TYPES)[number]["type"];
export type WizardForm = { number: VaFormNumber; name: string; description: string; href: string };

/**
 * The product's wizard forms by benefit type, word for word: each form's number (one of the forms
 * catalogue's, facts/va-forms.ts), the spec's short name and description (from the dictionary,
 * i18n/en/dialogs.ts, beside their Spanish twins), and the page the spec links it to.
 */
export const WIZARD_FORMS: Record<BenefitType, WizardForm[]> = {
  disability: [
    {
      number: "21-0966",
      ...forms.disability[0],
      href: VA_LINKS.intentToFileOnline,
    },
    {
      number: "21-526EZ",
      ...forms.disability[1],
      href: VA_LINKS.disabilityClaimOnline,
    },
  ],
  home: [
    {
      number: "26-1880",
      ...forms.home[0],
      href: VA_LINKS.homeLoanCoe,
    },
  ],
  education: [
    {
      number: "22-1990",
      ...forms.education[0],
      href: VA_LINKS.educationHowToApply,
    },
  ],
  healthcare: [
    {
      number: "10-10EZ",
      ...forms.healthcare[0],
      href: VA_LINKS.healthCareHowToApply,
    },
  ],
};
