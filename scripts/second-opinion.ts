/**
 * Trains the crisis screen's second opinion and its threat reading (netlify/lib/safety/second-opinion.ts)
 * and writes netlify/lib/safety/second-opinion-weights.ts and threat-opinion-weights.ts.
 * Deterministic. Run after adding a writer's set:
 * node --import tsx scripts/second-opinion.ts
 */
import { join } from "node:path";
import { writeJsonModule } from "./json-module";
import {
  threatExamples,
  trainingExamples,
  trainScreenOpinion,
  trainSecondOpinion,
} from "../tests/harness/second-opinion-training";

const model = trainScreenOpinion(trainingExamples());
const out = join(import.meta.dirname, "../netlify/lib/safety/second-opinion-weights.ts");
await writeJsonModule(out, model, "scripts/second-opinion.ts");
console.log(`${Object.keys(model.features).length} features, bias ${model.bias}`);

const threat = trainSecondOpinion(threatExamples());
await writeJsonModule(
  join(import.meta.dirname, "../netlify/lib/safety/threat-opinion-weights.ts"),
  threat,
  "scripts/second-opinion.ts",
);
console.log(`threat reading: ${Object.keys(threat.features).length} features, bias ${threat.bias}`);
