/**
 * Writes bench/RESULTS.md again from bench/results.json, without measuring: for a change to the
 * report's wording. `node --import tsx bench/render.ts`.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { projectRoot } from "../tests/harness/app-server";
import { type Results, renderResults } from "./report";

const results = JSON.parse(await readFile(path.join(projectRoot, "bench/results.json"), "utf8")) as Results;
await writeFile(path.join(projectRoot, "bench/RESULTS.md"), renderResults(results));
