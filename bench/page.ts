/**
 * `npm run bench:page`: only the page's part of `npm run bench`, in about a minute and a half: the
 * initial bundle's bytes and Lighthouse mobile on `/` beside the same page with no script, on `/es/`
 * and on the calculator (median of 5 runs each, alternately). It writes nothing; `npm run bench` records the full results.
 */
import { execSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { BUDGETS, initialBundle } from "../scripts/bundle-size";
import { projectRoot, startAppServer } from "../tests/harness/app-server";
import { OFFLINE_ENV } from "./consultations";
import { measureLighthouse, writeNoScriptPage } from "./lighthouse";

const RUNS = 5;
const dist = path.join(projectRoot, "dist");

if (!process.argv.includes("--no-build")) execSync("npm run build", { cwd: projectRoot, stdio: "inherit" });
const bundle = initialBundle(dist);
const removeNoScript = await writeNoScriptPage(dist);
const dataDir = await mkdtemp(path.join(tmpdir(), "bench-page-"));
const server = await startAppServer({ env: { ...OFFLINE_ENV, DATA_DIR: dataDir } });
try {
  const lh = await measureLighthouse({ baseURL: server.baseURL, runs: RUNS });
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`Initial JS: ${kb(bundle.initialJsGzip)} gzip (budget ${kb(BUDGETS.initialJsGzip)})`);
  console.log(`CSS: ${kb(bundle.cssGzip)} gzip (budget ${kb(BUDGETS.cssGzip)})`);
  console.log(`Lighthouse, median of ${RUNS}: ${JSON.stringify(lh.page)}`);
  console.log(`No-script page, median of ${RUNS}: ${JSON.stringify(lh.noScript)}`);
  console.log(`Spanish page /es/, median of ${RUNS}: ${JSON.stringify(lh.spanish)}`);
  console.log(`Rating calculator, median of ${RUNS}: ${JSON.stringify(lh.ratingCalculator)}`);
  console.log(
    `LCP per run: ${lh.runs.page.map((r) => r.lcpMs).join(", ")} (no script: ${lh.runs.noScript.map((r) => r.lcpMs).join(", ")})`,
  );
  console.log(`LCP ÷ no-script: ${(lh.page.lcpMs / lh.noScript.lcpMs).toFixed(3)}`);
  if (lh.failures.length) console.log(`Retried runs: ${lh.failures.join("; ")}`);
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
  await removeNoScript();
}
