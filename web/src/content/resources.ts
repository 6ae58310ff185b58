/** Official VA addresses, copied from shared/FACTS.md. Never add one that is not there. */
export const VA_LINKS = {
  intentToFileOnline: "https://www.va.gov/supporting-forms-for-claims/intent-to-file-form-21-0966",
  disabilityClaimOnline: "https://www.va.gov/disability/file-disability-claim-form-21-526ez",
  buddyStatementOnline: "https://www.va.gov/supporting-forms-for-claims/submit-statement-form-21-4138",
  homeLoanCoe: "https://www.va.gov/housing-assistance/home-loans/request-coe-form-26-1880",
  educationHowToApply: "https://www.va.gov/education/how-to-apply/",
  giBillApplication: "https://www.va.gov/education/apply-for-gi-bill-form-22-1990/introduction",
  healthCareHowToApply: "https://www.va.gov/health-care/how-to-apply/",
  healthCareApplication: "https://www.va.gov/health-care/apply-for-health-care-form-10-10ez",
  findForms: "https://www.va.gov/find-forms/",
  findRepresentative: "https://www.va.gov/get-help-from-accredited-representative/find-rep/",
  accreditedRepresentativeFaq: "https://www.va.gov/resources/va-accredited-representative-faqs/",
  verifyAccreditation: "https://www.va.gov/ogc/apps/accreditation/index.asp",
} as const;

export type ResourceLink = { label: string; form?: string; href: string };

export const RESOURCE_COLUMNS: { title: string; links: ResourceLink[] }[] = [
  {
    title: "Disability Claims",
    links: [
      { label: "Intent to File", form: "21-0966", href: VA_LINKS.intentToFileOnline },
      { label: "Disability Compensation", form: "21-526EZ", href: VA_LINKS.disabilityClaimOnline },
      { label: "Buddy Statement", form: "21-4138", href: VA_LINKS.buddyStatementOnline },
    ],
  },
  {
    title: "Other Benefits",
    links: [
      { label: "Home Loan COE", form: "26-1880", href: VA_LINKS.homeLoanCoe },
      { label: "Education Benefits Application", href: VA_LINKS.giBillApplication },
      { label: "Healthcare Enrollment", href: VA_LINKS.healthCareApplication },
    ],
  },
];
