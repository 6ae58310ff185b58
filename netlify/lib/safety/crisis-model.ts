/**
 * A small naive Bayes model over words and word pairs of the normalized message, trained from the
 * tuning part of the crisis corpus by scripts/crisis-model.ts (deterministic, no download; the
 * weights ship in crisis-model-weights.ts and load once per instance). It catches phrasings no
 * pattern names; its threshold is set high so benefit questions full of violent idioms pass.
 */
import trained from "./crisis-model-weights";

export type CrisisModel = { bias: number; threshold: number; features: Record<string, number> };
const weights = trained as CrisisModel;

/**
 * Words too common to mean anything alone (they still count inside word pairs, "dont want"):
 * ordinary questions are written more formally than cries for help, and the model must not learn
 * that "dont" or "i" is a crisis.
 */
export const FUNCTION_WORDS = new Set(
  "a an and are as at be been but by can cant could did didnt do does doesnt dont for from get got had has have he her him his how i id if il im in is isnt it its ive just me my no not now of on or our out se she so than that the their them then there they this to too up us was wasnt we were what when where which who why wil with wont would you your".split(
    " ",
  ),
);

/** The words and word pairs the model reads, each once. */
export function features(normalized: string): string[] {
  const words = normalized.split(" ").filter(Boolean);
  const pairs = words.slice(1).map((word, i) => `${words[i]} ${word}`);
  return [...new Set([...words.filter((word) => !FUNCTION_WORDS.has(word)), ...pairs])];
}

export function scoreFeatures(found: readonly string[], model: CrisisModel = weights): number {
  // Own keys only: "constructor" or "__proto__" in a message must not read Object's members.
  return found.reduce(
    (sum, feature) => sum + (Object.hasOwn(model.features, feature) ? model.features[feature]! : 0),
    model.bias,
  );
}

/** True when the model judges the normalized message a crisis. */
export function modelFlags(normalized: string, model: CrisisModel = weights): boolean {
  return scoreFeatures(features(normalized), model) > model.threshold;
}
