import { CRISIS_LINKS, CRISIS_TAPS } from "../../../facts/crisis-line";
import { service } from "../../../facts/service";
/**
 * The web page's own words around the facts. The counselor's details, the phone, the e-mail
 * and the crisis line's numbers are in facts/service.ts and facts/crisis-line.ts.
 */

export const brand = {
  title: service.name,
  subtitle: "Free VA benefits guidance from a fellow veteran",
  description:
    "Free, veteran-led guidance on VA disability compensation, home loans, education and health care benefits. No fees, no commissions. Chat, find the right official VA form, or request a free consultation.",
  copyrightYear: 2024,
} as const;

/** The Veterans Crisis Line as the page shows it. */
export const crisisLine = {
  call: { label: CRISIS_TAPS.call.text, href: CRISIS_TAPS.call.href },
  text: { label: CRISIS_TAPS.text.text, href: CRISIS_TAPS.text.href },
  chat: { label: "Chat online", href: CRISIS_LINKS.chat },
  tty: `TTY: ${CRISIS_TAPS.tty.text}`,
  ttyHref: CRISIS_TAPS.tty.href,
  /** "In an emergency: call 911 or go to the nearest emergency room." */
  emergency: { label: "Call 911", href: CRISIS_TAPS.emergency.href },
  more: CRISIS_LINKS.home,
} as const;

/**
 * What the site says about personal data: the line beside the consultation form's submit button
 * and the /privacy page. Keep both true to the code (docs/decisions/603).
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

/**
 * The combined rating calculator's address and the link to it from the Disability Compensation
 * card and the wizard's disability step. Here, not with the page's words, so the home page's
 * bundle carries only this line (content/rating-calculator.ts loads with the page).
 */
export const ratingCalculatorLink = {
  path: "/rating-calculator/",
  label: "Estimate your combined rating",
} as const;
