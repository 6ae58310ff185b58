import type { Twin } from "../types";

/**
 * The words of the chat and the wizard dialogs, in English (SPEC.md's texts on `/`). Only the
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
    log: "Conversation",
    you: "You: ",
    assistant: "Assistant: ",
    typing: "Typing...",
    inputLabel: "Your message",
    placeholder: "Ask about disability claims, home loans, education...",
    send: "Send message",
    greeting: "Hi! I'm here to help you with VA benefits. What would you like to know about?",
    fallback: "I'm sorry, I'm having trouble connecting right now. Please try again in a moment.",
    /** What a link in a reply reads as. */
    onVa: (name: string) => `${name} on VA.gov`,
    vaForm: (number: string) => `VA Form ${number}`,
    crisisChat: "Veterans Crisis Line chat",
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
    /** Each form's short name and description, as SPEC §3's table gives them (content/wizard-forms.ts adds numbers and links). */
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
