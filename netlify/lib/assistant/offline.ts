/**
 * The assistant with no model: picks the knowledge-base topic a question is about and answers
 * with that topic's text and official links. Words are normalized, stemmed and matched with
 * typos allowed (text-match.ts); cues name shared synonym concepts and score together
 * (intents.ts); the best-scoring topic answers, and below a floor the assistant hands off to a
 * person (the phone number and the consultation form).
 */
import type { Assistant } from "./types";
import { CONCEPTS, INTENTS, type ConceptName } from "./intents";
import { GENERAL_ANSWER, getTopic, type TopicId } from "./knowledge-base";
import { phraseFinder, tokenize } from "./text-match";

const WEIGHTS = { strong: 6, medium: 3, weak: 1 } as const;
/** Concepts that come together say more than any one phrase: a specific topic beats a general one. */
const TOGETHER = WEIGHTS.strong + WEIGHTS.medium;
/** A question must score at least this to get a topic's answer; below it, the hand-off. */
const MIN_SCORE = WEIGHTS.medium;
/** A second topic this strong gets a pointer appended. */
const SECOND_TOPIC_SCORE = WEIGHTS.strong;

const phrases = (list: string) =>
  list.split(",").flatMap((phrase) => {
    const words = tokenize(phrase);
    return words.length > 0 ? [words] : [];
  });

const CONCEPT_PHRASES = Object.fromEntries(
  Object.entries(CONCEPTS).map(([name, list]) => [name, phrases(list)]),
) as Record<ConceptName, string[][]>;

/** One cue: a concept (any of its phrases) or one phrase, with its weight. */
type Cue = { phrases: readonly string[][]; weight: number };

function cues(list: string | undefined, weight: number): Cue[] {
  return (list ?? "").split(",").flatMap((raw) => {
    const cue = raw.trim();
    if (cue.startsWith("@")) return [{ phrases: CONCEPT_PHRASES[cue.slice(1) as ConceptName], weight }];
    const words = tokenize(cue);
    return words.length > 0 ? [{ phrases: [words], weight }] : [];
  });
}

const COMPILED = INTENTS.map((intent) => ({
  topic: intent.topic,
  cues: [
    ...cues(intent.strong, WEIGHTS.strong),
    ...cues(intent.medium, WEIGHTS.medium),
    ...cues(intent.weak, WEIGHTS.weak),
  ],
  together: intent.together ?? [],
  unless: cues(intent.unless, 0),
}));

/** Topics ranked by how well the message matches them, best first; only those that match at all. */
function rankTopics(message: string): { topic: TopicId; score: number }[] {
  const contains = phraseFinder(tokenize(message));
  const has = (list: readonly string[][]) => list.some(contains);
  const present = new Map<ConceptName, boolean>();
  const hasConcept = (name: ConceptName) => {
    if (!present.has(name)) present.set(name, has(CONCEPT_PHRASES[name]));
    return present.get(name)!;
  };
  return COMPILED.map(({ topic, cues, together, unless }) => {
    if (unless.some((cue) => has(cue.phrases))) return { topic, score: 0 };
    const cueScore = cues.reduce((sum, cue) => (has(cue.phrases) ? sum + cue.weight : sum), 0);
    const togetherScore = together.filter((names) => names.every(hasConcept)).length * TOGETHER;
    return { topic, score: cueScore + togetherScore };
  })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score);
}

/** The offline answer to one message (pure: the same message always gets the same answer). */
export function answerOffline(message: string): { text: string; topic: TopicId | "general" } {
  const [best, second] = rankTopics(message);
  if (!best || best.score < MIN_SCORE) return { text: GENERAL_ANSWER, topic: "general" };
  let text = getTopic(best.topic).answer;
  if (second && second.score >= SECOND_TOPIC_SCORE) {
    const other = getTopic(second.topic);
    const link = other.links[0]?.[1];
    if (link && !text.includes(link)) text += `\n\nSee also ${other.title}: ${link}`;
  }
  return { text, topic: best.topic };
}

export function createOfflineAssistant(): Assistant {
  return {
    kind: "offline (knowledge base)",
    async reply({ message }) {
      const { text, topic } = answerOffline(message);
      return { text, topic };
    },
  };
}
