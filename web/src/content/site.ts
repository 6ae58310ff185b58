import { CRISIS_LINKS, CRISIS_TAPS } from "../../../facts/crisis-line";
import { service } from "../../../facts/service";
import { page } from "./i18n/en/page";
/**
 * The web page's facts around its words (the words, in English and Spanish, are in i18n/). The
 * counselor's details, the phone, the e-mail and the crisis line's numbers are in facts/.
 */

export const brand = {
  title: service.name,
  subtitle: page.header.subtitle,
  copyrightYear: 2024,
} as const;

/** The Veterans Crisis Line as the page shows it. */
export const crisisLine = {
  call: { label: page.crisis.call, href: CRISIS_TAPS.call.href },
  text: { label: page.crisis.text, href: CRISIS_TAPS.text.href },
  chat: { label: page.crisis.chat, href: CRISIS_LINKS.chat },
  tty: page.crisis.tty,
  ttyHref: CRISIS_TAPS.tty.href,
  /** "In an emergency: call 911 or go to the nearest emergency room." */
  emergency: { label: page.crisis.emergency, href: CRISIS_TAPS.emergency.href },
  more: CRISIS_LINKS.home,
} as const;

/**
 * What the site says about personal data: the line beside the consultation form's submit button
 * and the /privacy page. Keep both true to the code (docs/decisions/603).
 */
export const privacy = {
  formNote: page.privacyNote.text,
  /** Followed by the contact e-mail as a link. */
  deletionNote: page.privacyNote.deletion,
  path: "/privacy",
  /** The chat keeps a conversation this long after its last message (CHAT_HISTORY_TTL_DAYS). */
  chatHistoryDays: 7,
  linkText: page.privacyNote.link,
} as const;
