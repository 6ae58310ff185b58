/**
 * Writes netlify/lib/safety/pattern-pieces.ts: for every crisis-screen expression, the pieces of
 * text it cannot match without (tests/harness/pattern-pieces.ts). Run after changing a pattern:
 * node --import tsx scripts/pattern-pieces.ts (a unit test fails while the file is out of date).
 */
import { join } from "node:path";
import { writeJsonModule } from "./json-module";
import { piecesFile } from "../tests/harness/pattern-pieces";

const out = join(import.meta.dirname, "../netlify/lib/safety/pattern-pieces.ts");
const pieces = await piecesFile();
await writeJsonModule(out, pieces, "scripts/pattern-pieces.ts");
const known = Object.values(pieces).filter((p) => p !== null).length;
console.log(`${Object.keys(pieces).length} expressions, ${known} with known pieces`);
