/**
 * The held-out floor (issue 9, point 4): questions in veterans' own words, written and committed
 * before the matcher was changed (corpus/offline/heldout.tsv) and never tuned on. The bench
 * (bench/offline-accuracy.ts) reports the same figure with the questions it misses.
 */
import { describe, expect, it } from "vitest";
import { answerOffline } from "../../netlify/lib/assistant/offline";
import { HELD_OUT_QUESTIONS, OFFLINE_QUESTIONS, offlineAccuracy } from "../harness/chat-questions";

const answer = (question: string) => answerOffline(question).text;

describe("offline assistant: held-out questions", () => {
  it("has at least 100 held-out questions, none of them in the tuning set", () => {
    expect(HELD_OUT_QUESTIONS.length).toBeGreaterThanOrEqual(100);
    const tuning = new Set(OFFLINE_QUESTIONS.map((q) => q.question.toLowerCase()));
    for (const { question } of HELD_OUT_QUESTIONS) expect(tuning.has(question.toLowerCase()), question).toBe(false);
  });

  it("answers at least 95% of them with the right form, link or fact", () => {
    expect(offlineAccuracy(answer, HELD_OUT_QUESTIONS)).toBeGreaterThanOrEqual(0.95);
  });

  it("expects only links and forms the knowledge base can give", () => {
    const known = OFFLINE_QUESTIONS.map((q) => q.mustContain);
    for (const { mustContain } of HELD_OUT_QUESTIONS) expect(known, mustContain).toContain(mustContain);
  });
});
