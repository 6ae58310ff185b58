import { writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";

/**
 * Writes a trained artifact (weights, a table) as a module whose default export is one
 * `JSON.parse` of a string: a fresh function instance parses a JSON string several times faster
 * than the same object written as code, which is how a bundler inlines a `.json` import (issue 17's
 * cold start, about 30 ms for the four artifacts the chat loads).
 */
export async function writeJsonModule(file: string, value: unknown, writtenBy: string): Promise<void> {
  const code = [
    `// Written by ${writtenBy}; do not edit by hand.`,
    `export default JSON.parse(${JSON.stringify(JSON.stringify(value))}) as unknown;`,
    "",
  ].join("\n");
  writeFileSync(file, await format(code, { ...(await resolveConfig(file)), filepath: file }));
}
