import { describe, expect, it } from "vitest";
import { auditExitCode, readAuditReport } from "../../scripts/audit";

// What `npm audit --omit=dev --json` prints (npm 11, report version 2), trimmed to what is read.
const report = (counts: Partial<Record<"info" | "low" | "moderate" | "high" | "critical", number>>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: {},
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts, total: 0 },
      dependencies: { prod: 120, dev: 0, optional: 0, peer: 0, peerOptional: 0, total: 120 },
    },
  });

// What it prints when the registry refuses the audit request (this project's mirror).
const REFUSED = JSON.stringify({
  message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
  method: "POST",
  uri: "https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
  statusCode: 405,
  body: "",
});

describe("npm run audit:deps", () => {
  it.each([
    ["no advisory", {}, "clean", 0],
    ["low and moderate ones only", { low: 3, moderate: 2 }, "clean", 0],
    ["a high advisory", { high: 1 }, "advisories", 1],
    ["a critical advisory", { critical: 2 }, "advisories", 1],
  ] as const)("with %s: %s, exit %i", (_, counts, status, exitCode) => {
    const outcome = readAuditReport({ stdout: report(counts), exitCode: status === "clean" ? 0 : 1 });
    expect(outcome.status).toBe(status);
    expect(auditExitCode(outcome, { required: false })).toBe(exitCode);
    expect(auditExitCode(outcome, { required: true })).toBe(exitCode);
  });

  it("says NOT CHECKED with the registry's answer when there is no report, and fails only if one is required", () => {
    const outcome = readAuditReport({ stdout: REFUSED, exitCode: 1 });
    expect(outcome).toEqual({
      status: "unavailable",
      reason: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
    });
    expect(auditExitCode(outcome, { required: false })).toBe(0);
    expect(auditExitCode(outcome, { required: true })).toBe(1);
  });

  it("treats output that is not JSON as no report", () => {
    const outcome = readAuditReport({ stdout: "npm error network ETIMEDOUT", exitCode: 1 });
    expect(outcome).toEqual({ status: "unavailable", reason: "npm audit printed no JSON (exit 1)" });
    expect(auditExitCode(outcome, { required: true })).toBe(1);
  });
});
