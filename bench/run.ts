/**
 * `npm run bench`: builds, serves the production build the way `npm start` does, measures, and
 * writes bench/results.json and bench/RESULTS.md. Timings live here, never in tests.
 */
import { execSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { BUDGETS, initialBundle } from "../scripts/bundle-size";
import { runAudit } from "../scripts/audit";
import { startAppServer, projectRoot } from "../tests/harness/app-server";
import { benchChat } from "./chat";
import { benchConsultations, OFFLINE_ENV, RAISED_LIMITS_ENV } from "./consultations";
import { benchCrisis } from "./crisis";
import { benchDeploy } from "./deploy";
import { benchOfflineAccuracy } from "./offline-accuracy";
import { benchRiskScreen } from "./risk-screen";
import { benchNetlifyDev } from "./netlify-dev";
import { loadServer } from "./emulated-load";
import { measureLighthouse, writeNoScriptPage } from "./lighthouse";
import { LOAD, limitFigures } from "./load";
import { measureOneAtATime } from "./one-at-a-time";
import { type Results, renderResults } from "./report";
import { benchSoak } from "./soak";
import { benchGuard } from "./guard";
import { benchCrashResend } from "./crash-resend";

const dist = path.join(projectRoot, "dist");
const resultsPath = path.join(projectRoot, "bench/results.json");
const started = performance.now();

/**
 * Lighthouse is not run while the 1-minute load average is above this (the machine is shared):
 * its timings would measure the neighbours. Its figures are then carried from the last run that
 * measured them, and RESULTS.md says so. `--no-lighthouse` skips it whatever the load.
 */
const LIGHTHOUSE_MAX_LOAD = 2;
/** Issue 17 asks for LCP ÷ the no-script page at most 1.00 as a median of 5 runs (bench:page runs 5 too). */
export const LIGHTHOUSE_RUNS = 5;
const load1 = () => Number(loadavg()[0]!.toFixed(2));
const loadAverage = { start: load1(), beforeLighthouse: 0, end: 0 };
const previous = (await readFile(resultsPath, "utf8").then(JSON.parse, () => null)) as Results | null;

/** The last run's Lighthouse figures, in the shape `measureLighthouse` returns. */
function carriedLighthouse(reason: string) {
  if (!previous) throw new Error(`Lighthouse not run (${reason}) and no earlier bench/results.json to carry`);
  return {
    page: previous.lighthouse,
    spanish: previous.lighthouseSpanish,
    noScript: { fcpMs: undefined, ...previous.noScript },
    ratingCalculator: previous.ratingCalculatorLighthouse,
    runs: previous.runs,
    failures: previous.lighthouseFailures ?? [],
    run: { carriedFrom: previous.lighthouseRun?.carriedFrom ?? previous.measuredAt, reason },
  };
}

/** The default limits (netlify/lib/env.ts) that bind a single client address. */
const DEFAULT_LIMITS = { consultations: 30, chat: 60 };

async function withServer<T>(env: Record<string, string>, work: (baseURL: string) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-serve-"));
  const server = await startAppServer({ env: { ...env, DATA_DIR: dataDir } });
  try {
    return await work(server.baseURL);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (!process.argv.includes("--no-build")) execSync("npm run build", { cwd: projectRoot, stdio: "inherit" });
const bundle = initialBundle(dist);
const removeNoScript = await writeNoScriptPage(dist);

try {
  console.log(
    `npm start with the default limits: Lighthouse (${LIGHTHOUSE_RUNS} runs each page), then load past the limits...`,
  );
  loadAverage.beforeLighthouse = load1();
  const skipLighthouse = process.argv.includes("--no-lighthouse")
    ? "skipped by --no-lighthouse"
    : loadAverage.beforeLighthouse > LIGHTHOUSE_MAX_LOAD
      ? `load average ${loadAverage.beforeLighthouse} > ${LIGHTHOUSE_MAX_LOAD} when it was due`
      : null;
  if (skipLighthouse) console.log(`  Lighthouse not run: ${skipLighthouse}; its figures are carried from the last run`);
  const { lh, limited } = await withServer(OFFLINE_ENV, async (baseURL) => ({
    lh: skipLighthouse
      ? carriedLighthouse(skipLighthouse)
      : { ...(await measureLighthouse({ baseURL, runs: LIGHTHOUSE_RUNS })), run: { carriedFrom: null, reason: null } },
    limited: await loadServer({ baseURL, targets: ["consultations", "chat"] }),
  }));
  console.log("npm start with limits raised by env: load on the no-op, consultations and chat...");
  const raised = await withServer(RAISED_LIMITS_ENV, async (baseURL) => ({
    // First, before any load leaves a backlog.
    oneAtATime: await measureOneAtATime({ baseURL, warmUp: 50, samples: 500 }),
    ...(await loadServer({ baseURL, targets: ["noop", "consultations", "chat"] })),
  }));
  console.log("Warm instance (our functions in one long-lived process): the same loads...");
  const warm = await benchConsultations();
  console.log("netlify dev (netlify-cli, offline): each function one request at a time...");
  const netlifyDev = await benchNetlifyDev();
  console.log("Deploy bundles (zipped as Netlify's build makes them) and cold starts over 10 fresh processes...");
  const deploy = await benchDeploy();
  console.log("Durability soak: 5,000 requests, SMTP refusing one connection in five, then the retry job...");
  const soak = await benchSoak();
  console.log("Chat: tokens per turn from the mocked Claude's requests, offline accuracy...");
  const chat = await benchChat();
  console.log(
    "Chat safety: the crisis screen on its corpus, the second screen's cost, offline answers on held-out questions...",
  );
  const crisis = await benchCrisis();
  const riskScreen = await benchRiskScreen();
  const offlineAnswers = await benchOfflineAccuracy();
  console.log("Issue 19: the output guard's cases, the model budgets, one /24's share...");
  const guard = await benchGuard();
  console.log("Issue 19: kill -9 while e-mails are under way, both storage modes, then the retry job...");
  const crashResend = await benchCrashResend();
  const audit = runAudit();
  loadAverage.end = load1();

  const emulated = { noop: raised.noop!, consultations: raised.consultations!, chat: raised.chat! };
  console.log(`  one request at a time: ${JSON.stringify(raised.oneAtATime)}`);
  const results = {
    measuredAt: new Date().toISOString(),
    machine: { cores: cpus().length, node: process.version, loadAverage },
    /** Null when measured in this run; else the run its Lighthouse figures come from, and why. */
    lighthouseRun: lh.run,
    lighthouse: lh.page,
    lighthouseSpanish: lh.spanish,
    ratingCalculatorLighthouse: lh.ratingCalculator,
    noScript: { lcpMs: lh.noScript.lcpMs, fcpMs: lh.noScript.fcpMs },
    lcpRatio: Number((lh.page.lcpMs / lh.noScript.lcpMs).toFixed(3)),
    bytes: { initialJsGzip: bundle.initialJsGzip, cssGzip: bundle.cssGzip },
    /** Through README's run command (`npm start`: Netlify's local emulation), 50 connections, 10 s each. */
    load: {
      ...emulated,
      options: LOAD,
      oneAtATime: raised.oneAtATime,
      // A median of a handful of answers says nothing: null unless both have at least 20.
      medianRatio:
        Math.min(emulated.consultations.requests, emulated.noop.requests) >= 20
          ? Number((emulated.consultations.p50Ms / emulated.noop.p50Ms).toFixed(2))
          : null,
      defaultLimits: {
        consultations: limitFigures({ figures: limited.consultations!, limit: DEFAULT_LIMITS.consultations }),
        chat: limitFigures({ figures: limited.chat!, limit: DEFAULT_LIMITS.chat }),
      },
    },
    /** The same loads on a warm instance: our handlers in one long-lived process, as Netlify keeps them. */
    warm: {
      noop: warm.noop,
      consultations: warm.consultations,
      chat: warm.chat,
      medianRatio: warm.medianRatio,
      oneAtATime: warm.oneAtATime,
      defaultLimits: {
        consultations: limitFigures({ figures: warm.defaultLimits.consultations, limit: DEFAULT_LIMITS.consultations }),
        chat: limitFigures({ figures: warm.defaultLimits.chat, limit: DEFAULT_LIMITS.chat }),
      },
    },
    netlifyDev: { oneAtATime: netlifyDev },
    /** Zipped bytes of each function as Netlify's build bundles it. */
    bundle: {
      consultations: { bytes: deploy.bundleBytes.consultations! },
      chat: { bytes: deploy.bundleBytes["chat-send"]! },
      health: { bytes: deploy.bundleBytes.health! },
      retryLeadEmails: { bytes: deploy.bundleBytes["retry-lead-emails"]! },
    },
    /** Median over fresh processes of importing the bundle plus the first answer. */
    coldStart: {
      processes: deploy.processes,
      consultations: { ms: deploy.coldStartMs.consultations! },
      chat: { ms: deploy.coldStartMs["chat-send"]! },
      health: { ms: deploy.coldStartMs.health! },
    },
    soak,
    /** Issue 19: the output guard through the chat function, the model budgets and one /24's share. */
    guard,
    /** Issue 19: SIGKILL during sends, as the counselor's inbox (SMTP on loopback) sees it. */
    crashResend,
    chat,
    /** The local crisis screen on corpus/crisis/ (held-out part written before tuning, never tuned on). */
    crisis,
    /** The second screen (Claude) against a mocked API: added time per reply and tokens per message. */
    riskScreen,
    /** The offline assistant on corpus/offline/ (held-out questions written before tuning). */
    offlineAnswers: {
      heldOut: {
        questions: offlineAnswers.heldOut.questions,
        right: offlineAnswers.heldOut.right,
        accuracy: offlineAnswers.heldOut.accuracy,
      },
      tuning: {
        questions: offlineAnswers.tuning.questions,
        right: offlineAnswers.tuning.right,
        accuracy: offlineAnswers.tuning.accuracy,
      },
      /** Issue 20: the independent writers' sets, first round and final, per writer and language. */
      writers: offlineAnswers.writers.sets.map(({ missed: _missed, ...figures }) => figures),
      writersHeldOut: offlineAnswers.writers.heldOut,
      /** Rounds 3 and 4: measured before use, then trained and tuned on; round 5: never used. */
      writersRound3: offlineAnswers.writers.round3.map(({ missed: _missed, ...figures }) => figures),
      writersRound4: offlineAnswers.writers.round4.map(({ missed: _missed, ...figures }) => figures),
      writersRound5: offlineAnswers.writers.round5.map(({ missed: _missed, ...figures }) => figures),
      writersRound6: offlineAnswers.writers.round6.map(({ missed: _missed, ...figures }) => figures),
      writersRound7: offlineAnswers.writers.round7.map(({ missed: _missed, ...figures }) => figures),
      writersRound8: offlineAnswers.writers.round8.map(({ missed: _missed, ...figures }) => figures),
      writersRound9: offlineAnswers.writers.round9.map(({ missed: _missed, ...figures }) => figures),
      writersRound10: offlineAnswers.writers.round10.map(({ missed: _missed, ...figures }) => figures),
      writersRound11: offlineAnswers.writers.round11.map(({ missed: _missed, ...figures }) => figures),
      writersRound12: offlineAnswers.writers.round12.map(({ missed: _missed, ...figures }) => figures),
      writersRound13: offlineAnswers.writers.round13.map(({ missed: _missed, ...figures }) => figures),
      writersRound14: offlineAnswers.writers.round14.map(({ missed: _missed, ...figures }) => figures),
      writersRound15: offlineAnswers.writers.round15.map(({ missed: _missed, ...figures }) => figures),
      writersRound16: offlineAnswers.writers.round16.map(({ missed: _missed, ...figures }) => figures),
      writersRound17: offlineAnswers.writers.round17.map(({ missed: _missed, ...figures }) => figures),
      writersRound18: offlineAnswers.writers.round18.map(({ missed: _missed, ...figures }) => figures),
      writersRound19: offlineAnswers.writers.round19.map(({ missed: _missed, ...figures }) => figures),
      writersRound20: offlineAnswers.writers.round20.map(({ missed: _missed, ...figures }) => figures),
      writersRound21: offlineAnswers.writers.round21.map(({ missed: _missed, ...figures }) => figures),
      writersRound22: offlineAnswers.writers.round22.map(({ missed: _missed, ...figures }) => figures),
      writersRound23: offlineAnswers.writers.round23.map(({ missed: _missed, ...figures }) => figures),
      writersRound24: offlineAnswers.writers.round24.map(({ missed: _missed, ...figures }) => figures),
      writersRound25: offlineAnswers.writers.round25.map(({ missed: _missed, ...figures }) => figures),
      writersRound26: offlineAnswers.writers.round26.map(({ missed: _missed, ...figures }) => figures),
      writersRound27: offlineAnswers.writers.round27.map(({ missed: _missed, ...figures }) => figures),
      writersRound28: offlineAnswers.writers.round28.map(({ missed: _missed, ...figures }) => figures),
      writersRound29: offlineAnswers.writers.round29.map(({ missed: _missed, ...figures }) => figures),
      writersRound30: offlineAnswers.writers.round30.map(({ missed: _missed, ...figures }) => figures),
      writersRound31: offlineAnswers.writers.round31.map(({ missed: _missed, ...figures }) => figures),
      writersRound32: offlineAnswers.writers.round32.map(({ missed: _missed, ...figures }) => figures),
      writersRound33: offlineAnswers.writers.round33.map(({ missed: _missed, ...figures }) => figures),
      writersRound34: offlineAnswers.writers.round34.map(({ missed: _missed, ...figures }) => figures),
      writersRound35: offlineAnswers.writers.round35.map(({ missed: _missed, ...figures }) => figures),
      writersRound36: offlineAnswers.writers.round36.map(({ missed: _missed, ...figures }) => figures),
      writersRound37: offlineAnswers.writers.round37.map(({ missed: _missed, ...figures }) => figures),
      writersRound38: offlineAnswers.writers.round38.map(({ missed: _missed, ...figures }) => figures),
      writersRound39: offlineAnswers.writers.round39.map(({ missed: _missed, ...figures }) => figures),
      writersRound40: offlineAnswers.writers.round40.map(({ missed: _missed, ...figures }) => figures),
      writersRound41: offlineAnswers.writers.round41.map(({ missed: _missed, ...figures }) => figures),
      writersRound42: offlineAnswers.writers.round42.map(({ missed: _missed, ...figures }) => figures),
      writersRound43: offlineAnswers.writers.round43.map(({ missed: _missed, ...figures }) => figures),
      /** Each writers' set measured with the topic model trained without it: the figure for new wording. */
      leaveOneSetOut: offlineAnswers.leaveOneSetOut.map(({ missed: _missed, ...figures }) => figures),
      topics: offlineAnswers.topics,
    },
    audit,
    budgets: {
      ...BUDGETS,
      performance: 0.98,
      otherScores: 1,
      cls: 0.01,
      tbtMs: 100,
      lcpRatio: 1.0,
      medianRatio: 2,
      npmStartMedianMs: 100,
      bundleBytes: 2 * 1024 * 1024,
      coldStartMs: 300,
    },
    runs: lh.runs,
    lighthouseFailures: lh.failures,
    benchSeconds: 0,
  };
  results.benchSeconds = Math.round((performance.now() - started) / 1000);
  await writeFile(resultsPath, `${JSON.stringify(results, null, 2)}\n`);
  const report = renderResults(results);
  await writeFile(path.join(projectRoot, "bench/RESULTS.md"), report);
  console.log(report);
} finally {
  await removeNoScript();
}
