/**
 * Offline assistant accuracy (issue 9, point 4): the share of questions in veterans' own words
 * whose offline answer holds the right form number, official link or service fact, on the
 * held-out set (written before the matcher, never tuned on) and on the tuning set, with their
 * sizes. Deterministic: no clock, no network. Run alone: `node --import tsx bench/offline-accuracy.ts`.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { answerOffline } from "../netlify/lib/assistant/offline";

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

export async function benchOfflineAccuracy() {
  const [heldOut, tuning] = await Promise.all([measure("heldout.tsv"), measure("tuning.tsv")]);
  return { heldOut, tuning, goal: 0.95 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchOfflineAccuracy(), null, 2));
}
