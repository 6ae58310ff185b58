import { FULL_NAME_MAX } from "../../../../../contract/api";
import type { Twin } from "../types";

/**
 * The words of the pages other than home, in English: the privacy notice, the 404 page, the pages
 * a consultation sent without JavaScript lands on, and every page's <head>. These pages load their
 * own chunk (docs/decisions/002), and this file with them. Each text has its Spanish twin in
 * ../es/pages.ts, typed by `PagesText`.
 */
export const pages = {
  head: {
    homeTitle: (brand: string) => `${brand}: free VA benefits help from a fellow veteran`,
    description:
      "Free, veteran-led guidance on VA disability compensation, home loans, education and health care benefits. No fees, no commissions. Chat, find the right official VA form, or request a free consultation.",
    country: "United States",
    priceRange: "Free",
    privacyTitle: (brand: string) => `Privacy notice: ${brand}`,
    privacyDescription: (brand: string) => `What ${brand} keeps about you, where, for how long, and who sees it.`,
  },
  notFound: {
    title: "404 Page Not Found",
    text: "Did you forget to add the page to the router?",
    home: "Go to the home page",
    forms: "VA forms",
  },
  received: {
    title: "Consultation Scheduled!",
    text: "We'll contact you within 24 hours to schedule your free consultation.",
    sooner: "Need us sooner? Call us:",
    home: "Back to the home page",
  },
  notSent: {
    title: "Your request was not sent",
    back: "Go back with your browser's Back button: what you typed is still in the form.",
    /** After `back`: with refused fields, the list follows; without, a plain retry. */
    check: " Please check:",
    retry: " Then please try again in a moment.",
    /** What to check in each field the server refused, in the words of its error messages. */
    checks: {
      fullName: `Full Name: fill in your full name, up to ${FULL_NAME_MAX} characters.`,
      email: "Email Address: write your whole e-mail address, like name@example.com.",
      phone: "Phone Number: write a US number with 10 digits, or an international number of up to 15 digits.",
      serviceBranch: "Service Branch: choose your branch of service.",
    },
    sendAgain: "Then send it again. ",
    callUs: "If it still does not go through, or you would rather talk, call us:",
    home: "Start again on the home page",
  },
  /** The call button of the two pages above. */
  call: (phone: string) => `Call ${phone}`,
  privacy: {
    title: "Privacy notice",
    intro: (brand: string) =>
      `${brand} is a free, independent service, not part of VA. This page says what we keep about you, where, for how long, and who sees it.`,
    keep: {
      title: "What we keep",
      consultationLead: "If you ask for a consultation:",
      consultation:
        "your full name, e-mail address, phone number and branch of service, and the time you sent the request.",
      chatLead: "If you use the chat:",
      chat: "the messages you type and the assistant’s answers, under a random session number your browser makes. Please do not type personal information such as a Social Security number.",
      none: "No account, no advertising, no trackers.",
    },
    use: {
      title: "What we use it for",
      text: "Your consultation request is used only to contact you about your consultation. The chat history is used only to answer your questions in the same conversation. We never sell or share your information.",
    },
    where: {
      title: "Where it is kept",
      items: [
        "Consultation requests: in the site’s database, and as an e-mail in the counselor’s inbox.",
        "Chat conversations: in the site’s database, under the session number.",
      ],
    },
    howLong: {
      title: "How long we keep it",
      consultations:
        "Consultation requests: until you ask us to delete them, or the counselor deletes them. That includes the e-mail in the counselor’s inbox.",
      chat: (days: number) => `Chat conversations: deleted automatically ${days} days after the last message.`,
      counts:
        "To stop abuse and share the AI assistant fairly, the site counts requests from each internet (IP) address; those counts, and the address they are kept under, are deleted within two days. The address is not kept with your request.",
    },
    who: {
      title: "Who sees it",
      counselor: (name: string) => `${name}, the counselor, who contacts you about your consultation.`,
      companies:
        "The companies that run the site for us, only to run it: Netlify (hosting), Upstash (the database), the counselor’s e-mail provider, and Anthropic, whose AI model Claude writes the chat’s answers and so receives your chat messages.",
      nobody: "Nobody else.",
    },
    delete: {
      title: "To see or delete your information",
      before: "E-mail",
      after:
        "with the name and e-mail or phone number you used. We delete your consultation request from the database and the counselor’s inbox, and tell you when it is done.",
    },
  },
} as const;

export type PagesText = Twin<typeof pages>;
