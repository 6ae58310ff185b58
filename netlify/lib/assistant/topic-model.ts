/**
 * A second opinion beside the hand-written cues (intents.ts): a small naive Bayes model over the
 * words, word pairs and synonym concepts of a question, trained by scripts/topic-model.ts on the
 * labelled question sets in corpus/offline/ (deterministic; the counts ship in
 * topic-model-weights.ts). It gives each writers' label a probability, and each label names the
 * topics whose answer serves it; offline.ts adds that probability to the cue scores, so a wording
 * no cue names still finds its topic, and a cue that fits by chance meets a rival (then the
 * assistant says it is not sure).
 */
import weights from "./topic-model-weights";
import { CONCEPTS, type ConceptName } from "./intents";
import { CONCEPTS_ES } from "./intents.es";
import { cuePhrases, phraseFinder, stem, tokenize } from "./text-match";

export type TopicModel = {
  /** Add-alpha smoothing of the counts. */
  alpha: number;
  /** Each label: how many training questions carry it, and the topics whose answer serves it. */
  labels: { label: string; questions: number; topics: string[] }[];
  /** Each feature: how many questions of each label (by index) hold it. */
  features: Record<string, Record<string, number>>;
};

/** Words too common to tell topics apart alone (they still count inside word pairs). */
const FUNCTION_WORDS = new Set(
  "a an the i my me to of and is it for in on do does can how what that this be we he she his her you are was with or if have has el la de que y en mi me por para lo los las un una es se como".split(
    " ",
  ),
);

/** Each concept's phrases in both languages, as words (the offline assistant's cues use them too). */
export const CONCEPT_PHRASES = cuePhrases(
  Object.fromEntries(
    (Object.keys(CONCEPTS) as ConceptName[]).map((name) => [name, `${CONCEPTS[name]}, ${CONCEPTS_ES[name] ?? ""}`]),
  ) as Record<ConceptName, string>,
);

const CONCEPT_ENTRIES = Object.entries(CONCEPT_PHRASES);

/** The features the model reads: stemmed words, stemmed word pairs and the concepts present, each once. */
export function features(message: string | readonly string[]): string[] {
  const words = typeof message === "string" ? tokenize(message) : message;
  const stems = words.map(stem);
  const found = new Set<string>();
  stems.forEach((word, i) => {
    if (!FUNCTION_WORDS.has(words[i]!)) found.add(word);
    if (i > 0) found.add(`${stems[i - 1]} ${word}`);
  });
  const has = phraseFinder(words);
  for (const [name, phrases] of CONCEPT_ENTRIES) if (phrases.some(has)) found.add(`@${name}`);
  return [...found];
}

/** How much more a feature of the question itself counts than one of the story around it. */
const QUESTION_FEATURE_WEIGHT = 1.5;

/**
 * Each label's probability for the message (they sum to 1), best first; the features of
 * `question` (the words of the question inside it, focus.ts) count more.
 */
export function labelProbabilities(
  message: string,
  model: TopicModel = weights as TopicModel,
  question: readonly string[] | null = null,
): { label: string; topics: readonly string[]; probability: number }[] {
  // Own keys only: "constructor" or "__proto__" in a message must not read Object's members.
  const known = (feature: string) => Object.hasOwn(model.features, feature);
  const asked = new Set(question ? features(question) : []);
  const found = features(message).filter(known);
  const logs = model.labels.map(({ questions }, index) =>
    found.reduce((sum, feature) => {
      const count = model.features[feature]![index] ?? 0;
      const weight = asked.has(feature) ? QUESTION_FEATURE_WEIGHT : 1;
      return sum + weight * Math.log((count + model.alpha) / (questions + 2 * model.alpha));
    }, 0),
  );
  if (logs.length === 0) return [];
  const top = Math.max(...logs);
  const total = logs.reduce((sum, log) => sum + Math.exp(log - top), 0);
  return model.labels
    .map(({ label, topics }, index) => ({ label, topics, probability: Math.exp(logs[index]! - top) / total }))
    .sort((a, b) => b.probability - a.probability);
}
