/**
 * The Veterans Crisis Line for a Spanish-speaking veteran, as FACTS.md's "Crisis resources in
 * Spanish" lists it (read 2026-11-23; sources: veteranscrisisline.net/es, which says "marque 988 y
 * oprimir 1", chat, or text 838255; 988lifeline.org; SAMHSA's 988 FAQ). The taps are the exact
 * phrases the chat turns into one-tap links, as facts/crisis-line.ts does for English.
 */
export const CRISIS_TAPS_ES = {
  call: { text: "Llame al 988 y oprima 1", href: "tel:988" },
  text: { text: "envíe un mensaje de texto al 838255", href: "sms:838255" },
  tty: { text: "llame al 711 y luego al 988", href: "tel:711" },
  emergency: { text: "llame al 911", href: "tel:911" },
} as const satisfies Record<string, { text: string; href: string }>;

/** The crisis line's Spanish page. */
export const CRISIS_LINK_ES = "https://www.veteranscrisisline.net/es/acerca-de/sobre-nosotros/";
