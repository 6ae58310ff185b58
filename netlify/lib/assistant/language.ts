/**
 * Which language the chat answers in: the language of the message when it has one, else the
 * page's (the `Content-Language` header the page's script sends), else English. The message's
 * language is the crisis screen's reading (netlify/lib/safety/language.ts), so a message is never
 * Spanish to the screen and English to the assistant; where its words show no language (as many
 * English as Spanish words, or none: "GI Bill", "21-526EZ"), the page decides.
 */
import { wordsLanguage } from "../safety/language";
import type { Language } from "./answer";

/** The message's own language, or null when it shows none clearly or is neither English nor Spanish. */
export function messageLanguage(message: string): Language | null {
  const language = wordsLanguage(message);
  return language === "other" ? null : language;
}

/** A `Content-Language` value ("es", "es-US", "en") as one of the chat's languages, or null. */
export function pageLanguage(header: string | null | undefined): Language | null {
  const tag = header?.split(",")[0]?.trim().toLowerCase() ?? "";
  if (/^es(?:-|$)/.test(tag)) return "es";
  if (/^en(?:-|$)/.test(tag)) return "en";
  return null;
}

/**
 * At most this many words is a term, not a sentence: "pre-need", "buddy statement", "claim status"
 * typed on the Spanish page are VA's English names for things, not an English question (round 16).
 * A Spanish term on the English page ("reclamo") is still Spanish: its words say so.
 */
const TERM_WORDS = 2;

/** The answer's language: the message's, else the page's, else English; a bare term on the Spanish page is Spanish. */
export function chooseLanguage(message: string, page: Language | null = null): Language {
  const words = message.match(/\p{L}+/gu) ?? [];
  if (page === "es" && words.length <= TERM_WORDS) return "es";
  return messageLanguage(message) ?? page ?? "en";
}
