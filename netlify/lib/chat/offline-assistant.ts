/**
 * The assistant with no model: picks the knowledge-base topic a question is about, tolerating
 * typos ("tinitus", "dissability"), word forms ("claims", "denied") and synonyms ("mortgage"
 * for home loan), and answers with that topic's text and official links.
 */
import type { Assistant } from "./assistant";
import { GENERAL_ANSWER, getTopic, type TopicId } from "./knowledge-base";

/**
 * Phrases that point to a topic, comma-separated in three strengths: `strong` alone decides,
 * `medium` alone is enough when nothing stronger matches, `weak` only adds up.
 */
type Intent = { topic: TopicId; strong: string; medium?: string; weak?: string };

const WEIGHTS = { strong: 6, medium: 3, weak: 1 } as const;

// Earlier intents win ties: the specific before the general.
const INTENTS: readonly Intent[] = [
  {
    topic: "intentToFile",
    strong: "intent to file, itf, 0966, effective date, hold my date, save my date",
    medium: "intent, start date, lock in, back pay, backpay, deadline, time limit, too late",
  },
  {
    topic: "form526",
    strong: "526, 526ez, application for disability compensation",
    medium: "disability form",
  },
  {
    topic: "buddyStatement",
    strong:
      "buddy statement, buddy letter, lay statement, witness statement, statement in support, 4138, character letter",
    medium: "buddy, statement, witness, testimony, letter from",
    weak: "served with",
  },
  {
    topic: "hearingTinnitus",
    strong: "tinnitus, hearing loss, ringing, hearing aids",
    medium: "hearing, ears, ear, deaf, buzzing",
    weak: "noise, loud",
  },
  {
    topic: "ptsd",
    strong: "ptsd, post traumatic, mental health, mst, military sexual trauma, combat stress, depression, anxiety",
    medium: "trauma, traumatic, nightmares, stressor, flashbacks",
  },
  {
    topic: "appeal",
    strong:
      "appeal, denied, denial, decision review, higher level review, supplemental, notice of disagreement, turned down",
    medium: "deny, disagree, board, reconsider, rejected, overturn, decision letter",
  },
  {
    topic: "toxicExposure",
    strong: "pact act, burn pit, burn pits, agent orange, toxic exposure, toxic, camp lejeune, gulf war illness",
    medium: "exposure, exposed, presumptive, chemicals, radiation",
  },
  {
    topic: "afterFiling",
    strong:
      "c p, c and p, c p exam, compensation and pension, claim exam, claim status, decision letter, after i file, how long",
    medium: "exam, examiner, status, waiting, wait",
  },
  {
    topic: "increase",
    strong: "increase, higher rating, raise my rating, rating increase, getting worse",
    medium: "worse, worsened, reevaluation, re evaluation",
    weak: "rating, bump, percent, higher",
  },
  {
    topic: "homeLoan",
    strong:
      "home loan, mortgage, coe, certificate of eligibility, 1880, buy a house, buy a home, refinance, down payment, va loan",
    medium: "house, loan, lender",
    weak: "home",
  },
  {
    topic: "education",
    strong:
      "gi bill, gibill, post 9 11, chapter 33, education, college, tuition, university, trade school, apprenticeship, 1990, go back to school, mgib",
    medium: "school, training, degree, vocational, certification, classes, montgomery",
  },
  {
    topic: "healthCare",
    strong: "health care, healthcare, 1010ez, 10ez, medical care, va hospital, health benefits, primary care",
    medium: "enroll, enrollment, doctor, hospital, clinic, prescriptions, health insurance",
  },
  {
    topic: "documents",
    strong:
      "documents, document, dd214, medical records, service records, service treatment records, discharge papers, checklist",
    medium: "paperwork, records, gather, evidence, what do i need, papers, proof",
    weak: "prepare",
  },
  {
    topic: "cost",
    strong: "cost, fee, pay you, commission, how much do you, how much does it, expensive, pay for your, price",
    medium: "charge, free",
    weak: "catch",
  },
  {
    topic: "consultation",
    strong: "consultation, consult, appointment, one on one, free consultation",
    medium: "schedule, meeting, meet, sign up, help me file, review my, look at my",
  },
  {
    topic: "contact",
    strong: "phone, phone number, email, contact, talk to a person, talk to someone, real person",
    medium: "call, reach, human, speak, counselor",
    weak: "number",
  },
  {
    topic: "representative",
    strong:
      "representative, vso, veterans service organization, accredited, lawyer, attorney, claims agent, american legion, vfw, power of attorney, dav",
    medium: "rep",
  },
  {
    topic: "whoWeAre",
    strong:
      "who are you, who is this, who runs, are you the va, is this the va, are you va, affiliated, part of the va, legit, scam, veteran led, what do you do",
    medium: "about you, government, what is this, bot",
    weak: "are you a",
  },
  { topic: "findForms", strong: "find a form", medium: "which form, what form, pdf", weak: "form" },
  {
    topic: "disabilityClaim",
    strong: "apply for disability, service connected, service connection, disability claim, file a claim",
    medium: "disability, compensation, claim, va claim, pain, in service, from service",
    weak: "injury, injured, condition",
  },
];

/** A question must score at least this to get a topic's answer; below it, the general answer. */
const MIN_SCORE = WEIGHTS.medium;
/** A second topic this strong gets a pointer appended. */
const SECOND_TOPIC_SCORE = WEIGHTS.strong;

const collapse = (word: string) => word.replace(/([a-z])\1+/g, "$1");

function tokenize(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’‘`]/g, "")
    .replace(/\bdd[\s-]+214\b/g, "dd214")
    .replace(/\b10[\s-]+10\s*ez\b/g, "1010ez")
    .replace(/\b(\d+)\s*(ez)\b/g, "$1ez")
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => (/^\d/.test(word) ? word : collapse(word)));
}

const stem = (word: string) => {
  const match = /^(.{3,}?)(ing|ed|es|s)$/.exec(word);
  return match ? match[1]! : word;
};

/** Optimal-string-alignment distance, giving up once it passes `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row.push(d);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

function wordsMatch(said: string, keyword: string): boolean {
  if (said === keyword || stem(said) === stem(keyword)) return true;
  // Numbers and short words must match exactly: "ears" is not "years".
  if (/\d/.test(said + keyword) || keyword.length < 5) return false;
  return distance(said, keyword, keyword.length >= 8 ? 2 : 1) <= (keyword.length >= 8 ? 2 : 1);
}

function contains(tokens: readonly string[], phrase: readonly string[]): boolean {
  for (let start = 0; start + phrase.length <= tokens.length; start++) {
    if (phrase.every((word, k) => wordsMatch(tokens[start + k]!, word))) return true;
  }
  return false;
}

const COMPILED = INTENTS.map((intent) => ({
  topic: intent.topic,
  keywords: (["strong", "medium", "weak"] as const).flatMap((strength) =>
    (intent[strength] ?? "").split(",").flatMap((phrase) => {
      const words = tokenize(phrase);
      return words.length > 0 ? [{ words, weight: WEIGHTS[strength] }] : [];
    }),
  ),
}));

/** Topics ranked by how well the message matches them, best first; only those that match at all. */
export function rankTopics(message: string): { topic: TopicId; score: number }[] {
  const tokens = tokenize(message);
  return COMPILED.map(({ topic, keywords }) => ({
    topic,
    score: keywords.reduce((sum, { words, weight }) => (contains(tokens, words) ? sum + weight : sum), 0),
  }))
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
    const link = /https:\/\/\S+/.exec(other.answer)?.[0];
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
