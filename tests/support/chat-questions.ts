/**
 * Questions veterans really ask, each with what the offline assistant's answer must contain
 * (a form number, an official link or a service fact). The unit tests require every one; the
 * bench reports the share answered right (`offlineAccuracy`).
 */
export type OfflineQuestion = { question: string; mustContain: string };

const LINK = {
  itf: "https://www.va.gov/supporting-forms-for-claims/intent-to-file-form-21-0966",
  claim: "https://www.va.gov/disability/file-disability-claim-form-21-526ez",
  buddy: "https://www.va.gov/supporting-forms-for-claims/submit-statement-form-21-4138",
  coe: "https://www.va.gov/housing-assistance/home-loans/request-coe-form-26-1880",
  giBill: "https://www.va.gov/education/apply-for-gi-bill-form-22-1990/introduction",
  health: "https://www.va.gov/health-care/apply-for-health-care-form-10-10ez",
  forms: "https://www.va.gov/find-forms/",
  rep: "https://www.va.gov/get-help-from-accredited-representative/find-rep/",
};
const PHONE = "(555) 010-0123";

export const OFFLINE_QUESTIONS: readonly OfflineQuestion[] = [
  // Disability claims
  { question: "How do I file a VA disability claim?", mustContain: LINK.claim },
  { question: "how do i apply for disability compensation", mustContain: LINK.claim },
  { question: "Can I get disability for my knees? I hurt them in service", mustContain: "21-526EZ" },
  { question: "what does service connected mean", mustContain: LINK.claim },
  { question: "I got out 10 years ago, is it too late to file a claim?", mustContain: LINK.claim },
  { question: "can i get compensaton for my back", mustContain: "21-526EZ" },
  // Intent to file
  { question: "What is an intent to file?", mustContain: "21-0966" },
  { question: "How do I submit an ITF?", mustContain: LINK.itf },
  { question: "how do i lock in my effective date for back pay", mustContain: LINK.itf },
  { question: "Intnet to file form?", mustContain: "21-0966" },
  { question: "how long do I have after an intent to file", mustContain: "1 year" },
  // 21-526EZ
  { question: "What is form 21-526EZ?", mustContain: LINK.claim },
  { question: "where do i get the 526ez", mustContain: "https://www.va.gov/find-forms/about-form-21-526ez/" },
  { question: "Is the 526 form available online?", mustContain: LINK.claim },
  // Buddy statements
  { question: "What is a buddy statement?", mustContain: "21-4138" },
  { question: "Can my wife write a statement for my claim?", mustContain: LINK.buddy },
  { question: "how do I get a buddy letter from a guy I served with", mustContain: LINK.buddy },
  { question: "What form is a lay statement on?", mustContain: "21-4138" },
  { question: "witness statment for my claim", mustContain: LINK.buddy },
  // Hearing loss, tinnitus, PTSD
  { question: "How do I file for tinnitus?", mustContain: LINK.claim },
  { question: "my ears ring all the time since the army", mustContain: "21-526EZ" },
  { question: "Can I claim hearing loss from artillery?", mustContain: LINK.claim },
  { question: "tinitus claim help", mustContain: "21-526EZ" },
  { question: "How do I file a PTSD claim?", mustContain: LINK.claim },
  { question: "Can I get compensation for depression and anxiety from my deployment?", mustContain: "21-526EZ" },
  { question: "what evidence do i need for ptsd", mustContain: LINK.buddy },
  { question: "I have nightmares from combat, can I claim that?", mustContain: LINK.claim },
  // Increases and appeals
  { question: "How do I get my rating increased?", mustContain: "21-526EZ" },
  { question: "my knee got worse, can I ask for a higher rating", mustContain: LINK.claim },
  { question: "My claim was denied, what do I do?", mustContain: LINK.forms },
  { question: "How do I appeal a VA decision?", mustContain: LINK.rep },
  { question: "what is a higher level review", mustContain: LINK.forms },
  { question: "i disagree with my rating decision", mustContain: LINK.forms },
  { question: "how long do i have to apeal", mustContain: "1 year" },
  // Home loan
  { question: "How do I get my COE for a VA home loan?", mustContain: "26-1880" },
  { question: "Can I use my VA loan to buy a house?", mustContain: LINK.coe },
  { question: "how do i get a certificate of eligibility", mustContain: LINK.coe },
  { question: "va mortage with no down payment?", mustContain: LINK.coe },
  // GI Bill and training
  { question: "How do I apply for the GI Bill?", mustContain: LINK.giBill },
  { question: "Can I use my benefits for a trade school?", mustContain: "22-1990" },
  { question: "will the va pay for college", mustContain: LINK.giBill },
  { question: "How do I use my post 9/11 GI bill for an apprenticeship?", mustContain: "22-1990" },
  // Health care
  { question: "How do I sign up for VA health care?", mustContain: "10-10EZ" },
  { question: "how do i enroll at the VA hospital", mustContain: LINK.health },
  { question: "Can I see a VA doctor?", mustContain: LINK.health },
  { question: "helthcare enrollment form", mustContain: "10-10EZ" },
  // Burn pits and exams
  { question: "I was exposed to burn pits, what do I do?", mustContain: "21-526EZ" },
  { question: "Agent Orange claim", mustContain: LINK.claim },
  { question: "What happens at a C&P exam?", mustContain: PHONE },
  // Documents
  { question: "What documents do I need to file a claim?", mustContain: "DD214" },
  { question: "Do I need my DD-214?", mustContain: LINK.itf },
  { question: "what paperwork should I gather before I apply", mustContain: "DD214" },
  // The service
  { question: "How much does your service cost?", mustContain: "free" },
  { question: "Do you charge a fee or take a percentage?", mustContain: "no fees" },
  { question: "Who are you guys?", mustContain: "not affiliated" },
  { question: "Is this the VA?", mustContain: "not affiliated" },
  { question: "What is your phone number?", mustContain: PHONE },
  { question: "How can I talk to a real person?", mustContain: PHONE },
  { question: "How do I contact the counselor by email?", mustContain: "help@example.org" },
  { question: "How do I schedule a free consultation?", mustContain: "consultation form" },
  { question: "Can I book an appointment?", mustContain: "consultation form" },
  { question: "I want someone to look at my claim one on one", mustContain: "consultation form" },
  // Representatives and forms
  { question: "Do I need a lawyer for my claim?", mustContain: LINK.rep },
  { question: "How do I find a VSO?", mustContain: LINK.rep },
  { question: "Where can I find VA forms?", mustContain: LINK.forms },
  // Anything else still gets somewhere useful
  { question: "hello", mustContain: PHONE },
  { question: "How much will I get paid for 70 percent?", mustContain: PHONE },
];

/** The share of questions whose offline answer contains what it must (0 to 1). */
export function offlineAccuracy(answer: (question: string) => string): number {
  const right = OFFLINE_QUESTIONS.filter(({ question, mustContain }) => answer(question).includes(mustContain));
  return right.length / OFFLINE_QUESTIONS.length;
}
