import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { INCLUDED_FILES } from "../../scripts/functions/bundle";

// Netlify's build reads netlify.toml; the local bundles and the bench's zips come from
// scripts/functions/bundle.ts. Both must leave out the same files.
describe("the functions' bundle settings", () => {
  it("leave out the same files in netlify.toml as in the local bundler", () => {
    const toml = readFileSync(join(import.meta.dirname, "../../netlify.toml"), "utf8");
    const block = /^\[functions\]\n((?:(?!\[).*\n)*)/m.exec(toml)?.[1] ?? "";
    const listed = /^\s*included_files = (\[.*\])$/m.exec(block)?.[1];
    expect(JSON.parse(listed ?? "null")).toEqual([...INCLUDED_FILES]);
  });
});
