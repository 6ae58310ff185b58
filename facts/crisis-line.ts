/**
 * The Veterans Crisis Line as VA.gov shows it (facts/SOURCES.md). The retired 1-800 number is
 * never used.
 *
 * The taps are the one-tap actions: the page links them, the server's crisis reply writes these
 * phrases, and the chat turns exactly these phrases into tel:/sms: links and takes no other phone
 * or text-message target from a reply (docs/decisions/542-crisis-reply-taps.md).
 */
export const CRISIS_TAPS = {
  call: { text: "Call 988, then select 1", href: "tel:988" },
  text: { text: "Text 838255", href: "sms:838255" },
  tty: { text: "call 711, then 988", href: "tel:711" },
  emergency: { text: "call 911", href: "tel:911" },
} as const satisfies Record<string, { text: string; href: string }>;

/** The crisis line's web pages. */
export const CRISIS_LINKS = {
  chat: "https://www.veteranscrisisline.net/get-help-now/chat/",
  home: "https://www.veteranscrisisline.net/",
} as const;
