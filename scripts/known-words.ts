/**
 * Writes netlify/lib/safety/known-words.ts, the English and Spanish words the language reading
 * knows (tests/harness/known-words.ts). Run after adding an English or Spanish set:
 * node --import tsx scripts/known-words.ts (a unit test fails while the file is out of date).
 */
import { join } from "node:path";
import { writeJsonModule } from "./json-module";
import { knownWords } from "../tests/harness/known-words";

const out = join(import.meta.dirname, "../netlify/lib/safety/known-words.ts");
const words = knownWords();
await writeJsonModule(out, words.join(" "), "scripts/known-words.ts");
console.log(`${words.length} words`);
