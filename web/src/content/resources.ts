import type { VaFormNumber } from "../../../facts/va-forms";
import * as VA_LINKS from "../../../facts/va-links";
import { page } from "./i18n/en/page";

const [claims, other] = page.resources.columns;

export type ResourceLink = { label: string; form?: VaFormNumber; href: string };

/** The resources section's two columns: the page's short names (the dictionary's) for official VA pages. */
export const RESOURCE_COLUMNS: { title: string; links: ResourceLink[] }[] = [
  {
    title: claims.title,
    links: [
      { label: claims.links[0], form: "21-0966", href: VA_LINKS.intentToFileOnline },
      { label: claims.links[1], form: "21-526EZ", href: VA_LINKS.disabilityClaimOnline },
      { label: claims.links[2], form: "21-4138", href: VA_LINKS.buddyStatementOnline },
    ],
  },
  {
    title: other.title,
    links: [
      { label: other.links[0], form: "26-1880", href: VA_LINKS.homeLoanCoe },
      { label: other.links[1], href: VA_LINKS.giBillApplication },
      { label: other.links[2], href: VA_LINKS.healthCareApplication },
    ],
  },
];
