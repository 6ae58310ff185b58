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

// "More official pages (round 3: the whole benefits map)" in FACTS.md, read 2026-11-23. Its sources:
// VA.gov's pages, VA's public form-app registry (department-of-veterans-affairs/content-build,
// src/applications/registry.json, 2026-02) and forms as filed with OMB. Pages that moved are given
// only at their new paths.
export const pensionEligibility = "https://www.va.gov/pension/eligibility/";
export const pensionHowToApply = "https://www.va.gov/pension/how-to-apply/";
export const pensionOnline = "https://www.va.gov/pension/apply-for-veteran-pension-form-21p-527ez";
export const pensionFormPage = "https://www.va.gov/find-forms/about-form-21p-527ez";
export const aidAttendance = "https://www.va.gov/pension/aid-attendance-housebound/";
export const aidAttendanceOnline = "https://www.va.gov/pension/aid-attendance-housebound/apply-form-21-2680";
export const unemployability = "https://www.va.gov/disability/eligibility/special-claims/unemployability/";
export const unemployabilityOnline =
  "https://www.va.gov/disability/eligibility/special-claims/unemployability/apply-unemployability-compensation-form-21-8940";
export const manageDependents = "https://www.va.gov/manage-dependents/";
export const dependentsOnline = "https://www.va.gov/manage-dependents/add-remove-form-21-686c-674";
export const automobileAllowance =
  "https://www.va.gov/disability/eligibility/special-claims/automobile-allowance-adaptive-equipment/";
export const automobileAllowanceFormPage = "https://www.va.gov/find-forms/about-form-21-4502";
export const privateRecordsOnline =
  "https://www.va.gov/supporting-forms-for-claims/release-information-to-va-form-21-4142";
export const privateRecordsFormPage = "https://www.va.gov/find-forms/about-form-21-4142/";
export const privateRecordsFormPageA = "https://www.va.gov/find-forms/about-form-21-4142a/";
export const mentalHealthStatementFormPage = "https://www.va.gov/find-forms/about-form-21-0781";
export const champva = "https://www.va.gov/family-and-caregiver-benefits/health-and-disability/champva/";
export const champvaOnline =
  "https://www.va.gov/family-and-caregiver-benefits/health-and-disability/champva/apply-form-10-10d";
export const appointRepresentative = "https://www.va.gov/get-help-from-accredited-representative/appoint-rep";
export const appointVsoFormPage = "https://www.va.gov/find-forms/about-form-21-22/";
export const appointAttorneyFormPage = "https://www.va.gov/find-forms/about-form-21-22a/";
export const familyCaregivers =
  "https://www.va.gov/family-and-caregiver-benefits/health-and-disability/comprehensive-assistance-for-family-caregivers/";
export const familyCaregiversOnline =
  "https://www.va.gov/family-and-caregiver-benefits/health-and-disability/comprehensive-assistance-for-family-caregivers/apply-form-10-10cg";
export const burialAllowance = "https://www.va.gov/burials-memorials/veterans-burial-allowance/";
export const burialAllowanceOnline =
  "https://www.va.gov/burials-memorials/veterans-burial-allowance/apply-for-allowance-form-21p-530ez";
export const headstones = "https://www.va.gov/burials-memorials/memorial-items/headstones-markers-medallions/";
export const preNeed = "https://www.va.gov/burials-memorials/pre-need-eligibility/";
export const preNeedOnline =
  "https://www.va.gov/burials-and-memorials/pre-need/form-10007-apply-for-eligibility/introduction";
export const layWitnessStatementOnline =
  "https://www.va.gov/supporting-forms-for-claims/lay-witness-statement-form-21-10210";
export const survivorsFormPage = "https://www.va.gov/find-forms/about-form-21p-534ez";
export const survivorsOnline =
  "https://www.va.gov/family-and-caregiver-benefits/survivor-compensation/apply-for-dic-survivors-pension-accrued-benefits-form-21p-534ez";
export const survivorsPension =
  "https://www.va.gov/family-and-caregiver-benefits/survivor-compensation/survivors-pension/";
export const dependentsEducation =
  "https://www.va.gov/family-and-caregiver-benefits/education-and-careers/dependents-education-assistance/";
export const dependentsEducationOnline =
  "https://www.va.gov/family-and-caregiver-benefits/education-and-careers/apply-for-dea-fry-form-22-5490";
export const giBillTransfer = "https://www.va.gov/education/transfer-post-9-11-gi-bill-benefits/";
export const giBillTransferredOnline =
  "https://www.va.gov/family-and-caregiver-benefits/education-and-careers/transferred-gi-bill-benefits/apply-form-22-1990e";
/** VA's Spanish help page ("Asistencia y recursos del VA en español"). */
export const spanishHelp = "https://www.va.gov/asistencia-y-recursos-en-espanol";
