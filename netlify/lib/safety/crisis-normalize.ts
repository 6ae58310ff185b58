/**
 * Reads a message the way a person meant it, for the crisis screen: lowercase, no accents or
 * apostrophes, digits and symbols inside words read as letters ("su1cide", "k!ll"), spaced or
 * dotted letters joined ("s u i c i d e", "sui cide"), runs of one letter shortened ("kiiill" is
 * "kil", as every pattern is shortened too) and misspelled key words read as the key word
 * ("suicdie", "myslef", "wnat"). Words are separated by single spaces.
 */
import { CRISIS_NEAR_WORDS } from "./crisis-near-words";
import { CRISIS_KEY_WORDS } from "./crisis-words";

/** Shortens each run of one repeated letter to one letter: "kill" and "kiiill" become "kil". */
export const collapseRuns = (text: string) => text.replace(/([a-z])\1+/g, "$1");

const KEYS = [...new Set(CRISIS_KEY_WORDS.map(collapseRuns))];
const KEY_SET = new Set(KEYS);
const KEYS_BY_LENGTH = new Map<number, string[]>();
for (const key of KEYS) KEYS_BY_LENGTH.set(key.length, [...(KEYS_BY_LENGTH.get(key.length) ?? []), key]);
/** Words already read; most messages reuse the same few hundred words. */
const READ = new Map<string, string>();
const READ_LIMIT = 20_000;
/** Keys that spaced-out pieces may be joined into: long enough not to be made by chance. */
const JOIN_KEYS = new Set([...KEYS.filter((key) => key.length >= 6), "kil", "die"]);

const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };

/** Damerau-Levenshtein distance of at most 1 (one insertion, deletion, substitution or swap). */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Long key words whose misspellings may be two edits away ("suidice", "mslf"). */
const TWO_EDIT_KEYS = new Set(["suicide", "suicidal", "overdose", "unaliving", "myself", "himself", "herself"]);

/** Optimal string alignment distance, stopping early once it is over `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      row.push(best);
    }
    if (Math.min(...row) > max) return max + 1;
    [before, previous] = [previous, row];
  }
  return previous[b.length]!;
}

/** Whether `word` may be a misspelling of the key word `key` (both with runs shortened). */
export function isNear(word: string, key: string): boolean {
  if (key.length < 3 || word.length < 3) return false;
  return TWO_EDIT_KEYS.has(key) && word.length >= 4 ? editDistance(word, key, 2) <= 2 : withinOneEdit(word, key);
}

/** The key word a misspelled word stands for ("kll" is "kill"), or the word itself. */
function readWord(raw: string): string {
  const word = collapseRuns(raw);
  if (KEY_SET.has(word) || CRISIS_NEAR_WORDS.has(word) || /\d/.test(word)) return word;
  const known = READ.get(raw);
  if (known !== undefined) return known;
  const lengths = new Set([word.length, raw.length].flatMap((n) => [n - 2, n - 1, n, n + 1, n + 2]));
  const read =
    [...lengths]
      .flatMap((length) => KEYS_BY_LENGTH.get(length) ?? [])
      .find((key) => isNear(word, key) || (raw !== word && isNear(raw, key))) ?? word;
  if (READ.size >= READ_LIMIT) READ.clear();
  READ.set(raw, read);
  return read;
}

/** Joins letters typed one by one ("k i l l") and a key word split in two ("sui cide"). */
function joinPieces(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    let run = i;
    while (run < words.length && words[run]!.length === 1) run++;
    if (run - i >= 3) {
      out.push(collapseRuns(words.slice(i, run).join("")));
      i = run - 1;
      continue;
    }
    const [a, b] = [words[i]!, words[i + 1]];
    if (b !== undefined && !KEY_SET.has(collapseRuns(a)) && !KEY_SET.has(collapseRuns(b))) {
      const joined = collapseRuns(a + b);
      const key = JOIN_KEYS.has(joined)
        ? joined
        : [...JOIN_KEYS].find((k) => k.length >= 6 && withinOneEdit(joined, k));
      if (key && !CRISIS_NEAR_WORDS.has(joined)) {
        out.push(key);
        i++;
        continue;
      }
    }
    out.push(a);
  }
  return out;
}

/** Fills each masked letter ("k!ll", "su*cide") so the word is a key word; else a space. */
function fillMasks(word: string): string {
  const shape = new RegExp(`^${word.replace(/[*!]/g, "[a-z]")}$`);
  return [...KEYS, "kil", "kill", "die", "suicide"].find((key) => shape.test(key)) ?? word;
}

export function normalizeMessage(text: string): string {
  const plain = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’‘`´]/g, "")
    .replace(/(?<=[a-z])&(?=[a-z])/g, "")
    // Digits and symbols read as letters in a word with a letter ("su1cide", "5u1c1d3", "d13"),
    // not in numbers or codes ("22 a day", "11b", "9mm").
    .replace(/[a-z0-9@$]+/g, (word) =>
      /[a-z]/.test(word) && /[013457@$]/.test(word) && !/^\d+[a-z]{1,2}$/.test(word)
        ? [...word].map((c) => LEET[c] ?? c).join("")
        : word,
    )
    // A match starts only at a word's start: from every letter of one long word it was quadratic.
    .replace(/(?<![a-z])[a-z]+(?:[*!]+[a-z]+)+/g, fillMasks)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  const words = joinPieces(plain.split(" ")).map(readWord);
  return (
    words
      .join(" ")
      // "die" and "dead" in their short misspellings, where they follow a wish or "to".
      .replace(
        /(?<=(?:^| )(?:to|wana|gona|just|i|and|or|should|could|wil|would|gota) )(?:dye|di|dei|dy|dai|dey)(?= |$)(?! (?:my|the|it|them|her|his|a|an|this|that|your)(?: |$))/g,
        "die",
      )
      .replace(/(?<=(?:^| )(?:be|im|am|was|were|better|of|off) )ded(?= |$)/g, "dead")
  );
}
