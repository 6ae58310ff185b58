/**
 * Floors on the independent writers' committed question sets (corpus/offline/writers/ and
 * writers-r2/, issue 20), judged as their README.md fixes it, at what the final assistant measured
 * on each; and the same with each set left out of the topic model's training (tuned on the other
 * four), the figure that predicts a fresh round of writers. The bench (bench/offline-accuracy.ts)
 * reports these figures with the misses.
 */
import { describe, expect, it } from "vitest";
import weights from "../../netlify/lib/assistant/topic-model-weights.json" with { type: "json" };
import { answerOffline } from "../../netlify/lib/assistant/offline";
import { trainWithout } from "../harness/topic-training";
import { ALL_WRITER_SETS, measureSet } from "../harness/writer-questions";

const setNamed = (file: string) => ALL_WRITER_SETS.find((s) => s.file === file)!;

describe("the writers' question sets", () => {
  it.each([
    ["vet-en.tsv", 0.99],
    ["es.tsv", 0.99],
    ["family-en.tsv", 0.97],
    ["../writers-r2/en.tsv", 0.96],
    ["../writers-r2/es.tsv", 0.97],
  ] as const)("%s: at least %s right (in Spanish for the Spanish sets)", { timeout: 60_000 }, (file, floor) => {
    const result = measureSet(setNamed(file), (question, page) => answerOffline(question, page));
    expect(result.accuracy, JSON.stringify(result.missed, null, 1)).toBeGreaterThanOrEqual(floor);
  });

  it.each([
    ["vet-en.tsv", 0.99],
    ["es.tsv", 0.99],
    ["family-en.tsv", 0.97],
    ["../writers-r2/en.tsv", 0.96],
    ["../writers-r2/es.tsv", 0.97],
  ] as const)("%s left out of the topic model's training: at least %s right", { timeout: 60_000 }, (file, floor) => {
    const set = setNamed(file);
    const model = trainWithout(ALL_WRITER_SETS, set);
    const result = measureSet(set, (question, page) => answerOffline(question, page, model));
    expect(result.accuracy, JSON.stringify(result.missed, null, 1)).toBeGreaterThanOrEqual(floor);
  });

  it("ships the topic model that scripts/topic-model.ts trains from the committed sets", () => {
    expect(JSON.parse(JSON.stringify(trainWithout(ALL_WRITER_SETS, null)))).toEqual(weights);
  });
});
