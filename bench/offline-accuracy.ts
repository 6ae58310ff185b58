/**
 * Offline assistant accuracy (issue 9, point 4): the share of questions in veterans' own words
 * whose offline answer holds the right form number, official link or service fact, on the
 * held-out set (written before the matcher, never tuned on) and on the tuning set, with their
 * sizes. Deterministic: no clock, no network. Run alone: `node --import tsx bench/offline-accuracy.ts`.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { TOPICS } from "../netlify/lib/assistant/knowledge-base";
import { TOPICS_ES } from "../netlify/lib/assistant/knowledge-base.es";
import { answerOffline } from "../netlify/lib/assistant/offline";
import { trainWithout } from "../tests/harness/topic-training";
import {
  ALL_WRITER_SETS,
  HELD_OUT_WRITER_SETS,
  half,
  measureSet,
  ROUND3_WRITER_SETS,
  ROUND4_WRITER_SETS,
  ROUND5_WRITER_SETS,
  ROUND6_WRITER_SETS,
  ROUND7_WRITER_SETS,
  ROUND8_WRITER_SETS,
  ROUND9_WRITER_SETS,
  ROUND10_WRITER_SETS,
  ROUND11_WRITER_SETS,
  ROUND12_WRITER_SETS,
  ROUND13_WRITER_SETS,
  ROUND14_WRITER_SETS,
  ROUND15_WRITER_SETS,
  ROUND16_WRITER_SETS,
  ROUND17_WRITER_SETS,
  ROUND18_WRITER_SETS,
  ROUND19_WRITER_SETS,
  ROUND20_WRITER_SETS,
  ROUND21_WRITER_SETS,
  ROUND22_WRITER_SETS,
  ROUND23_WRITER_SETS,
  ROUND24_WRITER_SETS,
  ROUND25_WRITER_SETS,
  ROUND26_WRITER_SETS,
  ROUND27_WRITER_SETS,
  ROUND28_WRITER_SETS,
  ROUND29_WRITER_SETS,
  ROUND30_WRITER_SETS,
  ROUND31_WRITER_SETS,
  ROUND32_WRITER_SETS,
  ROUND33_WRITER_SETS,
  ROUND34_WRITER_SETS,
  ROUND35_WRITER_SETS,
  ROUND36_WRITER_SETS,
  ROUND37_WRITER_SETS,
  ROUND38_WRITER_SETS,
  ROUND39_WRITER_SETS,
  ROUND40_WRITER_SETS,
  ROUND41_WRITER_SETS,
  ROUND42_WRITER_SETS,
  ROUND43_WRITER_SETS,
  WRITER_SETS,
  type WriterSet,
} from "../tests/harness/writer-questions";

const CORPUS = path.resolve(import.meta.dirname, "../corpus/offline");

/** One set's figures; `missed` lists the questions answered wrong, so a reader can judge them. */
async function measure(file: string) {
  const text = await readFile(path.join(CORPUS, file), "utf8");
  const rows = text
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"))
    .map((line) => line.split("\t") as [string, string]);
  const missed = rows
    .filter(([mustContain, question]) => !answerOffline(question).text.includes(mustContain))
    .map(([mustContain, question]) => ({ question, expected: mustContain, topic: answerOffline(question).topic }));
  return {
    questions: rows.length,
    right: rows.length - missed.length,
    accuracy: Number(((rows.length - missed.length) / rows.length).toFixed(3)),
    missed,
  };
}

type FirstRound = { sets: Record<string, { questions: number; right: number; accuracy: number }> };

/**
 * The independent writers' sets (issue 20), judged as corpus/offline/writers/README.md fixes it:
 * the first-round figure (first-round.json, today's assistant before any round-3 change) beside
 * the final one, for the whole set and for its two halves (A tuned on, B only measured). The
 * held-out family-en set is not in the repo: only its first-round figure shows here.
 */
async function measureWriters() {
  const firstRound = JSON.parse(await readFile(path.join(CORPUS, "writers/first-round.json"), "utf8")) as FirstRound;
  const answer = (question: string, page: "en" | "es") => answerOffline(question, page);
  const sets = WRITER_SETS.map((set) => {
    const final = measureSet(set, answer);
    const [a, b] = (["A", "B"] as const).map((h) => measureSet(set, answer, half(set, h)));
    const first = firstRound.sets[set.file]!;
    return {
      set: set.file,
      language: set.language,
      firstRound: { questions: first.questions, right: first.right, accuracy: first.accuracy },
      final: { questions: final.questions, right: final.right, accuracy: final.accuracy },
      tuningHalfA: { right: a!.right, questions: a!.questions, accuracy: a!.accuracy },
      measuredHalfB: { right: b!.right, questions: b!.questions, accuracy: b!.accuracy },
      goal: set.language === "es" ? 0.9 : 0.95,
      missed: final.missed,
    };
  });
  // A later round's first-round figure sits beside its set (writers-r2/, writers-r3/, writers-r4/).
  type Figures = { questions: number; right: number; accuracy: number };
  const firstOf = async (folder: string, language: string): Promise<Figures> =>
    Object.values(
      JSON.parse(await readFile(path.join(CORPUS, folder, `first-round-${language}.json`), "utf8")) as Record<
        string,
        Figures
      >,
    )[0]!;
  const figures = ({ questions, right, accuracy }: Figures) => ({ questions, right, accuracy });
  /** One set's first round beside what the assistant answers now. */
  const firstAndFinal = (set: WriterSet, first: Figures) => {
    const final = measureSet(set, answer);
    return {
      set: set.file,
      language: set.language,
      firstRound: figures(first),
      final: figures(final),
      goal: set.language === "es" ? 0.9 : 0.95,
      missed: final.missed,
    };
  };
  // Held out from all tuning: the figures on wording the assistant was never fitted to.
  const heldOutFirst: Record<string, Figures> = {
    "family-en.tsv": firstRound.sets["family-en.tsv"]!,
    "../writers-r2/en.tsv": await firstOf("writers-r2", "en"),
    "../writers-r2/es.tsv": await firstOf("writers-r2", "es"),
  };
  const heldOut = HELD_OUT_WRITER_SETS.map((set) => firstAndFinal(set, heldOutFirst[set.file]!));
  /**
   * A later round's sets: the first round (the matcher when they were committed), the figure of the
   * next round's matcher measured before any use where they were then tuned on, and the final one.
   */
  const writerRound = (sets: readonly WriterSet[], round: number, beforeUse?: Record<string, Figures>) =>
    Promise.all(
      sets.map(async (set) => ({
        ...firstAndFinal(set, await firstOf(`writers-r${round}`, set.language)),
        ...(beforeUse && { beforeUse: beforeUse[set.language] }),
      })),
    );
  // Rounds 3 to 6 were measured before use, then trained and tuned on; rounds 7 and 8 informed cues
  // in round 11 (measured before); round 9 is never used.
  const round3 = await writerRound(ROUND3_WRITER_SETS, 3, ROUND3_BEFORE_USE);
  const round4 = await writerRound(ROUND4_WRITER_SETS, 4, ROUND4_BEFORE_USE);
  const round5 = await writerRound(ROUND5_WRITER_SETS, 5, ROUND5_BEFORE_USE);
  const round6 = await writerRound(ROUND6_WRITER_SETS, 6, ROUND6_BEFORE_USE);
  const round7 = await writerRound(ROUND7_WRITER_SETS, 7, LATER_BEFORE_USE.round7);
  const round8 = await writerRound(ROUND8_WRITER_SETS, 8, LATER_BEFORE_USE.round8);
  const round9 = await writerRound(ROUND9_WRITER_SETS, 9);
  // Rounds 10 and 11 (round 12's matcher measured them first; round 10's Spanish then informed cues).
  const round10 = await writerRound(ROUND10_WRITER_SETS, 10);
  const round11 = await writerRound(ROUND11_WRITER_SETS, 11);
  const round12 = await writerRound(ROUND12_WRITER_SETS, 12);
  const round13 = await writerRound(ROUND13_WRITER_SETS, 13);
  const round14 = await writerRound(ROUND14_WRITER_SETS, 14);
  const round15 = await writerRound(ROUND15_WRITER_SETS, 15);
  const round16 = await writerRound(ROUND16_WRITER_SETS, 16);
  const round17 = await writerRound(ROUND17_WRITER_SETS, 17);
  const round18 = await writerRound(ROUND18_WRITER_SETS, 18);
  const round19 = await writerRound(ROUND19_WRITER_SETS, 19);
  const round20 = await writerRound(ROUND20_WRITER_SETS, 20);
  const round21 = await writerRound(ROUND21_WRITER_SETS, 21);
  const round22 = await writerRound(ROUND22_WRITER_SETS, 22);
  const round23 = await writerRound(ROUND23_WRITER_SETS, 23);
  const round24 = await writerRound(ROUND24_WRITER_SETS, 24);
  const round25 = await writerRound(ROUND25_WRITER_SETS, 25);
  const round26 = await writerRound(ROUND26_WRITER_SETS, 26);
  const round27 = await writerRound(ROUND27_WRITER_SETS, 27);
  const round28 = await writerRound(ROUND28_WRITER_SETS, 28);
  const round29 = await writerRound(ROUND29_WRITER_SETS, 29);
  const round30 = await writerRound(ROUND30_WRITER_SETS, 30);
  const round31 = await writerRound(ROUND31_WRITER_SETS, 31);
  const round32 = await writerRound(ROUND32_WRITER_SETS, 32);
  const round33 = await writerRound(ROUND33_WRITER_SETS, 33);
  const round34 = await writerRound(ROUND34_WRITER_SETS, 34);
  const round35 = await writerRound(ROUND35_WRITER_SETS, 35);
  const round36 = await writerRound(ROUND36_WRITER_SETS, 36);
  const round37 = await writerRound(ROUND37_WRITER_SETS, 37);
  const round38 = await writerRound(ROUND38_WRITER_SETS, 38);
  const round39 = await writerRound(ROUND39_WRITER_SETS, 39);
  const round40 = await writerRound(ROUND40_WRITER_SETS, 40);
  const round41 = await writerRound(ROUND41_WRITER_SETS, 41);
  const round42 = await writerRound(ROUND42_WRITER_SETS, 42);
  const round43 = await writerRound(ROUND43_WRITER_SETS, 43);
  return {
    sets,
    heldOut,
    round3,
    round4,
    round5,
    round6,
    round7,
    round8,
    round9,
    round10,
    round11,
    round12,
    round13,
    round14,
    round15,
    round16,
    round17,
    round18,
    round19,
    round20,
    round21,
    round22,
    round23,
    round24,
    round25,
    round26,
    round27,
    round28,
    round29,
    round30,
    round31,
    round32,
    round33,
    round34,
    round35,
    round36,
    round37,
    round38,
    round39,
    round40,
    round41,
    round42,
    round43,
  };
}

/** Round 3's sets measured with round 4's matcher before they trained or tuned anything (commit 32f0529). */
const ROUND3_BEFORE_USE = {
  en: { questions: 165, right: 146, accuracy: 0.885 },
  es: { questions: 129, right: 110, accuracy: 0.853 },
} as const;

/** Round 4's sets measured with round 5's matcher before they trained or tuned anything (main c0b75e7). */
const ROUND4_BEFORE_USE = {
  en: { questions: 136, right: 118, accuracy: 0.868 },
  es: { questions: 129, right: 119, accuracy: 0.922 },
} as const;

/** Round 5's sets measured with round 6's matcher (knowledge5) before they trained or tuned anything. */
const ROUND5_BEFORE_USE = {
  en: { questions: 164, right: 155, accuracy: 0.945 },
  es: { questions: 127, right: 117, accuracy: 0.921 },
} as const;

/** Round 6's sets measured with round 7's matcher (main e91c7b5) before they trained or tuned anything. */
const ROUND6_BEFORE_USE = {
  en: { questions: 160, right: 151, accuracy: 0.944 },
  es: { questions: 150, right: 142, accuracy: 0.947 },
} as const;

/** Rounds 7 and 8 measured with round 11's matcher (main 170d77a) before their misses informed cues. */
const LATER_BEFORE_USE = {
  round7: {
    en: { questions: 180, right: 162, accuracy: 0.9 },
    es: { questions: 150, right: 139, accuracy: 0.927 },
  },
  round8: {
    en: { questions: 192, right: 188, accuracy: 0.979 },
    es: { questions: 158, right: 153, accuracy: 0.968 },
  },
} as const;

/**
 * Leave one set out: the topic model trained on the other writers' sets (and the probes and older
 * tables), the assistant measured on the one left out. The closest figure to a fresh round of
 * writers the repo holds; the cues themselves were written seeing every set, so it is the model's
 * share of the generalisation that it measures honestly.
 */
function leaveOneSetOut() {
  return ALL_WRITER_SETS.map((set) => {
    const model = trainWithout(ALL_WRITER_SETS, set);
    const { questions, right, accuracy, missed } = measureSet(set, (q, page) => answerOffline(q, page, model));
    return { set: set.file, language: set.language, questions, right, accuracy, missed };
  });
}

export async function benchOfflineAccuracy() {
  const [heldOut, tuning, writers] = await Promise.all([
    measure("heldout.tsv"),
    measure("tuning.tsv"),
    measureWriters(),
  ]);
  return {
    heldOut,
    tuning,
    writers,
    leaveOneSetOut: leaveOneSetOut(),
    topics: { english: TOPICS.length, spanish: Object.keys(TOPICS_ES).length },
    goal: 0.95,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchOfflineAccuracy(), null, 2));
}
