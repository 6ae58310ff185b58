/**
 * Trains the crisis screen's second opinion (netlify/lib/safety/second-opinion.ts) and writes
 * netlify/lib/safety/second-opinion-weights.json. Deterministic. Run after adding a writer's set:
 * node --import tsx scripts/second-opinion.ts
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import { trainingExamples, trainSecondOpinion } from "../tests/harness/second-opinion-training";

const model = trainSecondOpinion(trainingExamples());
const out = join(import.meta.dirname, "../netlify/lib/safety/second-opinion-weights.json");
writeFileSync(out, await format(JSON.stringify(model), { ...(await resolveConfig(out)), filepath: out }));
console.log(`${Object.keys(model.features).length} features, bias ${model.bias}`);
