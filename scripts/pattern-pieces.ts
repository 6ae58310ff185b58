/**
 * Writes netlify/lib/safety/pattern-pieces.json: for every crisis-screen expression, the pieces of
 * text it cannot match without (tests/harness/pattern-pieces.ts). Run after changing a pattern:
 * node --import tsx scripts/pattern-pieces.ts (a unit test fails while the file is out of date).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import { piecesFile } from "../tests/harness/pattern-pieces";

const out = join(import.meta.dirname, "../netlify/lib/safety/pattern-pieces.json");
const pieces = await piecesFile();
writeFileSync(out, await format(JSON.stringify(pieces), { ...(await resolveConfig(out)), filepath: out }));
const known = Object.values(pieces).filter((p) => p !== null).length;
console.log(`${Object.keys(pieces).length} expressions, ${known} with known pieces`);
