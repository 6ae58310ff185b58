import type { VaFormNumber } from "../../../facts/va-forms";
import * as VA_LINKS from "../../../facts/va-links";

export type ResourceLink = { label: string; form?: VaFormNumber; href: string };

/** The resources section's two columns: the page's short names for official VA pages. */
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
