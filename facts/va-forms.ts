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
  // FACTS.md's "whole benefits map" section (read 2026-11-23; VA.gov, VA's form-app registry in
  // department-of-veterans-affairs/content-build, and the forms as filed with OMB).
  {
    number: "21-10210",
    name: "Lay/Witness Statement",
    use: "a statement from someone who knows about your condition or what happened (one form per statement)",
    links: [VA_LINKS.layWitnessStatementOnline],
  },
  {
    number: "21-4142",
    name: "Authorization to Disclose Information to VA (with 21-4142a)",
    use: "lets VA request your private (non-VA) doctors' and hospitals' records",
    links: [VA_LINKS.privateRecordsOnline, VA_LINKS.privateRecordsFormPage, VA_LINKS.privateRecordsFormPageA],
  },
  {
    number: "21-0781",
    name: "Statement in Support of Claimed Mental Health Disorder(s) Due to an In-Service Traumatic Event(s)",
    use: "describes the in-service event behind a PTSD or other mental health claim, military sexual trauma included",
    links: [VA_LINKS.mentalHealthStatementFormPage],
  },
  {
    number: "21-8940",
    name: "Veteran's Application for Increased Compensation Based on Unemployability",
    use: "Individual Unemployability: paid at the 100% rate when service-connected disabilities keep you from working",
    links: [VA_LINKS.unemployabilityOnline, VA_LINKS.unemployability],
  },
  {
    number: "21-686c",
    name: "Application Request to Add and/or Remove Dependents (online with 21-674)",
    use: "adding or removing a spouse, child or parent on disability compensation",
    links: [VA_LINKS.dependentsOnline, VA_LINKS.manageDependents],
  },
  {
    number: "21-4502",
    name: "Application for Automobile or Other Conveyance and Adaptive Equipment",
    use: "the automobile allowance and adaptive equipment (approval comes before buying)",
    links: [VA_LINKS.automobileAllowanceFormPage, VA_LINKS.automobileAllowance],
  },
  {
    number: "21P-527EZ",
    name: "Application for Veterans Pension",
    use: "Veterans Pension: monthly payments for wartime veterans with limited income",
    links: [VA_LINKS.pensionOnline, VA_LINKS.pensionFormPage, VA_LINKS.pensionHowToApply],
  },
  {
    number: "21-2680",
    name: "Examination for Housebound Status or Permanent Need for Regular Aid and Attendance",
    use: "Aid and Attendance or Housebound, added to a pension",
    links: [VA_LINKS.aidAttendanceOnline, VA_LINKS.aidAttendance],
  },
  {
    number: "21P-534EZ",
    name: "Application for DIC, Survivors Pension and/or Accrued Benefits",
    use: "survivors: Dependency and Indemnity Compensation, Survivors Pension and accrued benefits",
    links: [VA_LINKS.survivorsOnline, VA_LINKS.survivorsFormPage],
  },
  {
    number: "10-10d",
    name: "Application for CHAMPVA Benefits",
    use: "CHAMPVA health coverage for a spouse, survivor or child",
    links: [VA_LINKS.champvaOnline, VA_LINKS.champva],
  },
  {
    number: "10-10CG",
    name: "Application for the Program of Comprehensive Assistance for Family Caregivers",
    use: "the family caregiver program",
    links: [VA_LINKS.familyCaregiversOnline, VA_LINKS.familyCaregivers],
  },
  {
    number: "22-1990e",
    name: "Application for Family Member to Use Transferred Benefits",
    use: "a spouse or child using Post-9/11 GI Bill benefits transferred to them",
    links: [VA_LINKS.giBillTransferredOnline, VA_LINKS.giBillTransfer],
  },
  {
    number: "22-5490",
    name: "Dependents' Application for VA Education Benefits",
    use: "Survivors' and Dependents' Educational Assistance (DEA, Chapter 35)",
    links: [VA_LINKS.dependentsEducationOnline, VA_LINKS.dependentsEducation],
  },
  {
    number: "21P-530EZ",
    name: "Application for Burial Benefits",
    use: "the burial allowance and transportation costs",
    links: [VA_LINKS.burialAllowanceOnline, VA_LINKS.burialAllowance],
  },
  {
    number: "40-1330",
    // The form's own title was found only in unofficial copies (round 4, 2026-11-24): the chat
    // names it by VA's page for it instead.
    name: "Headstones, markers and medallions (40-1330M for a medallion)",
    use: "a headstone, marker or medallion for a veteran's grave",
    links: [VA_LINKS.headstones],
  },
  {
    number: "40-10007",
    name: "Application for Pre-Need Determination of Eligibility for Burial in a VA National Cemetery",
    use: "finding out ahead of time if you can be buried in a VA national cemetery",
    links: [VA_LINKS.preNeedOnline, VA_LINKS.preNeed],
  },
  {
    number: "21-22",
    name: "Appointment of Veterans Service Organization as Claimant's Representative (21-22a for an attorney or claims agent)",
    use: "appointing a VA-accredited representative",
    links: [VA_LINKS.appointRepresentative, VA_LINKS.appointVsoFormPage, VA_LINKS.appointAttorneyFormPage],
  },
] as const satisfies readonly VaForm[];

export type VaFormNumber = (typeof VA_FORMS)[number]["number"];
