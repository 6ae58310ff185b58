/**
 * What the chat assistant knows: the one source for both the Claude system prompt and the
 * offline assistant. Links and forms come from shared/FACTS.md only; never add one that is not
 * there. The service's contact facts must match web/src/content/site.ts (a unit test checks it):
 * netlify/ may not import web/, so they are repeated here on purpose.
 */

import { CRISIS_TAPS } from "../../../contract/crisis-line";

/** The service's own facts (PLACEHOLDER values, the same as web/src/content/site.ts `contact`). */
export const SERVICE = {
  name: "Veteran Benefits Guide",
  phoneDisplay: "(555) 010-0123",
  email: "help@example.org",
} as const;

/** Official links, copied from shared/FACTS.md. */
export const LINKS = {
  intentToFileAbout: "https://www.va.gov/resources/your-intent-to-file-a-va-claim/",
  intentToFileFormPage: "https://www.va.gov/find-forms/about-form-21-0966/",
  intentToFileOnline: "https://www.va.gov/supporting-forms-for-claims/intent-to-file-form-21-0966",
  disabilityClaimOnline: "https://www.va.gov/disability/file-disability-claim-form-21-526ez",
  disabilityClaimFormPage: "https://www.va.gov/find-forms/about-form-21-526ez/",
  buddyStatementOnline: "https://www.va.gov/supporting-forms-for-claims/submit-statement-form-21-4138",
  buddyStatementFormPage: "https://www.va.gov/find-forms/about-form-21-4138/",
  homeLoanCoe: "https://www.va.gov/housing-assistance/home-loans/request-coe-form-26-1880",
  educationHowToApply: "https://www.va.gov/education/how-to-apply/",
  giBillApplication: "https://www.va.gov/education/apply-for-gi-bill-form-22-1990/introduction",
  healthCareHowToApply: "https://www.va.gov/health-care/how-to-apply/",
  healthCareApplication: "https://www.va.gov/health-care/apply-for-health-care-form-10-10ez",
  findForms: "https://www.va.gov/find-forms/",
  findRepresentative: "https://www.va.gov/get-help-from-accredited-representative/find-rep/",
  crisisLineChat: "https://www.veteranscrisisline.net/get-help-now/chat/",
  crisisLine: "https://www.veteranscrisisline.net/",
} as const;

/**
 * The Veterans Crisis Line as VA.gov shows it (FACTS.md). The retired 1-800 number is never used.
 * The phrases are the contract's tap targets, so the chat shows each as a one-tap link.
 */
export const CRISIS_LINE = {
  call: CRISIS_TAPS.call.text,
  text: CRISIS_TAPS.text.text,
  chat: `Confidential chat: ${LINKS.crisisLineChat}`,
  tty: `TTY: ${CRISIS_TAPS.tty.text}`,
  emergency: `In an emergency, ${CRISIS_TAPS.emergency.text} or go to the nearest emergency room.`,
} as const;

export type VaForm = { number: string; name: string; use: string; links: readonly string[] };

/** Every VA form the assistant may name. */
export const FORMS: readonly VaForm[] = [
  {
    number: "21-0966",
    name: "Intent to File a Claim",
    use: "tells VA you plan to file, which can set an earlier start date for benefits",
    links: [LINKS.intentToFileOnline, LINKS.intentToFileFormPage, LINKS.intentToFileAbout],
  },
  {
    number: "21-526EZ",
    name: "Application for Disability Compensation",
    use: "new disability claims and claims for an increase",
    links: [LINKS.disabilityClaimOnline, LINKS.disabilityClaimFormPage],
  },
  {
    number: "21-4138",
    name: "Statement in Support of Claim (buddy statement)",
    use: "a written statement from you or someone who knows what happened",
    links: [LINKS.buddyStatementOnline, LINKS.buddyStatementFormPage],
  },
  {
    number: "26-1880",
    name: "Request for a Certificate of Eligibility (home loan COE)",
    use: "proves to a lender that you qualify for a VA-backed home loan",
    links: [LINKS.homeLoanCoe],
  },
  {
    number: "22-1990",
    name: "Application for VA Education Benefits (GI Bill)",
    use: "GI Bill benefits for college, training and apprenticeships",
    links: [LINKS.giBillApplication, LINKS.educationHowToApply],
  },
  {
    number: "10-10EZ",
    name: "Application for Health Benefits",
    use: "enrolling in VA health care",
    links: [LINKS.healthCareApplication, LINKS.healthCareHowToApply],
  },
];

const CONSULTATION_HINT = `For help with your own situation, request a free consultation with the form on this page or call ${SERVICE.phoneDisplay}.`;

export type TopicId =
  | "disabilityClaim"
  | "intentToFile"
  | "form526"
  | "buddyStatement"
  | "hearingTinnitus"
  | "ptsd"
  | "increase"
  | "appeal"
  | "homeLoan"
  | "education"
  | "healthCare"
  | "documents"
  | "cost"
  | "whoWeAre"
  | "contact"
  | "consultation"
  | "representative"
  | "findForms"
  | "afterFiling"
  | "toxicExposure";

export type Topic = {
  id: TopicId;
  title: string;
  /** A complete short answer in plain text, with its official link(s): what the offline assistant says. */
  answer: string;
};

/** Each topic's answer is written for a veteran on a phone: short, plain, with the official link. */
export const TOPICS: readonly Topic[] = [
  {
    id: "disabilityClaim",
    title: "Filing a VA disability compensation claim",
    answer: [
      "VA disability compensation is a tax-free monthly payment for conditions caused or made worse by your service. A claim usually needs three things: a current diagnosed condition, an event, injury or illness during service, and a link between the two.",
      `The usual steps: 1) file an Intent to File (VA Form 21-0966) to hold your start date: ${LINKS.intentToFileOnline} 2) gather your documents (DD214, medical records, buddy statements), 3) file VA Form 21-526EZ online: ${LINKS.disabilityClaimOnline} 4) go to any exam VA schedules.`,
      CONSULTATION_HINT,
    ].join("\n\n"),
  },
  {
    id: "intentToFile",
    title: "Intent to File (VA Form 21-0966)",
    answer: [
      "An Intent to File tells VA you plan to file a claim. It can set your potential start date, so you may get back pay from that date if your claim is approved. After VA records it, you have 1 year to file the claim itself.",
      `File it online (VA Form 21-0966): ${LINKS.intentToFileOnline}`,
      `More about it: ${LINKS.intentToFileAbout}`,
    ].join("\n\n"),
  },
  {
    id: "form526",
    title: "VA Form 21-526EZ (Application for Disability Compensation)",
    answer: [
      "VA Form 21-526EZ is the application for disability compensation. You use it for a first claim, to add new conditions, and to ask for an increase when a service-connected condition gets worse. Filing online lets you save your progress and upload documents.",
      `File online: ${LINKS.disabilityClaimOnline}`,
      `Form details and the PDF: ${LINKS.disabilityClaimFormPage}`,
    ].join("\n\n"),
  },
  {
    id: "buddyStatement",
    title: "Buddy statements (VA Form 21-4138)",
    answer: [
      "A buddy statement is a written account from someone who knows what happened or how your condition affects you: someone you served with, a spouse, family member or friend. It should say how they know you, what they saw firsthand, and when. You can also write one about yourself.",
      `Submit it with VA Form 21-4138 (Statement in Support of Claim) online: ${LINKS.buddyStatementOnline}`,
      `Form details: ${LINKS.buddyStatementFormPage}`,
    ].join("\n\n"),
  },
  {
    id: "hearingTinnitus",
    title: "Hearing loss and tinnitus claims",
    answer: [
      "Hearing loss and tinnitus (ringing in the ears) are among the most common VA claims. It helps to show noise in service (weapons, aircraft, engines, generators, your job), a current hearing problem, and when it started. Buddy statements from people who served with you can back up the noise exposure.",
      `File with VA Form 21-526EZ: ${LINKS.disabilityClaimOnline} If you are not ready yet, an Intent to File holds your start date: ${LINKS.intentToFileOnline}`,
      CONSULTATION_HINT,
    ].join("\n\n"),
  },
  {
    id: "ptsd",
    title: "PTSD and mental health claims",
    answer: [
      "You can claim PTSD, depression, anxiety and other mental health conditions connected to your service, including conditions linked to combat, a traumatic event or military sexual trauma. The claim describes what happened in service; statements from people who knew you before and after can help. You do not need to share details in this chat.",
      `File with VA Form 21-526EZ: ${LINKS.disabilityClaimOnline} Buddy statements use VA Form 21-4138: ${LINKS.buddyStatementOnline}`,
      `If you are struggling right now, the Veterans Crisis Line is there for you: ${CRISIS_LINE.call}, ${CRISIS_LINE.text}, or chat at ${LINKS.crisisLineChat}`,
    ].join("\n\n"),
  },
  {
    id: "increase",
    title: "Asking for an increased rating",
    answer: [
      "If a service-connected condition has gotten worse, you can ask VA for a higher rating by filing a claim for increase on VA Form 21-526EZ. Recent medical records that show how the condition affects your work and daily life are the most useful evidence. VA may schedule a new exam.",
      `File online: ${LINKS.disabilityClaimOnline}`,
      CONSULTATION_HINT,
    ].join("\n\n"),
  },
  {
    id: "appeal",
    title: "Disagreeing with a decision (decision reviews and appeals)",
    answer: [
      "If you disagree with a VA decision, there are three decision review options: a Supplemental Claim (new evidence), a Higher-Level Review (a senior reviewer looks again), or a Board Appeal (a Veterans Law Judge). You generally have 1 year from the date on your decision letter to ask for one. Each option has its own VA form.",
      `Find the right form: ${LINKS.findForms} A VA-accredited representative can help for free: ${LINKS.findRepresentative}`,
      CONSULTATION_HINT,
    ].join("\n\n"),
  },
  {
    id: "afterFiling",
    title: "After you file: claim exams and the decision",
    answer: [
      "After you file, VA gathers evidence and may schedule a claim exam (often called a C&P exam) with a VA or contract provider. Go to every exam VA schedules, and tell the examiner honestly how your condition affects you on your worst days as well as your good ones; a missed exam can lead to a denial. You can check your claim's status in your VA.gov account. VA then mails a decision letter that explains its decision and your rating.",
      `If you disagree with the decision, you can ask for a review; the review forms are on VA.gov: ${LINKS.findForms}`,
      CONSULTATION_HINT,
    ].join("\n\n"),
  },
  {
    id: "toxicExposure",
    title: "Toxic exposure (burn pits, Agent Orange) and the PACT Act",
    answer: [
      "The PACT Act expanded VA health care and disability benefits for veterans exposed to burn pits, Agent Orange and other toxic substances. For many conditions VA now presumes the link to service, so you do not have to prove it. If you were denied before, you may be able to file again.",
      `File with VA Form 21-526EZ: ${LINKS.disabilityClaimOnline} Health care enrollment (VA Form 10-10EZ): ${LINKS.healthCareApplication}`,
      CONSULTATION_HINT,
    ].join("\n\n"),
  },
  {
    id: "homeLoan",
    title: "VA home loans and the Certificate of Eligibility (VA Form 26-1880)",
    answer: [
      "A VA-backed home loan can help you buy, build or refinance a home, often with no down payment. Your lender needs a Certificate of Eligibility (COE) to show you qualify; many lenders can request it for you.",
      `Request your COE yourself (VA Form 26-1880): ${LINKS.homeLoanCoe}`,
    ].join("\n\n"),
  },
  {
    id: "education",
    title: "GI Bill and education or training benefits (VA Form 22-1990)",
    answer: [
      "GI Bill benefits can help pay for college, graduate school, vocational and technical training, apprenticeships, on-the-job training, and licensing and certification tests. You apply with VA Form 22-1990.",
      `Apply online: ${LINKS.giBillApplication}`,
      `How to apply, step by step: ${LINKS.educationHowToApply}`,
    ].join("\n\n"),
  },
  {
    id: "healthCare",
    title: "Enrolling in VA health care (VA Form 10-10EZ)",
    answer: [
      "To get VA health care you enroll with VA Form 10-10EZ. You can apply online, by phone, by mail or in person. Having your DD214 (or other separation papers) and your insurance information ready makes it faster.",
      `Apply online: ${LINKS.healthCareApplication}`,
      `How to apply: ${LINKS.healthCareHowToApply}`,
    ].join("\n\n"),
  },
  {
    id: "documents",
    title: "Documents to gather before you file",
    answer: [
      "Helpful documents for a claim: your DD214 or other separation papers, service treatment records, VA and private medical records, a current diagnosis, buddy statements, and for dependents your marriage and children's birth certificates. Keep copies and do not type personal details such as your Social Security number into this chat.",
      `Start with an Intent to File to hold your date while you gather them: ${LINKS.intentToFileOnline} Then file VA Form 21-526EZ: ${LINKS.disabilityClaimOnline}`,
      CONSULTATION_HINT,
    ].join("\n\n"),
  },
  {
    id: "cost",
    title: "What it costs",
    answer: [
      `Our guidance is free: no fees and no commissions. By law nobody may charge you for help with an initial VA claim, and VA-accredited Veterans Service Organizations also help for free: ${LINKS.findRepresentative}`,
      CONSULTATION_HINT,
    ].join("\n\n"),
  },
  {
    id: "whoWeAre",
    title: "Who we are",
    answer: [
      `${SERVICE.name} is a free, veteran-led guidance service: a fellow veteran helps you understand your VA benefits, gather your documents, find the right official forms and apply. We are not affiliated with or endorsed by the U.S. Department of Veterans Affairs, and this chat gives general information, not legal or medical advice.`,
      `Official VA forms: ${LINKS.findForms}`,
      CONSULTATION_HINT,
    ].join("\n\n"),
  },
  {
    id: "contact",
    title: "How to reach the counselor",
    answer: [
      `You can call ${SERVICE.phoneDisplay}, e-mail ${SERVICE.email}, or request a free consultation with the form on this page and the counselor will get back to you.`,
    ].join("\n\n"),
  },
  {
    id: "consultation",
    title: "The free consultation",
    answer: [
      `A free consultation is a one-on-one conversation with the counselor, a fellow veteran, about your situation and the benefits you may qualify for. Request one with the consultation form on this page (your name, e-mail, phone and branch of service), or call ${SERVICE.phoneDisplay}. There is no cost and no obligation.`,
    ].join("\n\n"),
  },
  {
    id: "representative",
    title: "Accredited representatives",
    answer: [
      `A VA-accredited representative (from a Veterans Service Organization, or an accredited attorney or claims agent) can file and argue a claim for you. VSO representatives help for free. Find one near you: ${LINKS.findRepresentative}`,
    ].join("\n\n"),
  },
  {
    id: "findForms",
    title: "Finding a VA form",
    answer: [`Every official VA form is on VA.gov's form finder: ${LINKS.findForms}`, CONSULTATION_HINT].join("\n\n"),
  },
];

export function getTopic(id: TopicId): Topic {
  const topic = TOPICS.find((t) => t.id === id);
  if (!topic) throw new Error(`Unknown topic ${id}`);
  return topic;
}

/** The answer when nothing more specific fits: it still points somewhere useful. */
export const GENERAL_ANSWER = [
  `I can help with VA disability claims, Intent to File, buddy statements, increases and appeals, home loans, the GI Bill and VA health care. Could you tell me a little more about what you need?`,
  `Official VA forms: ${LINKS.findForms}`,
  `For help with your own situation, request a free consultation with the form on this page or call ${SERVICE.phoneDisplay}. The guidance is free.`,
].join("\n\n");

/** Every URL the knowledge base may show. */
export const KNOWN_LINKS: readonly string[] = Object.values(LINKS);
