/**
 * Trains the crisis screen's second opinion (netlify/lib/safety/second-opinion.ts) and writes
 * netlify/lib/safety/second-opinion-weights.ts. Deterministic. Run after adding a writer's set:
 * node --import tsx scripts/second-opinion.ts
 */
import { join } from "node:path";
import { writeJsonModule } from "./json-module";
import { trainingExamples, trainSecondOpinion } from "../tests/harness/second-opinion-training";

const model = trainSecondOpinion(trainingExamples());
const out = join(import.meta.dirname, "../netlify/lib/safety/second-opinion-weights.ts");
await writeJsonModule(out, model, "scripts/second-opinion.ts");
console.log(`${Object.keys(model.features).length} features, bias ${model.bias}`);
