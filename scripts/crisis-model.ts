/**
 * Trains the crisis screen's naive Bayes model (netlify/lib/safety/crisis-model.ts) on the tuning
 * part of the corpus only, and writes netlify/lib/safety/crisis-model-weights.ts. Deterministic.
 * The threshold is the lowest score that keeps false positives at or under 1% in a 5-fold
 * cross-validation on the tuning part. Run: node --import tsx scripts/crisis-model.ts
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { writeJsonModule } from "./json-module";
import { type CrisisModel, features, scoreFeatures } from "../netlify/lib/safety/crisis-model";
import { normalizeMessage } from "../netlify/lib/safety/crisis-normalize";

const MIN_COUNT = 2;
const FOLDS = 5;
const MAX_FALSE_POSITIVE_RATE = 0.01;
const MAX_WEIGHT = 3;

type Example = { features: string[]; crisis: boolean; group: number };

function train(examples: Example[]): Omit<CrisisModel, "threshold"> {
  const counts = { true: new Map<string, number>(), false: new Map<string, number>() };
  const totals = { true: 0, false: 0 };
  for (const { features: fs, crisis } of examples) {
    totals[`${crisis}`]++;
    for (const f of fs) counts[`${crisis}`].set(f, (counts[`${crisis}`].get(f) ?? 0) + 1);
  }
  const vocabulary = [...new Set([...counts.true.keys(), ...counts.false.keys()])]
    .filter((f) => (counts.true.get(f) ?? 0) + (counts.false.get(f) ?? 0) >= MIN_COUNT)
    .sort();
  // Bernoulli naive Bayes with add-one smoothing: each present feature adds its log ratio.
  const weight = (f: string) =>
    Math.log(((counts.true.get(f) ?? 0) + 1) / (totals.true + 2)) -
    Math.log(((counts.false.get(f) ?? 0) + 1) / (totals.false + 2));
  // No one word or pair may decide alone.
  const clipped = (f: string) => Math.max(-MAX_WEIGHT, Math.min(MAX_WEIGHT, weight(f)));
  const features = Object.fromEntries(vocabulary.map((f) => [f, Math.round(clipped(f) * 1000) / 1000]));
  return { bias: Math.round(Math.log(totals.true / totals.false) * 1000) / 1000, features };
}

const CORPUS = join(import.meta.dirname, "../corpus/crisis");
const lines = (name: string) =>
  readFileSync(join(CORPUS, name), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"));

// Each augmented message keeps the group of the hand-written one it was made from (two each, in
// order), so a cross-validation fold never sees a variant of a message it is scored on.
const examples: Example[] = [true, false].flatMap((crisis) => {
  const kind = crisis ? "crisis" : "ordinary";
  const toExample = (message: string, group: number) => ({
    features: features(normalizeMessage(message)),
    crisis,
    group,
  });
  return [
    ...lines(`tuning-${kind}.txt`).map(toExample),
    ...lines(`tuning-augmented-${kind}.txt`).map((message, i) => toExample(message, Math.floor(i / 2))),
  ];
});

const ordinaryScores: number[] = [];
const crisisScores: number[] = [];
for (let fold = 0; fold < FOLDS; fold++) {
  const model = { ...train(examples.filter((e) => e.group % FOLDS !== fold)), threshold: 0 };
  for (const example of examples.filter((e) => e.group % FOLDS === fold)) {
    (example.crisis ? crisisScores : ordinaryScores).push(scoreFeatures(example.features, model));
  }
}
ordinaryScores.sort((a, b) => b - a);
const threshold = ordinaryScores[Math.floor(ordinaryScores.length * MAX_FALSE_POSITIVE_RATE)]!;
const recall = crisisScores.filter((s) => s > threshold).length / crisisScores.length;

const model: CrisisModel = { ...train(examples), threshold: Math.round(threshold * 1000) / 1000 };
const out = join(import.meta.dirname, "../netlify/lib/safety/crisis-model-weights.ts");
await writeJsonModule(out, model, "scripts/crisis-model.ts");
console.log(
  `${Object.keys(model.features).length} features, threshold ${model.threshold}, cross-validated recall ${(recall * 100).toFixed(1)}% alone`,
);
