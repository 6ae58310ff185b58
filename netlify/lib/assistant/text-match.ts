/**
 * Words as veterans type them, made comparable: accents, case, apostrophes and doubled letters
 * go; form numbers and "C&P" are written one way; word endings are stemmed lightly; and a long
 * word matches a keyword one or two typos away ("tinitus", "supplimental").
 */
import SHIPPED_CUE_WORDS from "./cue-words";
import { textKey } from "../text-key";

/** Spellings of the same thing, rewritten before the message is split into words. */
const REWRITES: readonly (readonly [RegExp, string])[] = [
  [/\bdd[\s-]*214\b/g, "dd214"],
  [/\b10[\s-]*10\s*ez\b/g, "1010ez"],
  [/\b(\d+)\s*(ez)\b/g, "$1ez"],
  [/\b(20)[\s-]+(099[56])\b/g, "$2"],
  [/\bpost[\s-]*9[\s/-]*11\b/g, "post911"],
  [/\bc\s*(?:&|and|n)\s*p\b/g, "cp"],
  [/\bcomp(?:ensation)?\s*(?:&|and|n)\s*pen(?:sion)?\b/g, "cp"],
  [/\bvr\s*(?:&|and)\s*e\b/g, "vre"],
  [/\bp\s*(?:&|and|n|y)\s*t\b/g, "pt"],
  [/\b(\d+)\s*%/g, "$1 percent"],
  // "What's it called" asks a name, not about a phone call.
  [/\bwhat(s| is)? (it|that|this) called\b/g, "what$1 $2 named"],
  // "VA's" is VA (the apostrophe is gone by now), not "vas".
  [/\bvas\b/g, "va"],
  [/&/g, " and "],
  [/#/g, " number "],
];

const collapse = (word: string) => word.replace(/([a-z])\1+/g, "$1");

const clean = (text: string) => {
  let plain = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’‘`]/g, "");
  for (const [pattern, replacement] of REWRITES) plain = plain.replace(pattern, replacement);
  return plain;
};

const words = (clean: string) =>
  clean
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => (/^\d/.test(word) ? word : collapse(word)));

/** The message as comparable words. */
export function tokenize(text: string): string[] {
  return words(clean(text));
}

/** No rewrite reaches across it (none matches "|" or a space next to it), and no word holds it. */
const APART = "|";

/**
 * `tokenize` of each text, cleaned in one pass: the knowledge base's thousands of cue phrases are
 * read when an instance starts, and one call per phrase took most of that time (issue 17).
 */
export function tokenizeAll(texts: readonly string[]): string[][] {
  const parts = texts.some((text) => text.includes(APART)) ? [] : clean(texts.join(APART)).split(APART);
  // Cleaning may make the mark of a text's own ("｜" reads as "|"): then one by one.
  return parts.length === texts.length ? parts.map(words) : texts.map(tokenize);
}

/** Every list `tokenizeCues` has read (for scripts/topic-model.ts, which writes cue-words.ts). */
const CUE_LISTS: (readonly string[])[] = [];

/** The key of a list of texts in cue-words.ts. */
const cueListKey = (texts: readonly string[]): string => textKey(texts.join("\u0000"));

/**
 * `tokenizeAll` of the cue phrases an instance reads when it starts, from cue-words.ts: words that
 * scripts/topic-model.ts read ahead of time, keyed by the list (issue 17's cold start: reading them
 * took about 35 ms of each fresh instance's first answer). A list changed without rerunning the
 * script has no entry and is read as before; a unit test holds the file current.
 */
export function tokenizeCues(texts: readonly string[]): string[][] {
  CUE_LISTS.push(texts);
  const shipped = (SHIPPED_CUE_WORDS as Record<string, string>)[cueListKey(texts)];
  const parts = shipped?.split(APART);
  if (parts?.length !== texts.length) return tokenizeAll(texts);
  return parts.map((phrase) => (phrase === "" ? [] : phrase.split(" ")));
}

/** The content of cue-words.ts: each list `tokenizeCues` has read, as its words, by its key. */
export function cueWordsFile(): Record<string, string> {
  const lists = CUE_LISTS.map((texts) => [cueListKey(texts), tokenizeAll(texts)] as const);
  return Object.fromEntries(lists.map(([key, read]) => [key, read.map((phrase) => phrase.join(" ")).join(APART)]));
}

/** The knowledge base's cue phrases, each as `tokenize` reads it, read in one pass when first needed. */
export function cuePhrases<Name extends string>(lists: Record<Name, string>): Record<Name, string[][]> {
  const names = Object.keys(lists) as Name[];
  const split = names.map((name) => lists[name].split(","));
  const read = tokenizeCues(split.flat());
  let at = 0;
  return Object.fromEntries(
    names.map((name, i) => [name, split[i]!.map(() => read[at++]!).filter((phraseWords) => phraseWords.length > 0)]),
  ) as Record<Name, string[][]>;
}

/** Words the endings rule would cut into another word: "caring" is not "car", "housing" is not "houses". */
const STEM_EXCEPTIONS: Readonly<Record<string, string>> = {
  caring: "care",
  cares: "care",
  cared: "care",
  housing: "housing",
};

/** A light stemmer: "denied" → "deny", "ringing" → "ring", "claims" → "claim". */
export function stem(word: string): string {
  const exception = STEM_EXCEPTIONS[word];
  if (exception) return exception;
  if (word.length > 4 && /ies$|ied$/.test(word)) return `${word.slice(0, -3)}y`;
  const match = /^(.{3,}?)(ing|ed|es|s|ly)$/.exec(word);
  return match ? collapse(match[1]!) : word;
}

const VOWEL = /[aeiouy]/;
/** A changed letter costs 1 when `loose` or when a vowel replaces a vowel ("tinnitis"), else 2. */
const substitution = (x: string, y: string, loose: boolean) => (loose || (VOWEL.test(x) && VOWEL.test(y)) ? 1 : 2);

/** Optimal-string-alignment distance, giving up once it passes `max`; three rows, reused. */
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];
function distance(a: string, b: string, max: number, loose: boolean): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rows[0].length <= b.length) rows = [0, 1, 2].map(() => new Int32Array(b.length + 1)) as typeof rows;
  // Rows i-2, i-1 and i of the table, turned as i grows.
  let [before, previous, row] = rows;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  let previousSmallest = 0;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : substitution(a[i - 1]!, b[j - 1]!, loose);
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row[j] = d;
      if (d < smallest) smallest = d;
    }
    // Each later cell comes from this row or the one before (a swap reaches back two rows): past
    // `max` in both, past it at the end.
    if (smallest > max && previousSmallest > max) return max + 1;
    previousSmallest = smallest;
    const oldest = before;
    before = previous;
    previous = row;
    row = oldest;
  }
  return previous[b.length]!;
}

/** Whether a said word (not equal to the keyword, nor sharing its stem) is a typo of the keyword. */
function isTypo(said: string, keyword: string): boolean {
  // 6-7 letters: one letter missing, extra or swapped ("helth", "intnet") or one vowel for another
  // ("tinitis"), not a changed consonant ("leader" is not "lender"); 8 or more: two edits of any kind.
  if (keyword.length < 8) return distance(said, keyword, 1, false) <= 1;
  return distance(said, keyword, 2, true) <= 2;
}

/** Common words that sit within a typo of some keyword but are words of their own ("hermano" is not "huerfano"). */
const NOT_TYPOS = new Set([
  "hermano",
  "hermana",
  "hermanos",
  "repartir",
  "contestar",
  "contestando",
  "cuidado",
  "enliste",
  "enlisto",
  "medical",
  "medicare",
]);

/** A keyword's stem and whether it may match with typos, worked out once per keyword. */
const KEYWORDS = new Map<string, { stem: string; fuzzy: boolean }>();
function keywordInfo(keyword: string) {
  let info = KEYWORDS.get(keyword);
  if (!info) {
    // Numbers and short words must match exactly: "ears" is not "years", "track" is not "truck".
    info = { stem: stem(keyword), fuzzy: keyword.length >= 6 && !/\d/.test(keyword) };
    KEYWORDS.set(keyword, info);
  }
  return info;
}

/** Whether the words hold the phrase, word by word, anywhere. */
export function containsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  return phraseFinder(words)(phrase);
}

const NONE: readonly number[] = [];

/**
 * The finders of the last few word lists, with what each has found: an answer reads the same words
 * three or four times (its topics, the model's features, the question inside it). The oldest goes
 * first.
 */
const KEPT_FINDERS = 8;
const FINDERS = new Map<string, (phrase: readonly string[]) => boolean>();

/**
 * A phrase finder for one message: each distinct word is stemmed once and each keyword's
 * matching positions are worked out once, so the many phrases that share a word stay cheap.
 */
export function phraseFinder(words: readonly string[]): (phrase: readonly string[]) => boolean {
  const key = words.join("\u0000");
  let finder = FINDERS.get(key);
  if (!finder) {
    finder = newPhraseFinder(words);
    if (FINDERS.size >= KEPT_FINDERS) FINDERS.delete(FINDERS.keys().next().value!);
    FINDERS.set(key, finder);
  }
  return finder;
}

function newPhraseFinder(words: readonly string[]): (phrase: readonly string[]) => boolean {
  const byWord = new Map<string, number[]>();
  words.forEach((word, i) => byWord.set(word, [...(byWord.get(word) ?? []), i]));
  const byStem = new Map<string, number[]>();
  // Words that may be a typo of a keyword, by first letter (a typo rarely changes the first letter:
  // "deployment" is not "employment").
  const byFirst = new Map<string, { word: string; at: number[] }[]>();
  for (const [word, at] of byWord) {
    const wordStem = stem(word);
    byStem.set(wordStem, [...(byStem.get(wordStem) ?? []), ...at]);
    if (/\d/.test(word)) continue;
    const first = word[0]!;
    byFirst.set(first, [...(byFirst.get(first) ?? []), { word, at }]);
  }
  const positions = new Map<string, readonly number[]>();
  const at = (keyword: string): readonly number[] => {
    let found = positions.get(keyword);
    if (!found) {
      const { stem: keywordStem, fuzzy } = keywordInfo(keyword);
      const exact = byWord.get(keyword);
      const stemmed = byStem.get(keywordStem);
      let list = exact || stemmed ? [...(exact ?? []), ...(stemmed ?? [])] : undefined;
      if (fuzzy) {
        for (const candidate of byFirst.get(keyword[0]!) ?? []) {
          if (Math.abs(candidate.word.length - keyword.length) > 2 || NOT_TYPOS.has(candidate.word)) continue;
          if (isTypo(candidate.word, keyword)) (list ??= []).push(...candidate.at);
        }
      }
      found = list ?? NONE;
      positions.set(keyword, found);
    }
    return found;
  };
  const found = (phrase: readonly string[]) => {
    if (phrase.length === 0) return false;
    for (const start of at(phrase[0]!)) {
      if (phrase.every((keyword, k) => k === 0 || at(keyword).includes(start + k))) return true;
    }
    return false;
  };
  // The cue lists are the same arrays on every call: each phrase is looked for once. Most phrases'
  // first word is nowhere in the message (about 14,000 phrases are asked of each): those are answered
  // at once, not remembered, which halves the time of an answer.
  const answers = new Map<readonly string[], boolean>();
  return (phrase) => {
    if (phrase.length === 0 || at(phrase[0]!) === NONE) return false;
    if (phrase.length === 1) return true;
    let answer = answers.get(phrase);
    if (answer === undefined) answers.set(phrase, (answer = found(phrase)));
    return answer;
  };
}
