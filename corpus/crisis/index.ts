import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

export type CrisisCorpusPart = { crisis: string[]; ordinary: string[] };

/** One part of the crisis corpus: "heldout", or "tuning" (hand-written plus augmented). */
export function readCrisisCorpus(part: "heldout" | "tuning"): CrisisCorpusPart {
  const files = readdirSync(import.meta.dirname).filter((name) => name.startsWith(`${part}-`));
  const read = (kind: string) =>
    files
      .filter((name) => name.endsWith(`-${kind}.txt`))
      .flatMap((name) => readFileSync(join(import.meta.dirname, name), "utf8").split("\n"))
      .filter((line) => line.trim() !== "" && !line.startsWith("#"));
  return { crisis: read("crisis"), ordinary: read("ordinary") };
}
