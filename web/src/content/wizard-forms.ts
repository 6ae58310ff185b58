import type { VaFormNumber } from "../../../facts/va-forms";
import * as VA_LINKS from "../../../facts/va-links";

export const BENEFIT_TYPES = [
  { type: "disability", label: "Disability Compensation" },
  { type: "home", label: "Home Loans" },
  { type: "education", label: "Education Benefits" },
  { type: "healthcare", label: "Healthcare" },
] as const;

export type BenefitType = (typeof BENEFIT_TYPES)[number]["type"];
export type WizardForm = { number: VaFormNumber; name: string; description: string; href: string };

/**
 * SPEC §3, "Wizard forms by benefit type", word for word: each form's number (one of the forms
 * catalogue's, facts/va-forms.ts), the spec's short name and description, and the page the spec
 * links it to.
 */
export const WIZARD_FORMS: Record<BenefitType, WizardForm[]> = {
  disability: [
    {
      number: "21-0966",
      name: "Intent to File",
      description: "File this first to preserve your effective date.",
      href: VA_LINKS.intentToFileOnline,
    },
    {
      number: "21-526EZ",
      name: "Disability Compensation",
      description: "The main application for disability compensation.",
      href: VA_LINKS.disabilityClaimOnline,
    },
  ],
  home: [
    {
      number: "26-1880",
      name: "Certificate of Eligibility",
      description: "Request the certificate lenders need for a VA home loan.",
      href: VA_LINKS.homeLoanCoe,
    },
  ],
  education: [
    {
      number: "22-1990",
      name: "GI Bill Application",
      description: "How to apply for GI Bill and other education benefits.",
      href: VA_LINKS.educationHowToApply,
    },
  ],
  healthcare: [
    {
      number: "10-10EZ",
      name: "Healthcare Application",
      description: "How to apply for VA health care.",
      href: VA_LINKS.healthCareHowToApply,
    },
  ],
};
