/**
 * The independent writers' question sets (corpus/offline/writers/) and their judge, exactly as
 * the set's README.md fixes it: a labelled question is right when the answer holds one of the
 * label's accepted addresses or numbers (answer-key.json); `about-service` when it gets a topic
 * (not the hand-off) and says the service is free or independent; `none` when it gets the
 * hand-off to a person (no topic); and a question of es.tsv only if the answer is also in Spanish
 * (more Spanish than English function words). Used by the floors in tests/unit and by the bench.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

const DIR = path.resolve(import.meta.dirname, "../../corpus/offline/writers");

export type WriterQuestion = { label: string; question: string };
export type WriterSet = { file: string; language: "en" | "es"; questions: WriterQuestion[] };

/** What the judge needs from an answer. */
export type JudgedAnswer = { text: string; topic: string };

export const ANSWER_KEY = JSON.parse(readFileSync(path.join(DIR, "answer-key.json"), "utf8")) as Record<
  string,
  string[]
>;

export function loadWriterSet(file: string, language: "en" | "es"): WriterSet {
  const questions = readFileSync(path.join(DIR, file), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"))
    .map((line) => {
      const [label, question] = line.split("\t");
      if (!label || !question) throw new Error(`${file}: not "label<TAB>question": ${line}`);
      return { label, question };
    });
  return { file, language, questions };
}

/** The sets the assistant was tuned on (half A) and measured on (half B). */
export const WRITER_SETS: readonly WriterSet[] = [loadWriterSet("vet-en.tsv", "en"), loadWriterSet("es.tsv", "es")];

/**
 * Held out from all tuning (corpus/offline/writers/README.md): family-en, and the second round of
 * fresh writers (writers-r2/), committed before the assistant was measured on them.
 */
export const HELD_OUT_WRITER_SETS: readonly WriterSet[] = [
  loadWriterSet("family-en.tsv", "en"),
  loadWriterSet("../writers-r2/en.tsv", "en"),
  loadWriterSet("../writers-r2/es.tsv", "es"),
];

/** A later round's two sets (writers-rN/en.tsv and es.tsv). */
const roundOfWriters = (round: number): readonly WriterSet[] => [
  loadWriterSet(`../writers-r${round}/en.tsv`, "en"),
  loadWriterSet(`../writers-r${round}/es.tsv`, "es"),
];

/**
 * Round 3's fresh writers (writers-r3/): committed, and measured before any use (first-round-*.json
 * beside them; 88.5% en and 85.3% es with round 4's matcher), then trained and tuned on like the rest.
 */
export const ROUND3_WRITER_SETS = roundOfWriters(3);

/**
 * Round 4's fresh writers (writers-r4/): committed before round 5's matcher was merged and measured
 * on them before any use (first-round-*.json beside them; 87.5% en and 89.1% es with round 4's
 * matcher, 86.8% and 92.2% with round 5's), then trained and tuned on like the rest.
 */
export const ROUND4_WRITER_SETS = roundOfWriters(4);

/**
 * Round 5's fresh writers (writers-r5/): committed and measured before any use (first-round-*.json
 * beside them: 92.7% en and 89.8% es with round 5's matcher, 94.5% and 92.1% with round 6's), then
 * trained and tuned on like the rest since round 7.
 */
export const ROUND5_WRITER_SETS = roundOfWriters(5);

/**
 * Round 6's fresh writers (writers-r6/): committed and measured before any use (first-round-*.json
 * beside them: 94.4% en, 93.3% es with round 6's matcher, 94.4% and 94.7% with round 7's), then
 * trained and tuned on like the rest since round 8.
 */
export const ROUND6_WRITER_SETS = roundOfWriters(6);

/**
 * Round 7's fresh writers (writers-r7/): committed and measured before round 8's matcher was merged
 * (first-round-*.json beside them: 88.9% en, 92.7% es with round 7's matcher). Measured only: they
 * train and tune nothing, so they keep telling what a new writer gets.
 */
export const ROUND7_WRITER_SETS = roundOfWriters(7);

/**
 * Round 8's fresh writers (writers-r8/: a rural Georgia librarian's paperwork hour, a Kissimmee
 * WhatsApp group): committed and measured before any change (first-round-*.json beside them).
 * Measured only, like round 7's.
 */
export const ROUND8_WRITER_SETS = roundOfWriters(8);

/**
 * Round 9's fresh writers (writers-r9/: a VFW post service officer in Dayton, a Bronx and San
 * Antonio veterans' group): committed unread and measured before any change (first-round-*.json
 * beside them). Measured only.
 */
export const ROUND9_WRITER_SETS = roundOfWriters(9);

/**
 * Round 10's fresh writers (writers-r10/: a rural Montana county librarian with a tribal veterans'
 * office; a Puerto Rican Marine veteran's Saturday radio show in Kissimmee) and round 11's (a
 * retired Navy corpsman at an El Paso clinic and Legion post; a Salvadoran-American widow's parish
 * ministry in Houston): committed unread and measured before any change (first-round-*.json beside
 * them). Their misses then informed cues (round 12); none trains the topic model.
 */
export const ROUND10_WRITER_SETS = roundOfWriters(10);
export const ROUND11_WRITER_SETS = roundOfWriters(11);

/**
 * Round 12's fresh writers (writers-r12/: a county veterans service office outside Phoenix; a
 * veterans' service organization in Washington Heights, the Bronx and Lawrence): committed unread
 * and measured before any change (first-round-*.json). Their misses then informed cues.
 */
export const ROUND12_WRITER_SETS = roundOfWriters(12);

/**
 * Round 13's fresh writers (writers-r13/: a retired VA social worker at a senior center and town
 * offices in rural Maine and northern Vermont; a community college veterans center and a parish in
 * East Los Angeles) and round 14's English one (writers-r14/: a barbershop's veterans' outreach table
 * in southwest Atlanta): committed unread and measured before any change (first-round-*.json). Their
 * misses then informed cues.
 */
export const ROUND13_WRITER_SETS = roundOfWriters(13);
export const ROUND14_WRITER_SETS: readonly WriterSet[] = [loadWriterSet("../writers-r14/en.tsv", "en")];

/**
 * Round 15's fresh writers (writers-r15/: a retired Navy chief's spouse group and transition class
 * near Norfolk; a VFW post's Spanish benefits table in Hialeah), committed unread and measured on
 * round 14's final matcher (first-round-*.json). Their misses then informed cues.
 */
export const ROUND15_WRITER_SETS = roundOfWriters(15);

/**
 * Round 16's fresh writers (writers-r16/: a Filipino-American community center in National City; a
 * municipal veterans' office in Bayamón, Puerto Rico), committed unread and measured on round 15's
 * final matcher (first-round-*.json). Their misses then informed cues.
 */
export const ROUND16_WRITER_SETS = roundOfWriters(16);

/**
 * Round 17's fresh writers (writers-r17/: a chapter house on the Navajo Nation; a WhatsApp help line
 * in Kissimmee and Orlando), committed unread and measured before any change they could inform
 * (first-round-*.json). Both sets' misses then informed cues.
 */
export const ROUND17_WRITER_SETS = roundOfWriters(17);

/**
 * Round 18's fresh writers (writers-r18/: a parish veterans' ministry in Boyle Heights; a county
 * veterans service office at Fort Liberty, whose set came a round late) and round 19's (writers-r19/:
 * a church help table in Hampton; a Bronx community center), each committed unread and measured
 * before any change it could inform (first-round-*.json). Their misses then informed cues.
 */
export const ROUND18_WRITER_SETS = roundOfWriters(18);
export const ROUND19_WRITER_SETS = roundOfWriters(19);

/**
 * Round 20's fresh writers (writers-r20/: a Marine Corps League detachment in Oceanside; a county
 * veterans office in Laredo), committed unread and measured on round 19's final cues
 * (first-round-*.json). Their misses then informed cues (round 20's tuning).
 */
export const ROUND20_WRITER_SETS = roundOfWriters(20);

/**
 * Round 21's fresh writers (writers-r21/: a library help table in Aroostook County, Maine; a
 * community center in Lawrence, Massachusetts), committed unread and measured before any change they
 * could inform (first-round-*.json). Their misses then informed cues.
 */
export const ROUND21_WRITER_SETS = roundOfWriters(21);

/**
 * Round 22's fresh writers (writers-r22/: a chapter house on the Navajo Nation; a parish office in
 * Hialeah and Doral), committed unread and measured before any change they could inform
 * (first-round-*.json). Their misses then informed cues.
 */
export const ROUND22_WRITER_SETS = roundOfWriters(22);

/**
 * Round 23's fresh writers (writers-r23/: an American Legion post in the Ozarks; a community clinic
 * on San Antonio's West Side), committed unread and measured on round 22's final cues
 * (first-round-*.json). Measured only: no cue was written from them.
 */
export const ROUND23_WRITER_SETS = roundOfWriters(23);

/**
 * Round 24's fresh writers (writers-r24/: a county veterans service office on Minnesota's Iron
 * Range; a Spanish radio call-in show in the Rio Grande Valley), committed unread and measured on
 * round 23's final cues (first-round-*.json). Their misses then informed cues.
 */
export const ROUND24_WRITER_SETS = roundOfWriters(24);

/**
 * Round 25's fresh writers (writers-r25/: a day drop-in center for veterans in central Phoenix; a
 * parish help table in Paterson and Passaic), committed unread and measured on round 24's final
 * cues (first-round-*.json). Their privacy misses, with rounds 23 and 24's, then informed the
 * concepts `thisChat`, `dataUse` and `myData`; no other cue was written from them.
 */
export const ROUND25_WRITER_SETS = roundOfWriters(25);

/**
 * Round 26's fresh writers (writers-r26/: a county veterans office in the Mississippi Delta; a
 * WhatsApp group of Central American veterans' families in the DC suburbs), committed unread and
 * measured on the cues tuned on rounds 24 and 25 (first-round-*.json). Measured only.
 */
export const ROUND26_WRITER_SETS = roundOfWriters(26);

/**
 * Round 27's fresh writers (writers-r27/: a tribal veterans service office's front desk on the
 * Navajo Nation; a Dominican hair salon in Lawrence, Massachusetts) and round 28's (a county Area
 * Agency on Aging's help line in western Pennsylvania; a Facebook group of Latino veterans across
 * Texas and Louisiana), committed unread and measured on the cues tuned on rounds 23 to 26
 * (first-round-*.json); their misses then informed cues.
 */
export const ROUND27_WRITER_SETS = roundOfWriters(27);
export const ROUND28_WRITER_SETS = roundOfWriters(28);

/**
 * Round 29's fresh writers (writers-r29/: a Veterans Treatment Court peer mentor and stand-down
 * volunteer in Sacramento; a parish ministry to military families in Yuma), committed unread and
 * measured on the cues tuned on rounds 23 to 28 (first-round-*.json). Measured only.
 */
export const ROUND29_WRITER_SETS = roundOfWriters(29);

/**
 * Round 30's fresh writers (writers-r30/: a public librarian by Fort Liberty; a Cuban-American
 * widow's WhatsApp group in Hialeah), committed unread and measured on the cues tuned on rounds 23
 * to 28 (first-round-*.json); their misses, with round 29's, then informed cues. Round 31's (a DAV
 * chapter's front desk in Spokane; a community clinic's front desk in Pico-Union), committed unread
 * and measured on the cues of 48df6db; its misses then informed cues.
 */
export const ROUND30_WRITER_SETS = roundOfWriters(30);
export const ROUND31_WRITER_SETS = roundOfWriters(31);

/**
 * Round 32's fresh writers (writers-r32/: a county hospital social worker in Memphis; a Facebook
 * page of Puerto Rican veterans in Florida), committed unread and measured on the final cues
 * (d652ec7), after round 31's misses informed cues. Measured only.
 */
export const ROUND32_WRITER_SETS = roundOfWriters(32);

/**
 * Round 33's fresh writers (writers-r33/: a VFW post quartermaster in Marathon County, Wisconsin; a
 * Saturday call-in radio show for veterans in Laredo), committed unread and measured on the cues
 * round 32 left (873b3dd) before any change they could inform; their misses, with round 32's, then
 * informed cues.
 */
export const ROUND33_WRITER_SETS = roundOfWriters(33);

/**
 * Round 34's fresh writers (writers-r34/: a Navy and Marine families' forum around San Diego; a
 * social worker at a community health center in Little Village, Chicago), committed unread and
 * measured on the final cues (tuned on rounds 23 to 33). Measured only.
 */
export const ROUND34_WRITER_SETS = roundOfWriters(34);

/**
 * Round 35's fresh writers (writers-r35/: a county veterans service office's front-desk clerk in
 * Dodge City, Kansas; a parish volunteer helping Mexican-American and Salvadoran veteran families in
 * Santa Ana), committed unread and measured on the final cues (tuned on rounds 23 to 34). Measured only.
 */
export const ROUND35_WRITER_SETS = roundOfWriters(35);

/**
 * Round 36's fresh writers (writers-r36/: a public librarian in McDowell County, West Virginia; a
 * Colombian-American Gulf War veteran with a paperwork office in Jackson Heights, Queens), committed
 * unread and measured on the final cues (tuned on rounds 23 to 35). Measured only.
 */
export const ROUND36_WRITER_SETS = roundOfWriters(36);

/**
 * Round 37's fresh writers (writers-r37/: a barber near Fort Liberty, an Army veteran; a Puerto Rican
 * Guard veteran, promotora at a clinic in Mayagüez), committed unread and measured on the cues tuned on
 * rounds 23 to 36; their misses then informed cues.
 */
export const ROUND37_WRITER_SETS = roundOfWriters(37);

/**
 * Round 38's fresh writers (writers-r38/: a pharmacy technician in Butte, Montana; a Dominican-American
 * call-in radio host in Lawrence, Massachusetts), committed unread and measured on the cues tuned on
 * rounds 23 to 36: English 256 of 264, Spanish 221 of 228; their misses then informed cues.
 */
export const ROUND38_WRITER_SETS = roundOfWriters(38);

/**
 * Round 39's fresh writers (writers-r39/: a truck-stop diner waitress on I-40 outside Amarillo; a
 * tamale seller in Chula Vista whose son is a Marine veteran), committed unread and measured on the
 * cues tuned on rounds 23 to 36: English 228 of 244, Spanish 213 of 225; their misses then informed
 * cues.
 */
export const ROUND39_WRITER_SETS = roundOfWriters(39);

/**
 * Round 40's fresh writers (writers-r40/: a church secretary near Fort Jackson, Columbia, South
 * Carolina; a paperwork office in Kissimmee serving Puerto Rican veterans after Hurricane María),
 * committed unread and measured on the cues tuned on rounds 23 to 37: English 211 of 225, Spanish
 * 223 of 230; their misses, with round 41's, then informed cues.
 */
export const ROUND40_WRITER_SETS = roundOfWriters(40);

/**
 * Round 41's fresh writers (writers-r41/: a reference librarian in Hazard, Kentucky who helps older
 * veterans and widows at the public computers; a Cuban-American insurance agent in Hialeah answering
 * her clients on WhatsApp), committed unread and measured on the cues tuned on rounds 23 to 39:
 * English 235 of 242, Spanish 223 of 234; their misses, with round 40's, then informed cues.
 */
export const ROUND41_WRITER_SETS = roundOfWriters(41);

/**
 * Round 42's fresh writers (writers-r42/: a military-families Facebook group near Fort Campbell; a
 * promotora's help table at a parish hall in Pharr, Texas), committed unread and measured on the
 * cues tuned on rounds 23 to 41: English 227 of 233, Spanish 228 of 238. Measured only.
 */
export const ROUND42_WRITER_SETS = roundOfWriters(42);

/**
 * Round 43's fresh writers (writers-r43/: a benefits clerk at a transit workers' union hall on
 * Chicago's South Side; a paralegal in Pico-Union, Los Angeles), committed unread and measured on the
 * same cues as round 42: English 255 of 266, Spanish 216 of 230. Measured only.
 */
export const ROUND43_WRITER_SETS = roundOfWriters(43);

/** The rounds that train nothing (round 9 on), by number: what the floors and ceilings read. */
export const LATER_ROUNDS = {
  9: ROUND9_WRITER_SETS,
  10: ROUND10_WRITER_SETS,
  11: ROUND11_WRITER_SETS,
  12: ROUND12_WRITER_SETS,
  13: ROUND13_WRITER_SETS,
  14: ROUND14_WRITER_SETS,
  15: ROUND15_WRITER_SETS,
  16: ROUND16_WRITER_SETS,
  17: ROUND17_WRITER_SETS,
  18: ROUND18_WRITER_SETS,
  19: ROUND19_WRITER_SETS,
  20: ROUND20_WRITER_SETS,
  21: ROUND21_WRITER_SETS,
  22: ROUND22_WRITER_SETS,
  23: ROUND23_WRITER_SETS,
  24: ROUND24_WRITER_SETS,
  25: ROUND25_WRITER_SETS,
  26: ROUND26_WRITER_SETS,
  27: ROUND27_WRITER_SETS,
  28: ROUND28_WRITER_SETS,
  29: ROUND29_WRITER_SETS,
  30: ROUND30_WRITER_SETS,
  31: ROUND31_WRITER_SETS,
  32: ROUND32_WRITER_SETS,
  33: ROUND33_WRITER_SETS,
  34: ROUND34_WRITER_SETS,
  35: ROUND35_WRITER_SETS,
  36: ROUND36_WRITER_SETS,
  37: ROUND37_WRITER_SETS,
  38: ROUND38_WRITER_SETS,
  39: ROUND39_WRITER_SETS,
  40: ROUND40_WRITER_SETS,
  41: ROUND41_WRITER_SETS,
  42: ROUND42_WRITER_SETS,
  43: ROUND43_WRITER_SETS,
} as const;

/** The sets of rounds `from` to `to` of LATER_ROUNDS, in order. */
export const laterRounds = (from: keyof typeof LATER_ROUNDS, to: keyof typeof LATER_ROUNDS): WriterSet[] =>
  (Object.keys(LATER_ROUNDS).map(Number) as (keyof typeof LATER_ROUNDS)[])
    .filter((round) => round >= from && round <= to)
    .flatMap((round) => LATER_ROUNDS[round]);

/**
 * Every writers' set that trains the topic model. Rounds 7 and 8 do not: trained on them (round
 * 11 tried), the model leans so far that "voc rehab vs gi bill which one is better" is no longer
 * a tie, for two more of their own questions right; their misses informed cues instead.
 */
export const ALL_WRITER_SETS: readonly WriterSet[] = [
  ...WRITER_SETS,
  ...HELD_OUT_WRITER_SETS,
  ...ROUND3_WRITER_SETS,
  ...ROUND4_WRITER_SETS,
  ...ROUND5_WRITER_SETS,
  ...ROUND6_WRITER_SETS,
];

/** The tuning half (A: the 1st, 3rd, 5th… line) and the measured half (B: the 2nd, 4th…). */
export const half = (set: WriterSet, which: "A" | "B"): WriterQuestion[] =>
  set.questions.filter((_, i) => i % 2 === (which === "A" ? 0 : 1));

// The commonest function words of each language (the judge's "function words").
const SPANISH_FUNCTION = new Set(
  "de la que el en y los se del las un por con una su para es al lo como mas pero sus le ya o este porque esta cuando muy sin sobre tambien me hasta hay donde desde nos ni esto mi usted sea".split(
    " ",
  ),
);
const ENGLISH_FUNCTION = new Set(
  "the of and to in is you that it he was for on are as with his they i at be this have from or one had by but not what all were we when your can there an which she do how their if will up about out them".split(
    " ",
  ),
);

/** More Spanish than English function words. */
export function isSpanish(text: string): boolean {
  const words = text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .split(/[^a-z]+/);
  const spanish = words.filter((w) => SPANISH_FUNCTION.has(w)).length;
  const english = words.filter((w) => ENGLISH_FUNCTION.has(w)).length;
  return spanish > english;
}

const NO_TOPIC = new Set(["general"]);

export function judge({ label }: WriterQuestion, answer: JudgedAnswer, language: "en" | "es"): boolean {
  if (language === "es" && !isSpanish(answer.text)) return false;
  if (label === "none") return NO_TOPIC.has(answer.topic);
  // Round 19's list adds "privacy" ("Is this chat private?"): an answer with no address of its own.
  if (label === "privacy") return answer.topic === "privacy";
  if (label === "about-service") {
    return !NO_TOPIC.has(answer.topic) && /\b(free|independent|gratis|gratuito|independiente)\b/i.test(answer.text);
  }
  const accepted = ANSWER_KEY[label];
  if (!accepted) throw new Error(`No accepted answers for label ${label}`);
  return accepted.some((needle) => answer.text.includes(needle));
}

/** One set's figures, with the questions missed so a reader can judge them. */
export function measureSet(
  set: WriterSet,
  answer: (question: string, page: "en" | "es") => JudgedAnswer,
  questions: readonly WriterQuestion[] = set.questions,
) {
  const missed = questions
    .map((q) => ({ q, a: answer(q.question, set.language) }))
    .filter(({ q, a }) => !judge(q, a, set.language))
    .map(({ q, a }) => ({ label: q.label, question: q.question, topic: a.topic }));
  const right = questions.length - missed.length;
  return { questions: questions.length, right, accuracy: Number((right / questions.length).toFixed(3)), missed };
}
