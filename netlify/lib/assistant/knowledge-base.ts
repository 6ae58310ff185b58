/**
 * What the chat assistant knows: the one source for both the Claude system prompt and the
 * offline assistant. The service's facts, the crisis line, the VA links and the forms come from
 * facts/ (the same values the web page shows; the crisis line's phrases through safety/crisis-line.ts);
 * this file writes the chat's answers with them.
 */

import { CRISIS_LINE_ES, CRISIS_LINKS } from "../../../facts/crisis-line";
import { contact, counselor, service, type Accreditation } from "../../../facts/service";
import * as VA_LINKS from "../../../facts/va-links";
import { CRISIS_LINE } from "../safety/crisis-line";
import { type AnswerParts, renderAnswer } from "./answer";
import { mapTopics, type MapTopicId } from "./knowledge-map";

/** The hand-off to a person: every answer that may need one ends with it. */
const HANDOFF = `For help with your own situation, call ${contact.phoneDisplay} or request a free consultation with the consultation form on this page.`;

/** What the service says about itself (FACTS.md, "Accreditation: what the site may say"). */
export const INDEPENDENCE = `${service.name} is an independent, free, veteran-led guidance service. It is not part of VA and is not affiliated with or endorsed by the U.S. Department of Veterans Affairs.`;

/** The counselor's accreditation in one honest sentence (null: not accredited). */
export function accreditationStatement(accreditation: Accreditation | null = counselor.accreditation): string {
  if (accreditation === null) {
    return "We are not VA-accredited representatives: we give general guidance, and we cannot prepare, present or file a claim for you.";
  }
  return `The counselor is a VA-accredited ${accreditation.type} (accreditation number ${accreditation.number}); you can verify it in VA's accreditation records.`;
}

/** VA's accreditation rule (38 U.S.C. 5901, FACTS.md), as the chat says it. */
export const ACCREDITATION_RULE =
  "only VA-accredited representatives (Veterans Service Organization representatives, attorneys and claims agents) may help prepare, present or prosecute a VA claim for someone";

export type TopicId =
  | MapTopicId
  | "disabilityClaim"
  | "intentToFile"
  | "form526"
  | "buddyStatement"
  | "hearingTinnitus"
  | "ptsd"
  | "increase"
  | "appeal"
  | "supplementalClaim"
  | "higherLevelReview"
  | "boardAppeal"
  | "claimExam"
  | "claimStatus"
  | "claimTime"
  | "toxicExposure"
  | "homeLoan"
  | "homeLoanReuse"
  | "survivors"
  | "readinessAndEmployment"
  | "education"
  | "healthCare"
  | "documents"
  | "cost"
  | "whoWeAre"
  | "fileForMe"
  | "contact"
  | "consultation"
  | "representative"
  | "findForms"
  | "privacy";

export type Topic = AnswerParts & {
  id: TopicId;
  title: string;
  /** The complete short answer in plain text: what the offline assistant says. */
  answer: string;
};

const topic = (id: TopicId, title: string, parts: AnswerParts): Topic => ({
  id,
  title,
  ...parts,
  answer: renderAnswer(parts),
});

const CLAIM_ONLINE = ["File VA Form 21-526EZ online", VA_LINKS.disabilityClaimOnline] as const;
const ITF_ONLINE = ["Intent to File (VA Form 21-0966) online", VA_LINKS.intentToFileOnline] as const;
const BUDDY_ONLINE = ["Buddy statement (VA Form 21-4138) online", VA_LINKS.buddyStatementOnline] as const;
const FIND_REP = ["Find a VA-accredited representative", VA_LINKS.findRepresentative] as const;
const ONE_YEAR = "generally within 1 year from the date on your decision letter";

function fileForMe(accreditation: Accreditation | null): AnswerParts {
  if (accreditation !== null) {
    return {
      direct: accreditationStatement(accreditation),
      steps: [
        "Request a free consultation with the consultation form on this page, or call us, to talk about your claim.",
        "VA-accredited Veterans Service Organization representatives also help for free.",
      ],
      links: [["Verify an accreditation", VA_LINKS.accreditationSearch], FIND_REP],
      closing: HANDOFF,
    };
  }
  return {
    direct: `No, we can't file your claim for you: ${ACCREDITATION_RULE}, and we are not VA-accredited.`,
    steps: [
      "We give general guidance: which form fits, what evidence helps, and how to file it yourself online.",
      "If you want someone to represent your claim, find a VA-accredited representative. Veterans Service Organization representatives are always free.",
      `To talk through your situation, request a free consultation with the consultation form on this page or call ${contact.phoneDisplay}.`,
    ],
    links: [FIND_REP, ["VA's accredited representative FAQs", VA_LINKS.accreditedRepresentativeFaqs]],
  };
}

/** Each topic's answer is written for a veteran on a phone: short, plain, with the official link. */
export const TOPICS: readonly Topic[] = [
  topic("disabilityClaim", "Filing a VA disability compensation claim", {
    direct:
      "You file a VA disability claim with VA Form 21-526EZ, and filing online is the quickest way. A claim needs a current condition, an event, injury or illness in service, and a link between the two.",
    steps: [
      "File an Intent to File (VA Form 21-0966) to hold your start date while you get ready.",
      "Gather your DD214, medical records and any buddy statements.",
      "File VA Form 21-526EZ online.",
      "Go to any claim exam VA schedules.",
    ],
    links: [CLAIM_ONLINE, ITF_ONLINE],
    closing: HANDOFF,
  }),
  topic("intentToFile", "Intent to File (VA Form 21-0966)", {
    direct:
      "An Intent to File (VA Form 21-0966) tells VA you plan to file a claim, and it can set your start date, so you may get back pay from that date if your claim is approved.",
    steps: [
      "File VA Form 21-0966 online.",
      "After VA records it, you have 1 year to file the claim itself (VA Form 21-526EZ).",
    ],
    links: [ITF_ONLINE, ["More about Intent to File", VA_LINKS.intentToFileAbout]],
  }),
  topic("form526", "VA Form 21-526EZ (Application for Disability Compensation)", {
    direct:
      "VA Form 21-526EZ is the application for disability compensation: for a first claim, new conditions, or an increase when a condition gets worse.",
    steps: [
      "Have your DD214 and medical records ready.",
      "Fill it out online: you can save your progress and upload documents.",
      "Or get the PDF from the form page.",
    ],
    links: [CLAIM_ONLINE, ["Form details and the PDF", VA_LINKS.disabilityClaimFormPage]],
  }),
  topic("buddyStatement", "Buddy statements (VA Forms 21-10210 and 21-4138)", {
    direct:
      "A buddy statement is a written account from someone who knows what happened or how your condition affects you; they write it on VA Form 21-10210 (Lay/Witness Statement), one form per person.",
    steps: [
      "Ask someone you served with, a spouse, family member or friend. You can also write one about yourself.",
      "They say how they know you, what they saw firsthand, and when.",
      "Submit it online with VA Form 21-10210. VA Form 21-4138 (Statement in Support of Claim) is for more information VA asks you for.",
    ],
    links: [["Lay/Witness Statement (VA Form 21-10210) online", VA_LINKS.layWitnessStatementOnline], BUDDY_ONLINE],
  }),
  topic("hearingTinnitus", "Hearing loss and tinnitus claims", {
    direct:
      "Yes, you can claim tinnitus (ringing or buzzing in the ears) and hearing loss; they are among the most common VA claims.",
    steps: [
      "Note the noise you were around in service: weapons, aircraft, engines, generators, your job.",
      "Write down when the ringing or hearing trouble started. Buddy statements (VA Form 21-4138) can back up the noise.",
      "File VA Form 21-526EZ online, or an Intent to File first to hold your start date.",
      "Go to the hearing exam VA schedules.",
    ],
    links: [CLAIM_ONLINE, ITF_ONLINE],
    closing: HANDOFF,
  }),
  topic("ptsd", "PTSD and mental health claims (VA Form 21-0781)", {
    direct:
      "Yes, you can claim PTSD and other mental health conditions from your service, even without a diagnosis yet: VA can diagnose it at the claim exam it schedules. You describe the event in service on VA Form 21-0781, which covers military sexual trauma too.",
    steps: [
      "File VA Form 21-526EZ for the condition. You do not need to share details in this chat.",
      "Describe the event on VA Form 21-0781; it covers military sexual trauma too.",
      "Add statements from people who knew you before and after (VA Form 21-10210 or 21-4138).",
      "Go to the claim exam.",
    ],
    links: [
      ["VA Form 21-0781", VA_LINKS.mentalHealthStatementFormPage],
      ["PTSD claims on VA.gov", VA_LINKS.ptsd],
      CLAIM_ONLINE,
      BUDDY_ONLINE,
    ],
    closing: `If you are struggling right now, the Veterans Crisis Line is there for you: ${CRISIS_LINE.call}, ${CRISIS_LINE.text}, or chat at ${CRISIS_LINKS.chat}`,
  }),
  topic("increase", "Asking for an increased rating", {
    direct:
      "If a service-connected condition has gotten worse, you can ask for a higher rating with a claim for increase on VA Form 21-526EZ.",
    steps: [
      "Get recent medical records that show how the condition affects your work and daily life.",
      "File VA Form 21-526EZ online for the condition that got worse.",
      "Go to any new exam VA schedules.",
    ],
    links: [CLAIM_ONLINE],
    closing: HANDOFF,
  }),
  topic("appeal", "Disagreeing with a decision (decision reviews and appeals)", {
    direct: `If you disagree with a VA decision, you can ask for a decision review, ${ONE_YEAR}. There are three options.`,
    steps: [
      "Supplemental Claim (VA Form 20-0995): you have new and relevant evidence.",
      "Higher-Level Review (VA Form 20-0996): a senior reviewer looks at the same evidence again.",
      "Board Appeal (VA Form 10182): a Veterans Law Judge decides.",
    ],
    links: [
      ["Decision reviews on VA.gov", VA_LINKS.decisionReviews],
      ["Choosing an option", VA_LINKS.choosingDecisionReview],
      FIND_REP,
    ],
    closing: `A VA-accredited representative can help you choose, for free. ${HANDOFF}`,
  }),
  topic("supplementalClaim", "Supplemental Claim (VA Form 20-0995)", {
    direct: "A Supplemental Claim (VA Form 20-0995) asks VA to decide again with new and relevant evidence.",
    steps: [
      "Gather the evidence VA did not have, such as new medical records or a doctor's letter.",
      `Send VA Form 20-0995 with it, ${ONE_YEAR}.`,
      "No new evidence? A Higher-Level Review (VA Form 20-0996) or a Board Appeal (VA Form 10182) may fit.",
    ],
    links: [
      ["VA Form 20-0995", VA_LINKS.supplementalClaimFormPage],
      ["Decision reviews on VA.gov", VA_LINKS.decisionReviews],
    ],
    closing: HANDOFF,
  }),
  topic("higherLevelReview", "Higher-Level Review (VA Form 20-0996)", {
    direct:
      "A Higher-Level Review (VA Form 20-0996) asks a senior reviewer to look at the same evidence again, without new evidence.",
    steps: [
      "Use it when you think VA got the decision wrong with the evidence it had.",
      `Send VA Form 20-0996, ${ONE_YEAR}.`,
      "Have new evidence? A Supplemental Claim (VA Form 20-0995) fits better.",
    ],
    links: [
      ["VA Form 20-0996", VA_LINKS.higherLevelReviewFormPage],
      ["Choosing an option", VA_LINKS.choosingDecisionReview],
    ],
    closing: HANDOFF,
  }),
  topic("boardAppeal", "Board Appeal (VA Form 10182)", {
    direct:
      "A Board Appeal (VA Form 10182) asks a Veterans Law Judge at the Board of Veterans' Appeals to decide your case.",
    steps: [
      `Send VA Form 10182, ${ONE_YEAR}.`,
      "The form page explains how to choose the way the judge reviews your case.",
      "A VA-accredited representative can help you prepare, for free.",
    ],
    links: [
      ["VA Form 10182", VA_LINKS.boardAppealFormPage],
      ["Decision reviews on VA.gov", VA_LINKS.decisionReviews],
      FIND_REP,
    ],
    closing: HANDOFF,
  }),
  topic("claimExam", "The claim exam (C&P exam)", {
    direct:
      "A claim exam (often called a C&P exam) is an appointment where a VA or contract provider checks the conditions you claimed. Go to it: a missed exam can lead to a denial.",
    steps: [
      "If you cannot make the date, contact VA before it to reschedule.",
      "Tell the examiner honestly how your condition affects you, on your worst days as well as your good ones.",
      "Afterwards, check your claim's status on VA.gov.",
    ],
    links: [["VA claim exams", VA_LINKS.claimExam]],
    closing: HANDOFF,
  }),
  topic("claimStatus", "Checking a claim or appeal status", {
    direct: "You can check your claim or appeal status yourself on VA.gov; this chat cannot look up claims.",
    steps: [
      "Sign in to your VA.gov account.",
      "Open your claim or appeal to see its step and any request for evidence.",
      "Send VA anything it asks for as soon as you can.",
    ],
    links: [["Check your claim or appeal status", VA_LINKS.claimStatus]],
    closing: HANDOFF,
  }),
  topic("claimTime", "How long a claim takes", {
    direct:
      "It depends on the claim, so we won't guess a number: VA.gov shows where your own claim stands and what step comes next.",
    steps: [
      "Sign in to VA.gov and check your claim's status.",
      "Answer any request for evidence quickly and go to every exam VA schedules.",
      "An Intent to File holds your start date, so back pay can count from then.",
    ],
    links: [["Check your claim or appeal status", VA_LINKS.claimStatus]],
    closing: HANDOFF,
  }),
  topic("toxicExposure", "Toxic exposure (burn pits, Agent Orange) and the PACT Act", {
    direct:
      "The PACT Act expanded VA health care and disability benefits for veterans exposed to burn pits, Agent Orange and other toxic substances.",
    steps: [
      "Check the PACT Act page: for many conditions VA now presumes the link to service, so you do not have to prove it.",
      "File VA Form 21-526EZ for your conditions. If you were denied before, you may be able to file again.",
      "Enroll in VA health care with VA Form 10-10EZ.",
    ],
    links: [
      ["The PACT Act on VA.gov", VA_LINKS.pactAct],
      CLAIM_ONLINE,
      ["Health care (VA Form 10-10EZ)", VA_LINKS.healthCareApplication],
    ],
    closing: HANDOFF,
  }),
  topic("homeLoan", "VA home loans and the Certificate of Eligibility (VA Form 26-1880)", {
    direct:
      "A VA-backed home loan can help you buy, build or refinance a home, often with no down payment; your lender needs your Certificate of Eligibility (COE, VA Form 26-1880).",
    steps: [
      "Ask your lender to request your COE, or request it yourself online.",
      "Give the COE to your lender when you apply for the loan.",
    ],
    links: [
      ["Request your COE (VA Form 26-1880)", VA_LINKS.homeLoanCoe],
      ["VA home loans", VA_LINKS.homeLoans],
    ],
  }),
  topic("homeLoanReuse", "Using a VA home loan again", {
    direct:
      "Yes, you can use your VA home loan benefit again; how much entitlement you have left depends on your earlier VA loan.",
    steps: [
      "If you sold the home and paid off the VA loan, you may be able to get your entitlement restored.",
      "If you still have a VA loan, you may have entitlement left for another one.",
      "Request a new Certificate of Eligibility (VA Form 26-1880): it shows your entitlement.",
    ],
    links: [
      ["VA home loans, including using your entitlement again", VA_LINKS.homeLoans],
      ["Request your COE (VA Form 26-1880)", VA_LINKS.homeLoanCoe],
    ],
    closing: HANDOFF,
  }),
  topic("survivors", "Survivors: Dependency and Indemnity Compensation (DIC)", {
    direct:
      "I'm sorry for your loss. A surviving spouse, child or parent of a veteran may qualify for VA survivor benefits called Dependency and Indemnity Compensation (DIC).",
    steps: [
      "Read who qualifies on VA's DIC page.",
      "Gather the death certificate, the veteran's DD214, and your marriage or birth certificate.",
      "Apply as the page explains. A VA-accredited representative can help for free.",
    ],
    links: [["Dependency and Indemnity Compensation (DIC)", VA_LINKS.survivorsDic], FIND_REP],
    closing: HANDOFF,
  }),
  topic("readinessAndEmployment", "Veteran Readiness and Employment (VR&E, Chapter 31)", {
    direct:
      "Veteran Readiness and Employment (VR&E, also called Chapter 31 or voc rehab) helps veterans with a service-connected disability prepare for, find and keep a suitable job.",
    steps: [
      "Check who qualifies on the VR&E page.",
      "Apply from that page.",
      "The page explains what happens after you apply.",
    ],
    links: [["Veteran Readiness and Employment", VA_LINKS.readinessAndEmployment]],
    closing: HANDOFF,
  }),
  topic("education", "GI Bill and education or training benefits (VA Form 22-1990)", {
    direct:
      "GI Bill benefits can help pay for college, vocational and technical training, apprenticeships, on-the-job training, and licensing and certification tests; you apply with VA Form 22-1990.",
    steps: [
      "Pick your school or program.",
      "Apply online with VA Form 22-1990.",
      "Give your school the decision VA sends you.",
    ],
    links: [
      ["Apply online (VA Form 22-1990)", VA_LINKS.giBillApplication],
      ["How to apply, step by step", VA_LINKS.educationHowToApply],
    ],
  }),
  topic("healthCare", "Enrolling in VA health care (VA Form 10-10EZ)", {
    direct: "You enroll in VA health care with VA Form 10-10EZ.",
    steps: [
      "Have your DD214 (or other separation papers) and your insurance information ready.",
      "Apply online, by phone, by mail or in person.",
    ],
    links: [
      ["Apply online (VA Form 10-10EZ)", VA_LINKS.healthCareApplication],
      ["How to apply", VA_LINKS.healthCareHowToApply],
    ],
  }),
  topic("documents", "Documents to gather before you file", {
    direct:
      "Start with your DD214 or other separation papers, your service treatment records and your medical records.",
    steps: [
      "Add a current diagnosis, buddy statements, and for dependents your marriage and children's birth certificates.",
      "File an Intent to File to hold your date while you gather them.",
      "Then file VA Form 21-526EZ. Keep copies, and do not type personal details such as your Social Security number into this chat.",
    ],
    links: [ITF_ONLINE, CLAIM_ONLINE],
    closing: HANDOFF,
  }),
  topic("cost", "What it costs", {
    direct: "Our guidance is free: no fees and no commissions.",
    steps: [
      "By law nobody may charge you for help with an initial VA claim.",
      "VA-accredited Veterans Service Organizations also help for free.",
    ],
    links: [FIND_REP],
    closing: HANDOFF,
  }),
  topic("whoWeAre", "Who we are (not the VA)", {
    direct: INDEPENDENCE,
    steps: [
      "A fellow veteran helps you understand your VA benefits, gather your documents and find the right official forms.",
      accreditationStatement(),
      "This chat gives general information, not legal or medical advice.",
    ],
    links: [
      ["Official VA forms", VA_LINKS.findForms],
      counselor.accreditation === null ? FIND_REP : ["Verify an accreditation", VA_LINKS.accreditationSearch],
    ],
    closing: HANDOFF,
  }),
  // Round 18: three question writers in two languages asked whether VA sees what they type.
  topic("privacy", "Is this chat private?", {
    direct: `${service.name} is independent and not part of VA: nothing you type here is sent to VA or added to your VA file.`,
    steps: [
      "Your messages and the answers are kept under a random session number, only to answer you in the same conversation, and are deleted automatically a few days after your last message.",
      "When the AI model writes the answer, its maker, Anthropic, receives your messages to do so.",
      "Please do not type your Social Security number, VA file number or other personal details here.",
      "The Privacy Policy link at the bottom of this page explains what is kept, where and for how long.",
    ],
    links: [],
    closing: HANDOFF,
  }),
  topic("fileForMe", "Can you file my claim for me? (VA accreditation)", fileForMe(counselor.accreditation)),
  topic("contact", "How to reach the counselor", {
    direct: `You can call us at ${contact.phoneDisplay}.`,
    steps: [
      `E-mail ${contact.email}.`,
      "Or request a free consultation with the consultation form on this page, and the counselor will get back to you.",
    ],
    links: [],
  }),
  topic("consultation", "The free consultation", {
    direct:
      "A free consultation is a one-on-one conversation with the counselor, a fellow veteran, about your situation and the benefits you may qualify for. There is no cost and no obligation.",
    steps: [
      "Fill out the consultation form on this page: your name, e-mail, phone and branch of service.",
      `Or call ${contact.phoneDisplay}.`,
    ],
    links: [],
  }),
  topic("representative", "Accredited representatives: finding and appointing one (VA Forms 21-22 and 21-22a)", {
    direct:
      "A VA-accredited representative (from a Veterans Service Organization, or an accredited attorney or claims agent) can prepare, present and argue a claim for you; VSO representatives are free, and you appoint one with VA Form 21-22 (21-22a for an attorney or claims agent).",
    steps: [
      "Search for one near you on VA.gov, and check anyone's accreditation in VA's records.",
      "Appoint them online, or with VA Form 21-22 (a VSO) or 21-22a (an attorney or claims agent). A new appointment replaces the old one.",
      "Accredited attorneys and claims agents may charge fees only after VA has decided your initial claim; ask about any fee before you sign.",
    ],
    links: [
      FIND_REP,
      ["Appoint a representative online", VA_LINKS.appointRepresentative],
      ["VA Form 21-22", VA_LINKS.appointVsoFormPage],
      ["VA Form 21-22a", VA_LINKS.appointAttorneyFormPage],
      ["Verify an accreditation", VA_LINKS.accreditationSearch],
    ],
  }),
  topic("findForms", "Finding a VA form", {
    direct: "Every official VA form is on VA.gov's form finder.",
    steps: ["Search by the form number or its name.", "Not sure which form fits? Ask here in your own words."],
    links: [["Find a VA form", VA_LINKS.findForms]],
    closing: HANDOFF,
  }),
  ...mapTopics(HANDOFF).map(({ id, title, parts }) => topic(id, title, parts)),
];

export function getTopic(id: TopicId): Topic {
  const found = TOPICS.find((t) => t.id === id);
  if (!found) throw new Error(`Unknown topic ${id}`);
  return found;
}

/** The hand-off when the assistant cannot answer: the phone number and the consultation form. */
export const GENERAL_ANSWER = renderAnswer({
  direct: `I can't answer that one here, but a person can: call ${contact.phoneDisplay} or request a free consultation with the consultation form on this page.`,
  steps: [
    "I can help with VA disability claims and ratings, evidence, decision reviews, claim exams, the PACT Act, pension and Aid and Attendance, health care and CHAMPVA, family caregivers, the GI Bill, home loans, survivors' benefits, burial, and finding a representative.",
    "Tell me a little more about what you need, in your own words.",
  ],
  links: [["Official VA forms", VA_LINKS.findForms]],
});

/** Every URL the knowledge base may show. */
export const KNOWN_LINKS: readonly string[] = [
  ...Object.values(VA_LINKS),
  ...Object.values(CRISIS_LINKS),
  CRISIS_LINE_ES.page,
];
