/**
 * The repository stands alone: a plain clone has no folder beside it, so no file outside Markdown
 * reads or names one, and every official fact the code uses is listed in facts/SOURCES.md with the
 * date it was read.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const SKIP = new Set(["node_modules", ".git", "dist", "dist-ssr", ".netlify", ".data", "tmp", "coverage"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|js|mjs|cjs|json|jsonc|toml|sh)$/.test(entry.name) || entry.name === "run" ? [full] : [];
  });
}

// Built from parts so this file does not match itself.
const OUTSIDE = new RegExp(["\\.\\./shared", "shared/(FACTS|DESIGN|TESTING|STYLE|SPEC)"].join("|"));

describe("the repository stands alone", () => {
  it("no source, config or script file reads or names the team's notes beside the repository", () => {
    const files = sourceFiles(root);
    expect(files.length).toBeGreaterThan(100);
    const naming = files.filter((file) => OUTSIDE.test(readFileSync(file, "utf8"))).map((f) => path.relative(root, f));
    expect(naming).toEqual([]);
  });

  it("every official address in facts/SOURCES.md carries the date it was read", () => {
    const sources = readFileSync(path.join(root, "facts/SOURCES.md"), "utf8");
    const rows = sources.split("\n").filter((line) => /^\| .*https:\/\//.test(line));
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) expect(row, row).toMatch(/\| \d{4}-\d{2}-\d{2} +\|$/);
  });
});
