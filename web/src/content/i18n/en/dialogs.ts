import type * as VA_LINKS from "../../../../../facts/va-links";
import type { Twin } from "../types";

/**
 * The words of the chat and the wizard dialogs, in English (the product's own texts on `/`). Only the
 * dialogs' own chunks import this file, so it never weighs on the page's first load. Each text has
 * its Spanish twin in ../es/dialogs.ts, typed by `DialogText`.
 */
export const dialogs = {
  close: "Close",
  /** The toasts' frame (the toasts' own words are in page.ts): it loads with the toaster's chunk. */
  toaster: {
    dismiss: "Dismiss notification",
    /** The toasts' region, named with the key that focuses it, and the word a screen reader says before each. */
    region: "Notifications ({hotkey})",
    announce: "Notification",
  },
  chat: {
    title: "VA Benefits Assistant",
    disclaimer:
      "Answers are AI-generated and may contain inaccuracies; verify important information. Don’t share your Social Security number or medical records here.",
    inCrisis: "In crisis?",
    /** The crisis link's visible words in a tiny dialog (very large text with the keyboard up); "In crisis?" stays in its name. */
    callShort: "988, select 1",
    log: "Conversation",
    you: "You: ",
    assistant: "Assistant: ",
    typing: "Typing...",
    inputLabel: "Your message",
    placeholder: "Ask about disability claims, home loans, education...",
    send: "Send message",
    greeting: "Hi! I'm here to help you with VA benefits. What would you like to know about?",
    fallback: "I'm sorry, I'm having trouble connecting right now. Please try again in a moment.",
    /** The disclaimer collapses to one line; its control reads "more" or "less", then (to a screen reader) what about. */
    more: "more",
    less: "less",
    aboutAnswers: "about these answers",
    /** The hand-off to a person, in the dialog and in a reply that cannot answer. */
    talkToPerson: "Talk to a person",
    /** The hand-off button's visible word in a short dialog (large text, keyboard up); its name stays talkToPerson. */
    person: "Person",
    callLabel: "Call",
    /** The starter questions under the greeting (each ends in "?"), and their list's name. */
    suggestions: "Suggested questions",
    starters: [
      "How do I file a VA disability claim?",
      "What can I do if VA denied my claim?",
      "How do I apply for the GI Bill?",
      "Is your help free?",
    ],
    /** What a link in a reply reads as. */
    onVa: (name: string) => `${name} on VA.gov`,
    onSite: (name: string, site: string) => `${name} on ${site}`,
    vaForm: (number: string) => `VA Form ${number}`,
    crisisChat: "Veterans Crisis Line chat",
    /** Each official page of facts/va-links.ts as a reply's link reads, before " on VA.gov". */
    vaPages: {
      aboutDisabilityRatings: "About VA disability ratings",
      accreditationSearch: "VA Office of General Counsel accreditation search",
      accreditedRepresentativeFaqs: "VA accredited representative FAQs",
      aidAttendance: "VA Aid and Attendance benefits and Housebound allowance",
      aidAttendanceOnline: "Apply online for Aid and Attendance or Housebound benefits (VA Form 21-2680)",
      appointAttorneyFormPage: "About VA Form 21-22a (Appoint an individual as your representative)",
      appointRepresentative: "Appoint an accredited representative",
      appointVsoFormPage: "About VA Form 21-22 (Appoint a Veterans Service Organization as your representative)",
      automobileAllowance: "Automobile allowance and adaptive equipment",
      automobileAllowanceFormPage: "About VA Form 21-4502 (Automobile allowance and adaptive equipment)",
      boardAppealFormPage: "About VA Form 10182 (Board Appeal)",
      buddyStatementFormPage: "About VA Form 21-4138 (Statement in Support of Claim)",
      buddyStatementOnline: "Submit a statement to support a claim online (VA Form 21-4138)",
      burialAllowance: "Veterans burial allowance",
      burialAllowanceOnline: "Apply online for a Veterans burial allowance (VA Form 21P-530EZ)",
      champva: "CHAMPVA benefits",
      champvaOnline: "Apply online for CHAMPVA benefits (VA Form 10-10d)",
      choosingDecisionReview: "Choosing a decision review option",
      claimExam: "VA claim exams",
      claimStatus: "Check your claim or appeal status",
      compensationRates: "Veterans disability compensation rates",
      decisionReviews: "VA decision reviews and appeals",
      dependentsEducation: "Survivors' and Dependents' Educational Assistance (DEA)",
      dependentsEducationOnline: "Apply online for DEA or the Fry Scholarship (VA Form 22-5490)",
      dependentsOnline: "Add or remove dependents online (VA Forms 21-686c and 21-674)",
      disabilityClaimFormPage: "About VA Form 21-526EZ (Application for Disability Compensation)",
      disabilityClaimOnline: "File a disability claim online (VA Form 21-526EZ)",
      educationHowToApply: "How to apply for VA education benefits",
      familyCaregivers: "Program of Comprehensive Assistance for Family Caregivers",
      familyCaregiversOnline:
        "Apply online for the Program of Comprehensive Assistance for Family Caregivers (VA Form 10-10CG)",
      findForms: "Find a VA form",
      findRepresentative: "Find a VA accredited representative",
      giBillApplication: "Apply online for GI Bill education benefits (VA Form 22-1990)",
      giBillTransfer: "Transfer your Post-9/11 GI Bill benefits",
      giBillTransferredOnline: "Apply online to use transferred GI Bill benefits (VA Form 22-1990E)",
      headstones: "Headstones, markers, and medallions",
      healthCareApplication: "Apply online for VA health care (VA Form 10-10EZ)",
      healthCareHowToApply: "How to apply for VA health care",
      higherLevelReviewFormPage: "About VA Form 20-0996 (Higher-Level Review)",
      homeLoanCoe: "Request a VA home loan Certificate of Eligibility (VA Form 26-1880)",
      homeLoans: "VA home loans",
      intentToFileAbout: "About your intent to file a VA claim",
      intentToFileFormPage: "About VA Form 21-0966 (Intent to File)",
      intentToFileOnline: "Submit an intent to file online (VA Form 21-0966)",
      layWitnessStatementOnline: "Submit a lay or witness statement online (VA Form 21-10210)",
      manageDependents: "Manage dependents on your VA benefits",
      mentalHealthStatementFormPage:
        "About VA Form 21-0781 (Statement in Support of Claim for Mental Health Disorders)",
      pactAct: "The PACT Act and your VA benefits",
      pensionEligibility: "Veterans Pension eligibility",
      pensionFormPage: "About VA Form 21P-527EZ (Application for Veterans Pension)",
      pensionHowToApply: "How to apply for Veterans Pension",
      pensionOnline: "Apply online for Veterans Pension (VA Form 21P-527EZ)",
      preNeed: "Pre-need eligibility for burial in a VA national cemetery",
      preNeedOnline: "Apply online for pre-need eligibility for burial (VA Form 40-10007)",
      privateRecordsFormPage: "About VA Form 21-4142 (Authorization to Disclose Information to VA)",
      privateRecordsFormPageA: "About VA Form 21-4142a (General Release for Medical Provider Information to VA)",
      privateRecordsOnline: "Authorize release of private medical records to VA online (VA Form 21-4142)",
      ptsd: "VA disability compensation for PTSD",
      readinessAndEmployment: "Veteran Readiness and Employment (VR&E)",
      spanishHelp: "VA help and resources in Spanish",
      supplementalClaimFormPage: "About VA Form 20-0995 (Supplemental Claim)",
      survivorsDic: "VA Dependency and Indemnity Compensation (DIC)",
      survivorsFormPage: "About VA Form 21P-534EZ (DIC, Survivors Pension, and accrued benefits)",
      survivorsOnline: "Apply online for DIC, Survivors Pension, or accrued benefits (VA Form 21P-534EZ)",
      survivorsPension: "VA Survivors Pension",
      unemployability: "Individual Unemployability disability benefits",
      unemployabilityOnline: "Apply online for Individual Unemployability (VA Form 21-8940)",
    } satisfies Record<keyof typeof VA_LINKS, string>,
  },
  wizard: {
    title: "VA Forms Wizard",
    description: "Find the right official VA form in two steps.",
    question: "What type of benefit are you interested in?",
    benefits: {
      disability: "Disability Compensation",
      home: "Home Loans",
      education: "Education Benefits",
      healthcare: "Healthcare",
    },
    formsFor: (benefit: string) => `Forms for ${benefit}`,
    /** Each form's short name and description, as the product's wizard table gives them (content/wizard-forms.ts adds numbers and links). */
    forms: {
      disability: [
        { name: "Intent to File", description: "File this first to preserve your effective date." },
        { name: "Disability Compensation", description: "The main application for disability compensation." },
      ],
      home: [
        { name: "Certificate of Eligibility", description: "Request the certificate lenders need for a VA home loan." },
      ],
      education: [
        { name: "GI Bill Application", description: "How to apply for GI Bill and other education benefits." },
      ],
      healthcare: [{ name: "Healthcare Application", description: "How to apply for VA health care." }],
    },
    viewForm: "View Form",
    viewFormLabel: (number: string, name: string) => `View Form ${number} ${name} (opens in a new tab)`,
    back: "Back",
    schedule: "Schedule Consultation",
  },
} as const;

export type DialogText = Twin<typeof dialogs>;
