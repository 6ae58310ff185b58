type Results = {
  measuredAt: string;
  machine: { cores: number; node: string };
  lighthouse: {
    performance: number;
    accessibility: number;
    bestPractices: number;
    seo: number;
    lcpMs: number;
    tbtMs: number;
    cls: number;
    fcpMs: number;
  };
  noScript: { lcpMs: number; fcpMs: number };
  lcpRatio: number;
  bytes: { initialJsGzip: number; cssGzip: number };
  functions: {
    consultations: { medianMs: number; requestsPerSecond: number };
    noop: { medianMs: number; requestsPerSecond: number };
    medianRatio: number;
  };
  chat: {
    tokensPerTurn: { turn1: number; turn10: number; turn20: number };
    cachedShare: number;
    offlineAccuracy: number;
  };
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (ok: boolean) => (ok ? "met" : "**missed**");

/** bench/RESULTS.md: every figure beside its budget. */
export function renderResults(r: Results) {
  const lh = r.lighthouse;
  const rows: [string, string, string, boolean][] = [
    ["Lighthouse performance (mobile, median of 3)", lh.performance.toFixed(2), "≥ 0.98", lh.performance >= 0.98],
    ["Lighthouse accessibility", lh.accessibility.toFixed(2), "1.00", lh.accessibility === 1],
    ["Lighthouse best practices", lh.bestPractices.toFixed(2), "1.00", lh.bestPractices === 1],
    ["Lighthouse SEO", lh.seo.toFixed(2), "1.00", lh.seo === 1],
    ["LCP", `${lh.lcpMs} ms`, "", true],
    ["LCP of the same page with no script (the limit)", `${r.noScript.lcpMs} ms`, "", true],
    ["LCP / limit", r.lcpRatio.toFixed(3), "≤ 1.15", r.lcpRatio <= 1.15],
    ["TBT", `${lh.tbtMs} ms`, "≤ 100 ms", lh.tbtMs <= 100],
    ["CLS", String(lh.cls), "≤ 0.01", lh.cls <= 0.01],
    ["Initial JS (gzip)", kb(r.bytes.initialJsGzip), "≤ 95 KB", r.bytes.initialJsGzip <= 95 * 1024],
    ["CSS (gzip)", kb(r.bytes.cssGzip), "≤ 15 KB", r.bytes.cssGzip <= 15 * 1024],
    [
      "Consultations handler median / no-op median (same load, local store and outbox)",
      `${r.functions.consultations.medianMs.toFixed(1)} ms / ${r.functions.noop.medianMs.toFixed(1)} ms = ${r.functions.medianRatio}×`,
      "≤ 2×",
      r.functions.medianRatio <= 2,
    ],
    [
      "Consultations handler requests/s (no-op)",
      `${Math.round(r.functions.consultations.requestsPerSecond)} (${Math.round(r.functions.noop.requestsPerSecond)})`,
      "",
      true,
    ],
    [
      "Chat input tokens per turn at turns 1 / 10 / 20 (estimated, chars/4)",
      `${r.chat.tokensPerTurn.turn1} / ${r.chat.tokensPerTurn.turn10} / ${r.chat.tokensPerTurn.turn20}`,
      "flat after the 20-message cap",
      true,
    ],
    ["Chat: cached share of the prompt", r.chat.cachedShare.toFixed(3), "", true],
    ["Offline assistant accuracy on its question table", r.chat.offlineAccuracy.toFixed(3), "", true],
  ];
  return [
    "# Bench results",
    "",
    `Measured ${r.measuredAt} on ${r.machine.cores} cores, Node ${r.machine.node}, by \`npm run bench\` against the production build served as \`npm start\` serves it.`,
    "",
    "| Figure | Value | Budget | |",
    "| --- | --- | --- | --- |",
    ...rows.map(([name, value, budget, ok]) => `| ${name} | ${value} | ${budget} | ${budget ? mark(ok) : ""} |`),
    "",
  ].join("\n");
}
