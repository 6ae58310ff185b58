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
