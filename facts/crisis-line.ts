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
  // Spanish (see CRISIS_LINE_ES below for the source).
  callEs: { text: "Llame al 988 y oprima 1", href: "tel:988" },
  textEs: { text: "envíe un mensaje de texto al 838255", href: "sms:838255" },
  ttyEs: { text: "llame al 711 y luego al 988", href: "tel:711" },
  emergencyEs: { text: "llame al 911", href: "tel:911" },
  spanishLifeline: { text: "llame al 988 y oprima 2", href: "tel:988" },
} as const satisfies Record<string, { text: string; href: string }>;

/** The crisis line's web pages. */
export const CRISIS_LINKS = {
  chat: "https://www.veteranscrisisline.net/get-help-now/chat/",
  home: "https://www.veteranscrisisline.net/",
  /** The line's own page in Spanish ("marque 988 y oprimir 1", chat, or text 838255); read 2026-11-23. */
  spanish: "https://www.veteranscrisisline.net/es/acerca-de/sobre-nosotros/",
} as const;

/**
 * Crisis help in Spanish and other languages, read on 2026-11-23:
 * - The Veterans Crisis Line's Spanish page, https://www.veteranscrisisline.net/es/acerca-de/sobre-nosotros/
 *   ("marque 988 y oprimir 1", chat, or text 838255).
 * - 988 Lifeline in Spanish (988lifeline.org, "what to expect"): call 988 and press 2 (not the
 *   Veterans line).
 * - SAMHSA's 988 FAQ: 988 calls have interpreters in more than 240 languages; 988 chat and text are
 *   English and Spanish only.
 * Not claimed (unconfirmed): a Spanish wording of VA.gov's crisis panel, Spanish-speaking Veterans
 * Crisis Line responders, a 988 Spanish chat address.
 */
export const CRISIS_LINE_ES = {
  page: "https://www.veteranscrisisline.net/es/acerca-de/sobre-nosotros/",
  /** How many languages 988's call interpreters cover, as SAMHSA states it ("more than 240"). */
  interpreterLanguages: 240,
} as const;
