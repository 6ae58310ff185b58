/**
 * The VA forms the site and the chat may name (facts/SOURCES.md): each form's number, its official
 * name, what it is for (as the chat says it) and its official addresses, the online form first.
 * The page names a form by its number, checked against this list by its type (`VaFormNumber`), so
 * the first load carries no catalogue text.
 */
import * as VA_LINKS from "./va-links";

export type VaForm = { number: string; name: string; use: string; links: readonly string[] };

/** Every form, in the order the chat lists them. */
export const VA_FORMS = [
  {
    number: "21-0966",
    name: "Intent to File a Claim",
    use: "tells VA you plan to file, which can set an earlier start date for benefits",
    links: [VA_LINKS.intentToFileOnline, VA_LINKS.intentToFileFormPage, VA_LINKS.intentToFileAbout],
  },
  {
    number: "21-526EZ",
    name: "Application for Disability Compensation",
    use: "new disability claims and claims for an increase",
    links: [VA_LINKS.disabilityClaimOnline, VA_LINKS.disabilityClaimFormPage],
  },
  {
    number: "21-4138",
    name: "Statement in Support of Claim (buddy statement)",
    use: "a written statement from you or someone who knows what happened",
    links: [VA_LINKS.buddyStatementOnline, VA_LINKS.buddyStatementFormPage],
  },
  {
    number: "20-0995",
    name: "Supplemental Claim",
    use: "a decision review with new and relevant evidence",
    links: [VA_LINKS.supplementalClaimFormPage],
  },
  {
    number: "20-0996",
    name: "Higher-Level Review",
    use: "a decision review of the same evidence by a senior reviewer",
    links: [VA_LINKS.higherLevelReviewFormPage],
  },
  {
    number: "10182",
    name: "Board Appeal (Notice of Disagreement)",
    use: "a decision review by a Veterans Law Judge at the Board of Veterans' Appeals",
    links: [VA_LINKS.boardAppealFormPage],
  },
  {
    number: "26-1880",
    name: "Request for a Certificate of Eligibility (home loan COE)",
    use: "proves to a lender that you qualify for a VA-backed home loan",
    links: [VA_LINKS.homeLoanCoe],
  },
  {
    number: "22-1990",
    name: "Application for VA Education Benefits (GI Bill)",
    use: "GI Bill benefits for college, training and apprenticeships",
    links: [VA_LINKS.giBillApplication, VA_LINKS.educationHowToApply],
  },
  {
    number: "10-10EZ",
    name: "Application for Health Benefits",
    use: "enrolling in VA health care",
    links: [VA_LINKS.healthCareApplication, VA_LINKS.healthCareHowToApply],
  },
] as const satisfies readonly VaForm[];

export type VaFormNumber = (typeof VA_FORMS)[number]["number"];
