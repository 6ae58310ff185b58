/**
 * Every official VA address the site and the chat may show, listed with its source and date in facts/SOURCES.md (a test
 * checks each one there). Never add one that is not there.
 *
 * One export per address, read as `VA_LINKS.name` after `import * as VA_LINKS`: the web's
 * bundles then carry only the addresses they show, and the chat takes them all.
 */

export const intentToFileAbout = "https://www.va.gov/resources/your-intent-to-file-a-va-claim/";
export const intentToFileFormPage = "https://www.va.gov/find-forms/about-form-21-0966/";
export const intentToFileOnline = "https://www.va.gov/supporting-forms-for-claims/intent-to-file-form-21-0966";
export const disabilityClaimOnline = "https://www.va.gov/disability/file-disability-claim-form-21-526ez";
export const disabilityClaimFormPage = "https://www.va.gov/find-forms/about-form-21-526ez/";
export const buddyStatementOnline = "https://www.va.gov/supporting-forms-for-claims/submit-statement-form-21-4138";
export const buddyStatementFormPage = "https://www.va.gov/find-forms/about-form-21-4138/";
export const homeLoanCoe = "https://www.va.gov/housing-assistance/home-loans/request-coe-form-26-1880";
export const educationHowToApply = "https://www.va.gov/education/how-to-apply/";
export const giBillApplication = "https://www.va.gov/education/apply-for-gi-bill-form-22-1990/introduction";
export const healthCareHowToApply = "https://www.va.gov/health-care/how-to-apply/";
export const healthCareApplication = "https://www.va.gov/health-care/apply-for-health-care-form-10-10ez";
export const findForms = "https://www.va.gov/find-forms/";
export const findRepresentative = "https://www.va.gov/get-help-from-accredited-representative/find-rep/";

// "More official VA pages" in facts/SOURCES.md.
export const decisionReviews = "https://www.va.gov/decision-reviews/";
export const choosingDecisionReview = "https://www.va.gov/resources/choosing-a-decision-review-option";
export const supplementalClaimFormPage = "https://www.va.gov/find-forms/about-form-20-0995/";
export const higherLevelReviewFormPage = "https://www.va.gov/find-forms/about-form-20-0996/";
export const boardAppealFormPage = "https://www.va.gov/find-forms/about-form-10182/";
export const claimExam = "https://www.va.gov/disability/va-claim-exam/";
export const pactAct = "https://www.va.gov/resources/the-pact-act-and-your-va-benefits/";
export const claimStatus = "https://www.va.gov/claim-or-appeal-status/";
export const ptsd = "https://www.va.gov/disability/eligibility/ptsd/";
export const homeLoans = "https://www.va.gov/housing-assistance/home-loans/";
export const survivorsDic =
  "https://www.va.gov/family-and-caregiver-benefits/survivor-compensation/dependency-indemnity-compensation/";
export const readinessAndEmployment = "https://www.va.gov/careers-employment/vocational-rehabilitation/";
export const accreditedRepresentativeFaqs = "https://www.va.gov/resources/va-accredited-representative-faqs/";
export const accreditationSearch = "https://www.va.gov/ogc/apps/accreditation/index.asp";

// "More official pages (round 3)" in FACTS.md: the rating calculator's links.
export const compensationRates = "https://www.va.gov/disability/compensation-rates/veteran-rates/";
export const aboutDisabilityRatings = "https://www.va.gov/disability/about-disability-ratings/";
