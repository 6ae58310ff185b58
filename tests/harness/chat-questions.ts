/**
 * Questions veterans really ask, each with what the offline assistant's answer must contain
 * (a form number, an official link or a service fact), read from corpus/offline/: the tuning set
 * the matcher was built on, and the held-out set written before it and never tuned on.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

export type OfflineQuestion = { question: string; mustContain: string };

function load(file: string): OfflineQuestion[] {
  const text = readFileSync(path.resolve(import.meta.dirname, "../../corpus/offline", file), "utf8");
  return text
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"))
    .map((line) => {
      const [mustContain, question] = line.split("\t");
      if (!mustContain || !question) throw new Error(`${file}: not "expected<TAB>question": ${line}`);
      return { question, mustContain };
    });
}

/** The tuning set (corpus/offline/tuning.tsv). */
export const OFFLINE_QUESTIONS: readonly OfflineQuestion[] = load("tuning.tsv");
/** The held-out set (corpus/offline/heldout.tsv): only measured. */
export const HELD_OUT_QUESTIONS: readonly OfflineQuestion[] = load("heldout.tsv");

/** The share of questions whose offline answer contains what it must (0 to 1). */
export function offlineAccuracy(
  answer: (question: string) => string,
  questions: readonly OfflineQuestion[] = OFFLINE_QUESTIONS,
): number {
  const right = questions.filter(({ question, mustContain }) => answer(question).includes(mustContain));
  return right.length / questions.length;
}
