import { createContext, type ReactNode, useContext } from "react";
import { page as englishPage, type PageText } from "./en/page";
import { languageOf } from "./paths";
import type { Language } from "./types";

/**
 * The page's language and its words. English is part of the page's first bundle (each English part
 * is imported where it is used); all of Spanish is one chunk, loaded before a Spanish page renders
 * or hydrates (`loadLanguage`), so it never weighs on `/` (docs/decisions/971).
 */
type Spanish = typeof import("./es").es;

let spanish: Spanish | undefined;

/** Loads a language's words; call it (and wait) before rendering a page in that language. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === "es") spanish ??= (await import("./es")).es;
}

const PageContext = createContext<{ language: Language; path: string }>({ language: "en", path: "/" });

/** The page's address and language, the same in the prerender and in the browser (no router needed). */
export function LanguageProvider({ path, children }: { path: string; children: ReactNode }) {
  return <PageContext.Provider value={{ language: languageOf(path), path }}>{children}</PageContext.Provider>;
}

export const useLanguage = () => useContext(PageContext).language;
/** The page's address as it was rendered (for the link to the same page in the other language). */
export const usePagePath = () => useContext(PageContext).path;

/** One part of the dictionary in the page's language; `english` is that part's English, imported by the caller. */
export function useText<P extends keyof Spanish>(part: P, english: Spanish[P]): Spanish[P] {
  const language = useLanguage();
  if (language === "en") return english;
  if (!spanish) throw new Error("Spanish is not loaded: await loadLanguage('es') before rendering");
  return spanish[part];
}

/** The words of every page's frame and of the home page. */
export const usePageText = (): PageText => useText("page", englishPage);
