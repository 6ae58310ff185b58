/**
 * Trains the offline assistant's topic model (netlify/lib/assistant/topic-model.ts) on every
 * labelled question set in corpus/offline/ and writes netlify/lib/assistant/topic-model-weights.json.
 * Deterministic. Run after changing a set, a concept or an answer's links:
 * node --import tsx scripts/topic-model.ts
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import { trainWithout } from "../tests/harness/topic-training";
import { ALL_WRITER_SETS } from "../tests/harness/writer-questions";

const model = trainWithout(ALL_WRITER_SETS, null);
const out = join(import.meta.dirname, "../netlify/lib/assistant/topic-model-weights.json");
writeFileSync(out, await format(JSON.stringify(model), { ...(await resolveConfig(out)), filepath: out }));
console.log(`${model.labels.length} labels, ${Object.keys(model.features).length} features`);
