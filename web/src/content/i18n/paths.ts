import { FORM_POST_PAGES, FORM_POST_PAGES_ES, NOT_SENT_FIELD_PAGES, notSentPage } from "../../../../contract/api";
import type { Language } from "./types";

/** The Spanish pages' addresses. Each answers with and without its trailing slash. */
export const SPANISH_PATHS = {
  home: "/es/",
  privacy: "/es/privacidad/",
  received: FORM_POST_PAGES_ES.received,
  notSent: FORM_POST_PAGES_ES.notSent,
  calculator: "/es/calculadora/",
} as const;

/** The combined rating calculator in English (a folder's index.html, like the Spanish pages). */
export const RATING_CALCULATOR_PATH = "/rating-calculator/";

/** Each page in both languages; a page not listed here (a 404) has the other language's home. */
const PAIRS: readonly { en: string; es: string }[] = [
  { en: "/", es: SPANISH_PATHS.home },
  { en: "/privacy", es: SPANISH_PATHS.privacy },
  { en: FORM_POST_PAGES.received, es: SPANISH_PATHS.received },
  { en: FORM_POST_PAGES.notSent, es: SPANISH_PATHS.notSent },
  { en: RATING_CALCULATOR_PATH, es: SPANISH_PATHS.calculator },
  // The not-sent page for each set of refused fields, in both languages.
  ...NOT_SENT_FIELD_PAGES.filter((page) => page.language === "en").map((page) => ({
    en: page.path,
    es: notSentPage(page.fields, "es"),
  })),
];

/** The language of a path: Spanish under /es/. */
export function languageOf(pathname: string): Language {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
}

/** "/es/privacidad", "/es/privacidad/" and "/privacy/" all read as their page's own address. */
const withSlash = (path: string) => (path.endsWith("/") ? path : `${path}/`);

/** The same page in the other language, or the other language's home page. */
export function otherLanguagePath(pathname: string): string {
  const language = languageOf(pathname);
  const pair = PAIRS.find((entry) => withSlash(entry[language]) === withSlash(pathname));
  if (pair) return pair[language === "en" ? "es" : "en"];
  return language === "en" ? SPANISH_PATHS.home : "/";
}

/** The home page of a language: section links and "home" links go here. */
export const homePath = (language: Language) => (language === "es" ? SPANISH_PATHS.home : "/");

/** The privacy notice of a language. */
export const privacyPath = (language: Language) => (language === "es" ? SPANISH_PATHS.privacy : "/privacy");

/** The combined rating calculator of a language (the benefits card and the wizard link to it). */
export const calculatorPath = (language: Language) =>
  language === "es" ? SPANISH_PATHS.calculator : RATING_CALCULATOR_PATH;
