import { CRISIS_TAPS } from "../../../../../facts/crisis-line";
import { CONSULTATION_MESSAGES } from "../../../../../contract/api";
import { contact, counselor } from "../../../../../facts/service";
import type { Twin } from "../types";

/**
 * The words of every page's frame and of the home page, in English: the header, the crisis line,
 * the home page's sections, the consultation form and its toasts, and the footer. On `/` these are
 * the product's own texts, word for word. Each has its Spanish twin in ../es/page.ts, typed by `PageText`.
 * Names and numbers are facts, not words: they come from facts/ and are passed in.
 */
export const page = {
  skipLink: "Skip to main content",
  header: {
    subtitle: "Free VA benefits guidance from a fellow veteran",
    navLabel: "Main",
    sections: { about: "About", services: "Services", resources: "Resources", contact: "Contact" },
    call: "Call",
    callNumber: (phone: string) => `Call ${phone}`,
    menu: "Menu",
    /** The link to this page in the other language, written in that language. */
    otherLanguage: "Español",
  },
  crisis: {
    short: "Veterans Crisis Line",
    long: "Talk to the Veterans Crisis Line now",
    intro: "If you are a veteran in crisis, or worried about one, get help now:",
    call: CRISIS_TAPS.call.text,
    text: CRISIS_TAPS.text.text,
    chat: "Chat online",
    tty: `TTY: ${CRISIS_TAPS.tty.text}`,
    emergencyLead: "In an emergency:",
    emergency: "Call 911",
    emergencyTail: "or go to the nearest emergency room.",
    /** Help beyond the Veterans Crisis Line in other languages; none on the English page. */
    otherLanguages: [] as readonly string[],
    more: "More at veteranscrisisline.net",
    footerTitle: "Veterans Crisis Line:",
  },
  newTab: " (opens in a new tab)",
  hero: {
    eyebrow: "Free · Veteran-led · Nationwide",
    title: "Get the VA Benefits You’ve Earned",
    lead: "Free, one-on-one guidance from a fellow veteran on disability claims, home loans, education and health care. No fees. No commissions. Ever.",
    independence:
      "An independent service, not part of VA: not affiliated with or endorsed by the U.S. Department of Veterans Affairs.",
    chat: "Start Free Chat",
    wizard: "Form Wizard",
    preferToTalk: "Prefer to talk?",
  },
  /** The hero's card on wide screens: the person behind the service. */
  counselorCard: {
    label: "Your counselor",
    veteranOf: (branch: string) => `${branch} veteran`,
    free: "Free: no fees, no commissions",
  },
  /** The counselor's own words (facts/service.ts, the file the counselor edits). */
  counselor: {
    title: counselor.title,
    branch: counselor.branch,
    bio: counselor.bio,
    mission: counselor.mission,
    location: contact.location,
  },
  about: {
    title: (name: string) => `Meet ${name}`,
    mission: "Our mission",
    accredited: (name: string, type: string, number: string) =>
      `${name} is a VA-accredited ${type}, accreditation number ${number}.`,
    accreditationTypes: {
      "VSO representative": "VSO representative",
      attorney: "attorney",
      "claims agent": "claims agent",
    },
    verify: "Verify on VA.gov",
    notAccredited: (name: string) =>
      `${name} is not a VA-accredited representative, so this service gives general guidance: it explains your options and the official VA forms, and you file your own claim. For someone to represent your claim,`,
    findRepresentative: "find a VA-accredited representative",
    vsoFree: "(accredited Veterans Service Organization representatives are always free).",
    whatRepresentativesDo: "What accredited representatives do",
  },
  services: {
    title: "How We Help",
    step: (n: number) => `Step ${n}: `,
    steps: [
      {
        title: "Free Consultation",
        text: "We talk through your service history, your health and your goals, at no cost to you.",
      },
      {
        title: "Gather Documents",
        text: "We list the records that matter: DD214, service treatment records, medical evidence and buddy statements.",
      },
      {
        title: "Identify Benefits",
        text: "We match your situation to the benefits you may qualify for, so nothing you earned is missed.",
      },
      {
        title: "Apply and Track",
        text: "We walk you through the official VA forms step by step and show you how to follow your claim on VA.gov until it is decided.",
      },
    ],
  },
  benefits: {
    title: "Benefits We Help You Claim",
    /** The link to the combined rating calculator (/rating-calculator/, /es/calculadora/), also in the wizard. */
    calculator: "Estimate your combined rating",
    cards: [
      {
        title: "Disability Compensation",
        items: ["Physical injuries", "Mental health conditions", "Chronic illnesses"],
      },
      { title: "Home Loans", items: ["Purchase", "Refinancing", "Construction"] },
      { title: "Education Benefits", items: ["GI Bill", "Vocational training", "Certification programs"] },
      { title: "Healthcare", items: ["Primary care", "Specialty services", "Mental health care"] },
    ],
  },
  resources: {
    title: "Essential VA Forms and Resources",
    lead: "Official forms and applications on VA.gov.",
    /** The two columns' titles and link names, in the order of content/resources.ts. */
    columns: [
      { title: "Disability Claims", links: ["Intent to File", "Disability Compensation", "Buddy Statement"] },
      {
        title: "Other Benefits",
        links: ["Home Loan COE", "Education Benefits Application", "Healthcare Enrollment"],
      },
    ],
  },
  contact: {
    title: "Schedule Your Free Consultation",
    lead: "Call now or send a request, and we'll call you back.",
    reasonsTitle: "What you get",
    /** What a consultation gives, when facts/service.ts sets an accreditation. */
    reasons: [
      "Personalized guidance for your situation",
      "Review of your medical records and documentation",
      "Step-by-step application assistance",
      "Ongoing support until your claim is decided",
    ],
    /** Without an accreditation: no reason may sound like handling a claim for the veteran. */
    guidanceReasons: [
      "Personalized guidance for your situation",
      "A walk through your records and documents, so you know what VA will ask for",
      "Step-by-step application assistance",
      "Ongoing support: answers to your questions while VA decides",
    ],
    qualifier:
      "All of this is general guidance: you sign and file your own claim. For someone to represent your claim,",
  },
  form: {
    title: "Request a free consultation",
    required: "All fields are required (",
    requiredMark: "marked with an asterisk",
    labels: { fullName: "Full Name", email: "Email Address", phone: "Phone Number", serviceBranch: "Service Branch" },
    selectBranch: "Select your branch",
    /** What the page shows for each of the spec's branch values (the value sent is always the English one). */
    branches: {
      Army: "Army",
      Navy: "Navy",
      "Air Force": "Air Force",
      Marines: "Marines",
      "Coast Guard": "Coast Guard",
      "Space Force": "Space Force",
    },
    honeypot: "Leave this field empty",
    submit: "Schedule Free Consultation",
    submitting: "Scheduling...",
    /** The words for each field error; the server sends the English ones, the page shows these. */
    errors: CONSULTATION_MESSAGES,
    sentTitle: "Consultation Scheduled!",
    sentText: "We'll contact you within 24 hours to schedule your free consultation.",
    sentCall: (phone: string) => `Need us sooner? Call ${phone}`,
    failedTitle: "Your request was not sent.",
    failedText: "Please try again, or call us instead:",
    /** The confirmation repeats the contact details sent, around the phone and the e-mail. */
    contactRepeat: ["We’ll call ", " or write to ", "."],
    /** The error summary's title, for one field or several. */
    summaryOne: "Check this field, then send again:",
    summaryMany: "Check these fields, then send again:",
  },
  privacyNote: {
    text: "We collect your name, e-mail, phone and branch only to contact you about your consultation. We never sell or share them.",
    deletion: "To have them deleted, e-mail",
    link: "Privacy notice",
  },
  toasts: {
    missing: { title: "Missing Information", description: "Please fill in all required fields." },
    sent: {
      title: "Consultation Scheduled!",
      description: "We'll contact you within 24 hours to schedule your free consultation.",
    },
    failed: { title: "Error", description: "Failed to schedule consultation. Please try again." },
  },
  footer: {
    about: "Free, veteran-led guidance on VA benefits for veterans nationwide. No fees, no commissions.",
    servicesTitle: "Services",
    services: ["Disability Claims", "Home Loans", "Education Benefits", "Healthcare"],
    resourcesTitle: "Resources",
    resources: ["VA Forms", "Knowledge Base", "Success Stories", "Blog"],
    contactTitle: "Contact",
    rights: "All rights reserved.",
    independence:
      "Not affiliated with or endorsed by the U.S. Department of Veterans Affairs. Guidance is free: no fees or commissions.",
    comingSoon: "Coming soon",
    privacyPolicy: "Privacy Policy",
    terms: "Terms of Service",
  },
  openChat: "Open chat assistant",
} as const;

export type PageText = Twin<typeof page>;
