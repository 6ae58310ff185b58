import { CRISIS_TAPS } from "../../../facts/crisis-line";
/**
 * Everything the counselor may want to change lives in this one file.
 *
 * Values marked PLACEHOLDER are stand-ins: replace them with the counselor's real details
 * before going live. The tests check the shape of this file, not these particular values.
 */

export type CounselorPhoto = { src: string; alt: string; width: number; height: number };

/** VA accredits three kinds of representative (shared/FACTS.md). */
export type Accreditation = {
  type: "VSO representative" | "attorney" | "claims agent";
  /** As VA's accreditation search shows it. */
  number: string;
};

export const counselor = {
  /** PLACEHOLDER */
  name: "Jordan Reyes",
  /** PLACEHOLDER */
  title: "U.S. Army Veteran & VA Benefits Guide",
  /**
   * The portrait: null shows a monogram of the name. To add one, place a photo (480 x 560 or the
   * same ratio) in web/public/ and write, for example:
   *   photo: { src: "/counselor.jpg", alt: "Jordan Reyes", width: 480, height: 560 },
   */
  photo: null as CounselorPhoto | null,
  /**
   * The counselor's VA accreditation (shared/FACTS.md, "Accreditation"). Keep null unless VA has
   * accredited the counselor; never claim one VA's records do not show. When accredited, write:
   *   accreditation: { type: "claims agent", number: "12345" },
   * The page then shows it with a link to verify it on VA.gov.
   */
  accreditation: null as Accreditation | null,
  /** PLACEHOLDER */
  bio: [
    "After 20 years in uniform, I know how confusing the VA claims process can feel. I have filed my own claims, sat through the exams and waited on the letters.",
    "Today I help fellow veterans across the country understand the benefits they have earned, find the right official VA forms and gather the documents that matter, so they can file complete claims with confidence.",
  ],
  /** PLACEHOLDER */
  mission: "No veteran should have to navigate the VA alone, or pay someone to get the benefits they already earned.",
} as const;

export const contact = {
  /** PLACEHOLDER: shown on the page and used for the tel: links. 555-01xx numbers are fictional. */
  phoneDisplay: "(555) 010-0123",
  phoneHref: "tel:+15550100123",
  /** PLACEHOLDER */
  email: "help@example.org",
  /** The state is deliberately not shown. */
  location: "Veteran-led, serving veterans nationwide",
  /** PLACEHOLDER: social profiles; empty href means "not set up yet" and renders as a placeholder. */
  social: [
    { name: "Facebook", href: "" },
    { name: "LinkedIn", href: "" },
    { name: "YouTube", href: "" },
  ],
} as const;

export const brand = {
  title: "Veteran Benefits Guide",
  subtitle: "Free VA benefits guidance from a fellow veteran",
  description:
    "Free, veteran-led guidance on VA disability compensation, home loans, education and health care benefits. No fees, no commissions. Chat, find the right official VA form, or request a free consultation.",
  copyrightYear: 2024,
} as const;

/** The Veterans Crisis Line as VA.gov shows it (shared/FACTS.md). */
export const crisisLine = {
  call: { label: CRISIS_TAPS.call.text, href: CRISIS_TAPS.call.href },
  text: { label: CRISIS_TAPS.text.text, href: CRISIS_TAPS.text.href },
  chat: { label: "Chat online", href: "https://www.veteranscrisisline.net/get-help-now/chat/" },
  tty: `TTY: ${CRISIS_TAPS.tty.text}`,
  ttyHref: CRISIS_TAPS.tty.href,
  /** "In an emergency: call 911 or go to the nearest emergency room." */
  emergency: { label: "Call 911", href: CRISIS_TAPS.emergency.href },
  more: "https://www.veteranscrisisline.net/",
} as const;

/**
 * What the site says about personal data: the line beside the consultation form's submit button
 * and the /privacy page. Keep both true to the code (docs/decisions/604).
 */
export const privacy = {
  formNote:
    "We collect your name, e-mail, phone and branch only to contact you about your consultation. We never sell or share them.",
  /** Followed by the contact e-mail as a link. */
  deletionNote: "To have them deleted, e-mail",
  path: "/privacy",
  /** The chat keeps a conversation this long after its last message (CHAT_HISTORY_TTL_DAYS). */
  chatHistoryDays: 7,
  linkText: "Privacy notice",
} as const;
