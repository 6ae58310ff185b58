/**
 * The question inside a message. Veterans often tell the story first ("Dad died in 2003, he was
 * Navy. Mom is in a nursing home and out of money") and ask last, or ask first and explain after
 * ("Can VA lower my rating? I've been 60 percent since 2001 and I'm scared they'll cut it"). The
 * words of the question say what is asked; the others are background, which can name a topic by
 * chance (a death, a doctor, a denial). The matcher weighs the question's words more.
 */
import { tokenize } from "./text-match";

/** Words that open a question, English and Spanish (without accents, as tokenize leaves them). */
const QUESTION_OPENERS = new Set(
  "how what whats where who whos when why which can could does do did is are am will would should may any anyone anybody como que donde cuanto cuanta cuantos cuando quien quienes cual cuales puedo puede pueden podria se hay tengo tiene necesito".split(
    " ",
  ),
);

/** The sentences of a message, each with the mark that ends it. */
const sentences = (message: string): string[] =>
  message
    .split(/(?<=[.!?¿¡\n])\s*/)
    .map((s) => s.trim())
    .filter((s) => tokenize(s).length > 0);

/**
 * The words of the question: the sentences that end in "?", else the last sentence that opens
 * like a question, else the last sentence; and within a long sentence, from a comma where a
 * question opens ("my brother is living under a bridge, how do we get him help"). Null when the
 * question is the whole message (nothing to weigh apart).
 */
export function questionWords(message: string): string[] | null {
  const all = sentences(message);
  const opensQuestion = (s: string) => QUESTION_OPENERS.has(tokenize(s)[0] ?? "");
  const last = all.at(-1) ?? "";
  let focus = all.filter((s) => /\?\s*$/.test(s) || (s === last && opensQuestion(s)));
  if (focus.length === 0) {
    const opener = all.findLast(opensQuestion);
    focus = opener ? [opener] : [last];
  }
  const clauses = focus.map((s) => {
    const parts = s.split(/,\s*/);
    const from = parts.findIndex((part, i) => i > 0 && opensQuestion(part));
    return from > 0 ? parts.slice(from).join(", ") : s;
  });
  const words = clauses.flatMap(tokenize);
  return words.length === 0 || words.length === tokenize(message).length ? null : words;
}
