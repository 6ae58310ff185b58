/**
 * Writes netlify/lib/safety/crisis-near-words.ts: the English words one edit away from a crisis key
 * word ("wife" next to "life", "went" next to "want"). The crisis screen never reads such a word
 * as the key word. Run after changing CRISIS_KEY_WORDS: node --import tsx scripts/crisis-near-words.ts
 */
import words from "an-array-of-english-words" with { type: "json" };
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import { CRISIS_KEY_WORDS } from "../netlify/lib/safety/crisis-words";
import { collapseRuns, isNear } from "../netlify/lib/safety/crisis-normalize";

/** Contractions as the screen reads them, without the apostrophe: "wasnt" is not "want". */
const CONTRACTIONS =
  "kia mia pow arent cant couldnt didnt doesnt dont hadnt hasnt havent hes id ill im isnt ive lets shes shouldnt thats theres theyre theyve wasnt werent whats wont wouldnt youre youve".split(
    " ",
  );

const keys = new Set(CRISIS_KEY_WORDS.map(collapseRuns));
const near = [
  ...new Set(
    [...(words as string[]), ...CONTRACTIONS]
      .filter((word) => /^[a-z]+$/.test(word))
      .map(collapseRuns)
      .filter((word) => !keys.has(word) && [...keys].some((key) => isNear(word, key))),
  ),
].sort();

const out = join(import.meta.dirname, "../netlify/lib/safety/crisis-near-words.ts");
const text =
  `// Made by scripts/crisis-near-words.ts from an-array-of-english-words; do not edit.\n` +
  `export const CRISIS_NEAR_WORDS: ReadonlySet<string> = new Set(${JSON.stringify(near)});\n`;
writeFileSync(out, await format(text, { ...(await resolveConfig(out)), filepath: out }));
console.log(`${near.length} English words near the crisis key words`);
