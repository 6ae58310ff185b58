/**
 * `npm run audit:deps` (the first step of `npm test`): `npm audit --omit=dev` must report no high
 * or critical advisory. When the registry cannot answer audit requests at all (this project's
 * mirror answers 405), the check did not happen: that is printed loudly as NOT CHECKED, and it
 * fails too when AUDIT_REQUIRED=1 (set it where the public registry is reachable).
 * docs/decisions/401-node-22-and-current-netlify-tooling.md, 401-node-22-and-current-netlify-tooling.md
 */
import { spawnSync } from "node:child_process";

export type AuditOutcome =
  { status: "clean" | "advisories"; counts: Record<string, number> } | { status: "unavailable"; reason: string };

/** Reads what `npm audit --json` printed: its counts by severity, or why there are none. */
export function readAuditReport({ stdout, exitCode }: { stdout: string; exitCode: number | null }): AuditOutcome {
  let report: {
    metadata?: { vulnerabilities?: Record<string, number> };
    message?: string;
    error?: { summary?: string };
  };
  try {
    report = JSON.parse(stdout || "{}");
  } catch {
    return { status: "unavailable", reason: `npm audit printed no JSON (exit ${exitCode})` };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    return { status: "unavailable", reason: report.message ?? report.error?.summary ?? `exit ${exitCode}` };
  }
  return { status: (counts.high ?? 0) + (counts.critical ?? 0) > 0 ? "advisories" : "clean", counts };
}

/** 1 on a high or critical advisory, or on no report at all when one is required. */
export function auditExitCode(outcome: AuditOutcome, { required }: { required: boolean }): 0 | 1 {
  if (outcome.status === "advisories") return 1;
  return outcome.status === "unavailable" && required ? 1 : 0;
}

export function runAudit(): AuditOutcome {
  const result = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8", timeout: 120_000 });
  return readAuditReport({ stdout: result.stdout ?? "", exitCode: result.status });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outcome = runAudit();
  if (outcome.status === "unavailable") {
    console.warn(`npm audit --omit=dev: NOT CHECKED. The registry did not answer: ${outcome.reason}`);
  } else {
    console.log(`npm audit --omit=dev: ${JSON.stringify(outcome.counts)}`);
    if (outcome.status === "advisories") {
      console.error("npm audit --omit=dev: high or critical advisories (run `npm audit --omit=dev` for details)");
    }
  }
  process.exitCode = auditExitCode(outcome, { required: process.env.AUDIT_REQUIRED === "1" });
}
