/**
 * Only live decision records are kept, each says so and is listed in the index, so a new record
 * cannot be forgotten and a folded one cannot linger (docs/decisions/831).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const folder = path.resolve(import.meta.dirname, "../../docs/decisions");
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(path.join(folder, "README.md"), "utf8");

describe("decision records", () => {
  it("there are records, few enough to read: superseded ones are folded into the live ones", () => {
    expect(records.length).toBeGreaterThan(10);
    expect(records.length).toBeLessThanOrEqual(30);
  });

  it.each(records)("%s starts with its title and a Status line", (name) => {
    const [title, blank, status] = readFileSync(path.join(folder, name), "utf8").split("\n");
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 3)}\\b`));
    expect(blank).toBe("");
    expect(status).toMatch(/^Status: accepted\b/);
  });

  it.each(records)("%s is listed in the index with its status", (name) => {
    const row = index.split("\n").find((line) => line.includes(`](${name})`));
    expect(row, `docs/decisions/README.md has no row for ${name}`).toBeDefined();
    const status = readFileSync(path.join(folder, name), "utf8")
      .split("\n")[2]!
      .replace(/^Status: /, "");
    expect(row!.replace(/\\\|/g, "|")).toContain(status);
  });

  it("the index lists no record that does not exist", () => {
    const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((m) => m[1]);
    expect(linked.filter((name) => !records.includes(name!))).toEqual([]);
  });

  it("says where each folded record went, and no folded number is also a live record", () => {
    const line = index.split("\n").find((l) => l.startsWith("Folded records"));
    expect(line).toBeDefined();
    const pairs = [...line!.matchAll(/(\d{3}) → (\d{3})/g)].map((m) => [m[1]!, m[2]!] as const);
    expect(pairs.length).toBeGreaterThan(0);
    const live = records.map((name) => name.slice(0, 3));
    for (const [gone, kept] of pairs) {
      expect(live, `${gone} was folded`).not.toContain(gone);
      expect(live, `${gone} → ${kept}`).toContain(kept);
    }
  });
});
