/**
 * Training the offline assistant's topic model (netlify/lib/assistant/topic-model.ts): the
 * labelled questions of corpus/offline/ (the writers' sets, the implementer's probes, and the
 * lines of tuning.tsv whose expected address belongs to one label only; heldout.tsv trains nothing), the
 * naive Bayes counts, and which topics serve each label (the topics whose English answer the
 * writers' judge accepts for it). Used by scripts/topic-model.ts and, leaving one writers' set
 * out at a time, by bench/offline-accuracy.ts.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { TOPICS } from "../../netlify/lib/assistant/knowledge-base";
import { features, type TopicModel } from "../../netlify/lib/assistant/topic-model";
import { ANSWER_KEY, judge, type WriterQuestion, type WriterSet } from "./writer-questions";

const CORPUS = path.resolve(import.meta.dirname, "../../corpus/offline");
const ALPHA = 0.5;
/**
 * A feature seen in fewer training questions than this says nothing reliable, and only makes the
 * weights chat-send loads at import bigger (round 6: 6 kept about 1,500 features, 146 KB where
 * main's 2 kept 220 KB; round 7, with round 5's sets in the training, 6 would keep 1,800 and 168
 * KB, so 8 keeps 1,300 and 145 KB; leave-one-set-out over eleven sets is the same at 6, 7 and 8
 * but for one question of writers-r2/en.tsv, which a concept now answers; round 8, with round 6's
 * sets in the training, 8 would keep 1,500 features and 164 KB, so 11 keeps 1,040 and 140 KB:
 * leave-one-set-out over thirteen sets at 11 and 12 lost one question more than at 8 (VA's
 * "evidence gathering" status asked in Spanish), which a claim-status cue now answers).
 */
const MIN_COUNT = 11;
/** The topics that speak for the service itself (the `about-service` label). */
const SERVICE_TOPICS = new Set(["whoWeAre", "cost", "fileForMe", "consultation", "contact"]);

const lines = (file: string) =>
  readFileSync(path.join(CORPUS, file), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"))
    .map((line) => line.split("\t") as [string, string]);

/** The labelled questions that are not a writers' set: the probes, and the older tables by their expected text. */
export function otherLabelledQuestions(): WriterQuestion[] {
  const probes = lines("implementer-probes.tsv").map(([label, question]) => ({ label, question }));
  // heldout.tsv stays a measure only (its README): it trains nothing.
  const older = ["tuning.tsv"].flatMap((file) =>
    lines(file).flatMap(([expected, question]) => {
      const labels = Object.entries(ANSWER_KEY).filter(([, accepted]) => accepted.some((a) => a.includes(expected)));
      return labels.length === 1 ? [{ label: labels[0]![0], question }] : [];
    }),
  );
  return [...probes, ...older];
}

/** The topics whose answer the judge accepts for a label (the hand-off's `outOfMap` for `none`). */
function topicsServing(label: string): string[] {
  if (label === "none") return ["outOfMap"];
  return TOPICS.filter(({ id }) => label !== "about-service" || SERVICE_TOPICS.has(id))
    .filter(({ id, answer }) => judge({ label, question: "" }, { text: answer, topic: id }, "en"))
    .map(({ id }) => id);
}

/**
 * Each question's features, read once: `features` is pure, and finding the concepts' phrases with
 * typos allowed is most of training's time, so leave-one-set-out (a training per set) reads each
 * question once instead of once per training.
 */
const FEATURES = new Map<string, string[]>();
const featuresOf = (question: string) => {
  let found = FEATURES.get(question);
  if (!found) FEATURES.set(question, (found = features(question)));
  return found;
};

export function trainTopicModel(questions: readonly WriterQuestion[]): TopicModel {
  const labels = [...new Set(questions.map((q) => q.label))].sort();
  const index = new Map(labels.map((label, i) => [label, i]));
  const counts = new Map<string, Map<number, number>>();
  const perLabel = labels.map(() => 0);
  for (const { label, question } of questions) {
    const i = index.get(label)!;
    perLabel[i]!++;
    for (const feature of featuresOf(question)) {
      const row = counts.get(feature) ?? new Map<number, number>();
      counts.set(feature, row.set(i, (row.get(i) ?? 0) + 1));
    }
  }
  const kept = [...counts.entries()]
    .filter(([, row]) => [...row.values()].reduce((a, b) => a + b, 0) >= MIN_COUNT)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    alpha: ALPHA,
    labels: labels.map((label, i) => ({ label, questions: perLabel[i]!, topics: topicsServing(label) })),
    features: Object.fromEntries(
      kept.map(([feature, row]) => [feature, Object.fromEntries([...row.entries()].sort(([a], [b]) => a - b))]),
    ),
  };
}

/** The model trained on everything but `heldOut` (leave one set out). */
export function trainWithout(sets: readonly WriterSet[], heldOut: WriterSet | null): TopicModel {
  return trainTopicModel([
    ...sets.filter((set) => set !== heldOut).flatMap((set) => set.questions),
    ...otherLabelledQuestions(),
  ]);
}
