/**
 * `npm run bench`: builds, serves the production build the way `npm start` does, measures, and
 * writes bench/results.json and bench/RESULTS.md. Timings live here, never in tests.
 */
import { execSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { BUDGETS, initialBundle } from "../scripts/bundle-size";
import { startAppServer, projectRoot } from "../tests/support/app-server";
import { benchChat } from "./chat";
import { benchConsultations } from "./consultations";
import { measureLighthouse, writeNoScriptPage } from "./lighthouse";
import { renderResults } from "./report";

const dist = path.join(projectRoot, "dist");

if (!process.argv.includes("--no-build")) execSync("npm run build", { cwd: projectRoot, stdio: "inherit" });
const bundle = initialBundle(dist);
const removeNoScript = await writeNoScriptPage(dist);
const dataDir = path.join(projectRoot, "bench/tmp/data");
await mkdir(dataDir, { recursive: true });
const server = await startAppServer({ env: { DATA_DIR: dataDir } });

try {
  console.log(`Lighthouse mobile, 3 runs each, on ${server.baseURL}/ and its no-script twin...`);
  const lh = await measureLighthouse({ baseURL: server.baseURL, runs: 3 });
  console.log("Function overhead: the consultations handler against a no-op, same local load...");
  const consultations = await benchConsultations();
  console.log("Chat: tokens per turn from the mocked Claude's requests, offline accuracy...");
  const chat = await benchChat();
  const results = {
    measuredAt: new Date().toISOString(),
    machine: { cores: (await import("node:os")).cpus().length, node: process.version },
    lighthouse: lh.page,
    noScript: { lcpMs: lh.noScript.lcpMs, fcpMs: lh.noScript.fcpMs },
    lcpRatio: Number((lh.page.lcpMs / lh.noScript.lcpMs).toFixed(3)),
    bytes: { initialJsGzip: bundle.initialJsGzip, cssGzip: bundle.cssGzip },
    functions: {
      consultations: consultations.consultations,
      noop: consultations.noop,
      medianRatio: Number(consultations.medianRatio.toFixed(2)),
    },
    chat,
    budgets: { ...BUDGETS, performance: 0.98, otherScores: 1, cls: 0.01, tbtMs: 100, lcpRatio: 1.15 },
    runs: lh.runs,
  };
  await writeFile(path.join(projectRoot, "bench/results.json"), `${JSON.stringify(results, null, 2)}\n`);
  const report = renderResults(results);
  await writeFile(path.join(projectRoot, "bench/RESULTS.md"), report);
  console.log(report);
} finally {
  await server.stop();
  await removeNoScript();
}
