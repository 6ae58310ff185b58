/**
 * The English and Spanish words the language reading knows (netlify/lib/safety/language.ts): every
 * word of two or more letters that at least two messages of the committed English and Spanish
 * sets use (the crisis writers' sets, the round-2 crisis corpus, the question sets), never a set
 * kept for measuring only and never an other-language set. `scripts/known-words.ts` writes them
 * to netlify/lib/safety/known-words.ts; a unit test holds that file current.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  HELD_OUT_SETS,
  type HeldOutName,
  readCrisisCorpus,
  readWriterSet,
  type WriterName,
} from "../../corpus/crisis/index";
import { languageWords } from "../../netlify/lib/safety/language";

/**
 * Crisis sets of round 10 on are measured only for the language reading: the list stays what the
 * older rounds make (round 16 let the second opinion learn from rounds 10 to 15, not this list:
 * more Spanish words read a Cape Verdean crisis message as Spanish).
 */
const LAST_LEARNED_ROUND = 9;
const roundOf = (name: string) => Number(/\(round (\d+)\)/.exec(name)?.[1] ?? 0);

/** Sets in other languages: their words are what the reading must not know. */
const OTHER_LANGUAGE_SETS = new Set<string>(["multi", "interpreter-multi (round 9)", "pacific-multi (round 10)"]);
/** Question rounds kept for measuring only (corpus/offline/writers-rN/). */
const MEASURED_QUESTION_ROUNDS = new Set([
  "writers-r9",
  "writers-r10",
  "writers-r11",
  "writers-r12",
  "writers-r13",
  "writers-r14",
  "writers-r15",
  "writers-r16",
  "writers-r17",
  "writers-r18",
  "writers-r19",
  "writers-r20",
  "writers-r21",
  "writers-r22",
  "writers-r23",
  "writers-r24",
  "writers-r25",
  "writers-r26",
  "writers-r27",
  "writers-r28",
  "writers-r29",
  "writers-r30",
  "writers-r31",
  "writers-r32",
  "writers-r33",
  "writers-r34",
  "writers-r35",
  "writers-r36",
  "writers-r37",
  "writers-r38",
  "writers-r39",
  "writers-r40",
  "writers-r41",
  "writers-r42",
  "writers-r43",
]);
const MIN_MESSAGES = 2;

const OFFLINE = join(import.meta.dirname, "../../corpus/offline");

/** The messages the list is learned from. */
export function englishAndSpanishMessages(): string[] {
  const messages: string[] = [];
  const sets = ["vet-en", "responder-en", "family-es", ...Object.keys(HELD_OUT_SETS)] as (WriterName | HeldOutName)[];
  for (const name of sets) {
    if (OTHER_LANGUAGE_SETS.has(name) || roundOf(name) > LAST_LEARNED_ROUND) continue;
    const set = readWriterSet(name);
    messages.push(
      ...set.crisis.map((c) => c.message),
      ...set.ordinary.map((o) => o.message),
      ...set.conversations.flatMap((c) => c.turns.map((t) => t.text)),
    );
  }
  for (const part of ["tuning", "heldout"] as const) {
    const corpus = readCrisisCorpus(part);
    messages.push(...corpus.crisis, ...corpus.ordinary);
  }
  const folders = [
    "",
    ...readdirSync(OFFLINE).filter((d) => d.startsWith("writers") && !MEASURED_QUESTION_ROUNDS.has(d)),
  ];
  for (const folder of folders)
    for (const file of readdirSync(join(OFFLINE, folder)).filter((f) => f.endsWith(".tsv")))
      for (const line of readFileSync(join(OFFLINE, folder, file), "utf8").split("\n"))
        if (line.includes("\t") && !line.startsWith("#")) messages.push(line.split("\t").at(-1)!);
  return messages;
}

/** The known words, sorted. */
export function knownWords(): string[] {
  const seenIn = new Map<string, number>();
  for (const message of englishAndSpanishMessages())
    for (const word of new Set(languageWords(message)))
      if (word.length >= 2 && !/\d/.test(word)) seenIn.set(word, (seenIn.get(word) ?? 0) + 1);
  return [...seenIn]
    .filter(([, n]) => n >= MIN_MESSAGES)
    .map(([word]) => word)
    .sort();
}
