/**
 * The assistant with no model: picks the knowledge-base topic a question is about and answers
 * with that topic's text and official links. Words are normalized, stemmed and matched with
 * typos allowed (text-match.ts); cues name shared synonym concepts and score together
 * (intents.ts); the best-scoring topic answers, and below a floor the assistant hands off to a
 * person (the phone number and the consultation form).
 */
import type { Assistant } from "./types";
import { INTENTS, type ConceptName, type Intent } from "./intents";
import { INTENTS_ES } from "./intents.es";
import { contact } from "../../../facts/service";
import { renderAnswer, type Language } from "./answer";
import { ASK_EN, NEXT } from "./follow-ups";
import { GENERAL_ANSWER, getTopic, type TopicId } from "./knowledge-base";
import { AMBIGUOUS_ES, ASK_ES, GENERAL_ANSWER_ES_PARTS, TOPICS_ES } from "./knowledge-base.es";
import { chooseLanguage } from "./language";
import { phraseFinder, tokenize, tokenizeCues } from "./text-match";
import { CONCEPT_PHRASES, labelProbabilities, type TopicModel } from "./topic-model";
import { questionWords } from "./focus";
import { plainText } from "../safety/signals";
import { saysOnlyThanks } from "../safety/thanks";

const WEIGHTS = { strong: 6, medium: 3, weak: 1 } as const;
/** Concepts that come together say more than any one phrase: a specific topic beats a general one. */
const TOGETHER = WEIGHTS.strong + WEIGHTS.medium;
/** A question must score at least this to get a topic's answer; below it, the hand-off. */
const MIN_SCORE = WEIGHTS.medium;
/** A second topic this strong gets a pointer appended. */
const SECOND_TOPIC_SCORE = WEIGHTS.strong;
/** Two topics closer than this fit about equally: the answer names both and offers a person. */
const TIE_MARGIN = 1;
/** When the words fit two topics equally, the model must put one this far ahead to decide. */
const MODEL_TIE_MARGIN = WEIGHTS.medium;

/** Every cue of every intent, as words, read in one pass. */
const CUES = [...INTENTS, ...INTENTS_ES]
  .flatMap((intent) => [intent.strong, intent.medium, intent.weak, intent.unless])
  .flatMap((list) => (list ?? "").split(","))
  .map((raw) => raw.trim())
  .filter((cue) => !cue.startsWith("@"));
const CUE_WORDS = new Map(tokenizeCues(CUES).map((words, i) => [CUES[i]!, words]));

/** One cue: a concept (any of its phrases) or one phrase, with its weight; `key` names it. */
type Cue = { phrases: readonly string[][]; weight: number; key: string };

function cues(list: string | undefined, weight: number): Cue[] {
  return (list ?? "").split(",").flatMap((raw) => {
    const cue = raw.trim();
    if (cue.startsWith("@")) return [{ phrases: CONCEPT_PHRASES[cue.slice(1) as ConceptName], weight, key: cue }];
    const words = CUE_WORDS.get(cue) ?? tokenize(cue);
    return words.length > 0 ? [{ phrases: [words], weight, key: words.join(" ") }] : [];
  });
}

type Compiled = {
  topic: Intent["topic"];
  cues: Cue[];
  together: (readonly ConceptName[])[];
  unless: Cue[];
};

/** The English and the Spanish cues of each topic as one list, in the English order. */
const COMPILED: Compiled[] = [];
for (const intent of [...INTENTS, ...INTENTS_ES]) {
  let entry = COMPILED.find((c) => c.topic === intent.topic);
  if (!entry) COMPILED.push((entry = { topic: intent.topic, cues: [], together: [], unless: [] }));
  // A subject outside the map decides alone: "SGLI" or "life insurance" with "claim" is still not a claim.
  const scale = intent.topic === "outOfMap" ? 2 : 1;
  // A phrase both languages share ("funeral", "GI Bill") counts once.
  const known = new Set(entry.cues.map((cue) => cue.key));
  entry.cues.push(
    ...[
      ...cues(intent.strong, WEIGHTS.strong * scale),
      ...cues(intent.medium, WEIGHTS.medium),
      ...cues(intent.weak, WEIGHTS.weak),
    ].filter((cue) => !known.has(cue.key) && known.add(cue.key)),
  );
  entry.together.push(...(intent.together ?? []));
  entry.unless.push(...cues(intent.unless, 0));
}

/** How much the model's certainty about a topic counts, at most: as much as a strong cue. */
const MODEL_WEIGHT = WEIGHTS.strong;

/** Topics ranked by how well the message matches them, best first; only those that match at all. */
type Ranked = { topic: Intent["topic"]; score: number; cues: number };

/** How much more a cue counts when it is in the question itself rather than in the story around it. */
const QUESTION_WEIGHT = 2;

function rankTopics(message: string, model?: TopicModel): Ranked[] {
  const question = questionWords(message);
  const opinion = new Map<string, number>();
  for (const { topics, probability } of labelProbabilities(message, model, question)) {
    for (const topic of topics) opinion.set(topic, (opinion.get(topic) ?? 0) + probability * MODEL_WEIGHT);
  }
  const contains = phraseFinder(tokenize(message));
  const has = (list: readonly string[][]) => list.some(contains);
  const asks = question ? phraseFinder(question) : contains;
  // A cue's weight: full in the question, less in the story around it.
  const weigh = (list: readonly string[][], weight: number) =>
    !has(list) ? 0 : list.some(asks) ? weight * QUESTION_WEIGHT : weight;
  const present = new Map<ConceptName, boolean>();
  const hasConcept = (name: ConceptName) => {
    if (!present.has(name)) present.set(name, has(CONCEPT_PHRASES[name]));
    return present.get(name)!;
  };
  const asked = (name: ConceptName) => CONCEPT_PHRASES[name].some(asks);
  return COMPILED.map(({ topic, cues, together, unless }) => {
    if (unless.some((cue) => has(cue.phrases))) return { topic, score: 0, cues: 0 };
    const cueScore = cues.reduce((sum, cue) => sum + weigh(cue.phrases, cue.weight), 0);
    const togetherScore = together
      .filter((names) => names.every(hasConcept))
      .reduce((sum, names) => sum + TOGETHER * (names.some(asked) ? QUESTION_WEIGHT : 1), 0);
    const cued = cueScore + togetherScore;
    // The model weighs between topics the words already point to; alone, or beside one weak cue,
    // it never picks one (it always names some label, even for "what truck should I buy"),
    // except to hand off.
    const model = cued >= MIN_SCORE || topic === "outOfMap" ? (opinion.get(topic) ?? 0) : 0;
    return { topic, score: cued + model, cues: cued };
  })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score);
}

/** A topic's answer, title and first official link in one language. */
function localized(id: TopicId, language: Language) {
  const topic = getTopic(id);
  if (language === "en") return { answer: topic.answer, title: topic.title, link: topic.links[0]?.[1] };
  const es = TOPICS_ES[id];
  return { answer: renderAnswer(es.parts), title: es.title, link: es.parts.links[0]?.[1] };
}

const GENERAL = { en: GENERAL_ANSWER, es: renderAnswer(GENERAL_ANSWER_ES_PARTS) } as const;
const AMBIGUOUS = {
  en: {
    intro: "Your question could be about one of these:",
    outro: `If it is neither, or you want help with your own situation, call ${contact.phoneDisplay} or request a free consultation with the consultation form on this page.`,
  },
  es: AMBIGUOUS_ES,
} as const;
const SEE_ALSO = { en: "See also", es: "Vea también" } as const;
/**
 * Round 47: a message that says only thanks ("yes thats it thanks") after an answer gets a short
 * welcome, not the hand-off for a question the assistant cannot answer.
 */
const WELCOME = {
  en: `You're welcome. If anything else comes up, ask here, or call ${contact.phoneDisplay} to talk with a person.`,
  es: `Con gusto. Si tiene otra pregunta, escríbala aquí o llame al ${contact.phoneDisplay} para hablar con una persona.`,
} as const;
const ASK = { en: ASK_EN, es: ASK_ES } as const;

export type OfflineAnswer = {
  text: string;
  topic: TopicId | "general" | "ambiguous" | "thanks";
  language: Language;
  /** True when the answer hands the veteran to a person (no topic, or two equally likely). */
  handoff: boolean;
  /** One or two questions to offer next, in the answer's language. */
  followUps: string[];
};

/**
 * The offline answer to one message (pure: the same message and page language always get the
 * same answer), in the message's language, else the page's.
 */
export function answerOffline(message: string, page: Language | null = null, model?: TopicModel): OfflineAnswer {
  const language = chooseLanguage(message, page);
  if (saysOnlyThanks(plainText(message))) {
    return { text: WELCOME[language], topic: "thanks", language, handoff: false, followUps: [] };
  }
  const [best, next] = rankTopics(message, model);
  if (
    !best ||
    best.score < MIN_SCORE ||
    best.topic === "outOfMap" ||
    // A subject outside the map that the words fit as well as a topic: not sure, whatever the model leans.
    (next?.topic === "outOfMap" && (isTie(best, next) || (next.cues >= WEIGHTS.strong && next.cues >= best.cues)))
  ) {
    return { text: GENERAL[language], topic: "general", language, handoff: true, followUps: [] };
  }
  const first = { ...best, topic: best.topic };
  const second = next && next.topic !== "outOfMap" ? { ...next, topic: next.topic } : undefined;
  const overview = second && OVERVIEW[first.topic];
  if (second && overview && overview === OVERVIEW[second.topic] && isTie(first, second)) {
    // Two topics of one family fit equally: the family's overview answers both.
    first.topic = overview;
  } else if (second && isTie(first, second)) {
    const lines = [first.topic, second.topic].map((id) => {
      const { title, link } = localized(id, language);
      return link ? `- ${title}: ${link}` : `- ${title}`;
    });
    const { intro, outro } = AMBIGUOUS[language];
    return {
      text: [intro, lines.join("\n"), outro].join("\n\n"),
      topic: "ambiguous",
      language,
      handoff: true,
      followUps: [ASK[language][first.topic], ASK[language][second.topic]],
    };
  }
  let { answer: text } = localized(first.topic, language);
  // A question about this chat's privacy gets no benefit beside it ("is it safe to type my social
  // security number here" is no question about a pension).
  if (second && second.score >= SECOND_TOPIC_SCORE && first.topic !== "privacy") {
    const other = localized(second.topic, language);
    if (other.link && !text.includes(other.link)) text += `\n\n${SEE_ALSO[language]} ${other.title}: ${other.link}`;
  }
  const followUps = NEXT[first.topic].map((id) => ASK[language][id]);
  return { text, topic: first.topic, language, handoff: false, followUps };
}

/** Topics of one family and the topic whose answer covers them all. */
const OVERVIEW: Partial<Record<TopicId, TopicId>> = {
  appeal: "appeal",
  supplementalClaim: "appeal",
  higherLevelReview: "appeal",
  boardAppeal: "appeal",
  claimStatus: "claimStatus",
  claimTime: "claimStatus",
  disabilityClaim: "disabilityClaim",
  form526: "disabilityClaim",
  increase: "disabilityClaim",
  homeLoan: "homeLoanReuse",
  homeLoanReuse: "homeLoanReuse",
};

/** Two topics that fit about equally, neither one clearly ahead. */
function isTie(best: Ranked, second: Ranked): boolean {
  // The runner-up's own words must fit strongly: the model's lean alone makes no rival.
  if (second.cues < WEIGHTS.strong) return false;
  if (best.score - second.score < TIE_MARGIN) return true;
  // The words fit both equally and the model only leans: still not sure.
  return best.cues - second.cues < TIE_MARGIN && best.score - second.score < MODEL_TIE_MARGIN;
}

/** What to offer after any answer to `message` (a Claude reply too): the follow-ups of the topic it is about. */
export function followUpsFor(message: string, page: Language | null = null): readonly string[] {
  const { handoff, followUps } = answerOffline(message, page);
  return handoff ? [] : followUps;
}

export function createOfflineAssistant(): Assistant {
  return {
    kind: "offline (knowledge base)",
    async reply({ message, pageLanguage }) {
      const { text, topic, handoff, followUps } = answerOffline(message, pageLanguage);
      return { text, topic, handoff, followUps };
    },
  };
}
