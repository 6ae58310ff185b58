/**
 * Packs a trained model for shipping (netlify/lib/safety/second-opinion.ts, `unpackWeights`, reads
 * it): the feature names sorted, each as how many characters it shares with the one before (a
 * character from "0", at most 40) and the rest, joined by "|"; the weights as thousandths.
 */
import type { PackedWeights } from "../../netlify/lib/safety/second-opinion";

const LONGEST_SHARED = 40;

export function packWeights(model: { bias: number; features: Record<string, number> }): PackedWeights {
  const names = Object.keys(model.features).sort();
  if (names.some((name) => name.includes("|"))) throw new Error("a feature name holds the separator");
  let previous = "";
  const keys = names.map((name) => {
    let shared = 0;
    while (shared < LONGEST_SHARED && shared < previous.length && previous[shared] === name[shared]) shared++;
    previous = name;
    return String.fromCharCode(48 + shared) + name.slice(shared);
  });
  const weights = names.map((name) => Math.round(model.features[name]! * 1000)).join(",");
  return { bias: model.bias, keys: keys.join("|"), weights };
}
