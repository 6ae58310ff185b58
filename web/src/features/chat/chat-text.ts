/**
 * The chat's own words for its new controls, in the page's language (the `lang` of the page:
 * "es" on the Spanish site). The spec's texts (greeting, placeholder, fallback) stay in use-chat.ts
 * and chat-dialog.tsx, unchanged.
 */
const TEXT = {
  en: {
    talkToPerson: "Talk to a person",
    // The button's visible word in a short dialog; its name stays talkToPerson.
    person: "Person",
    call: "Call",
    suggestions: "Suggested questions",
    starters: [
      "How do I file a VA disability claim?",
      "What can I do if VA denied my claim?",
      "How do I apply for the GI Bill?",
      "Is your help free?",
    ],
  },
  es: {
    talkToPerson: "Hablar con una persona",
    person: "Persona",
    call: "Llamar al",
    suggestions: "Preguntas sugeridas",
    starters: [
      "¿Cómo presento un reclamo de discapacidad?",
      "¿Qué hago si el VA me negó el reclamo?",
      "¿Cómo solicito el GI Bill?",
      "¿Su ayuda es gratis?",
    ],
  },
} as const;

export type ChatLanguage = keyof typeof TEXT;

/** The page's language: "es" on a Spanish page, else "en". */
export function pageLanguage(): ChatLanguage {
  return typeof document !== "undefined" && /^es\b/i.test(document.documentElement.lang) ? "es" : "en";
}

export function chatText(language: ChatLanguage = pageLanguage()) {
  return TEXT[language];
}

/** Every language's starter questions (for the tests that check each is answered). */
export const STARTERS: Record<ChatLanguage, readonly string[]> = { en: TEXT.en.starters, es: TEXT.es.starters };
