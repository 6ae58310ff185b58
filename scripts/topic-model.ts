/**
 * Trains the offline assistant's topic model (netlify/lib/assistant/topic-model.ts) on every
 * labelled question set in corpus/offline/ and writes netlify/lib/assistant/topic-model-weights.ts.
 * Deterministic. Run after changing a set, a concept or an answer's links:
 * node --import tsx scripts/topic-model.ts
 */
import { join } from "node:path";
import { writeJsonModule } from "./json-module";
import { trainWithout } from "../tests/harness/topic-training";
import { ALL_WRITER_SETS } from "../tests/harness/writer-questions";

const model = trainWithout(ALL_WRITER_SETS, null);
const out = join(import.meta.dirname, "../netlify/lib/assistant/topic-model-weights.ts");
await writeJsonModule(out, model, "scripts/topic-model.ts");
console.log(`${model.labels.length} labels, ${Object.keys(model.features).length} features`);
