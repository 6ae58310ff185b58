/**
 * Trains the offline assistant's topic model (netlify/lib/assistant/topic-model.ts) on every
 * labelled question set in corpus/offline/ and writes netlify/lib/assistant/topic-model-weights.ts,
 * and the cue phrases' words ahead of time to netlify/lib/assistant/cue-words.ts. Deterministic. Run
 * after changing a set, a cue, a concept or an answer's links:
 * node --import tsx scripts/topic-model.ts
 */
import { join } from "node:path";
import { writeJsonModule } from "./json-module";
import { trainWithout } from "../tests/harness/topic-training";
import { ALL_WRITER_SETS } from "../tests/harness/writer-questions";
import "../netlify/lib/assistant/offline";
import { cueWordsFile } from "../netlify/lib/assistant/text-match";

const model = trainWithout(ALL_WRITER_SETS, null);
const out = join(import.meta.dirname, "../netlify/lib/assistant/topic-model-weights.ts");
await writeJsonModule(out, model, "scripts/topic-model.ts");
console.log(`${model.labels.length} labels, ${Object.keys(model.features).length} features`);

const cueWords = cueWordsFile();
await writeJsonModule(
  join(import.meta.dirname, "../netlify/lib/assistant/cue-words.ts"),
  cueWords,
  "scripts/topic-model.ts",
);
console.log(`${Object.keys(cueWords).length} cue lists read ahead`);
