/**
 * Trains the crisis screen's threat reading (netlify/lib/safety/threat-opinion.ts) and writes
 * netlify/lib/safety/threat-opinion-weights.ts. Deterministic. Run after adding a writer's set:
 * node --import tsx scripts/threat-opinion.ts
 */
import { join } from "node:path";
import { writeJsonStringModule } from "./json-module";
import { trainThreatOpinion } from "../tests/harness/threat-opinion-training";

const model = trainThreatOpinion();
const out = join(import.meta.dirname, "../netlify/lib/safety/threat-opinion-weights.ts");
await writeJsonStringModule(out, model, "scripts/threat-opinion.ts");
console.log(`${Object.keys(model.features).length} features, bias ${model.bias}`);
