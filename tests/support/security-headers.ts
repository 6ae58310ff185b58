import { cspHash, FIRST_PAINT_SCRIPT } from "../../scripts/first-paint";

/** The one inline script pages may run: the first-paint loader (issue 17; docs/decisions/002). */
const LOADER = cspHash(FIRST_PAINT_SCRIPT).toLowerCase();

/**
 * What the security headers must hold on every page and every function response: a CSP that lets
 * no inline script run but the first-paint loader, by its hash, and no one frame us; HSTS; nosniff;
 * a Referrer-Policy; a Permissions-Policy.
 * Returns each problem found (an empty list when the headers are right).
 */
export function securityHeaderProblems(headers: Headers): string[] {
  const problems: string[] = [];
  const csp = headers.get("content-security-policy");
  if (!csp) return ["no Content-Security-Policy", ...otherProblems(headers)];
  const directives = new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!.toLowerCase(), values.map((v) => v.toLowerCase())]),
  );
  // script-src, else default-src, governs scripts; with neither, any script may run.
  const scriptSrc = directives.get("script-src") ?? directives.get("default-src");
  if (!scriptSrc) problems.push("CSP has neither script-src nor default-src");
  for (const source of scriptSrc ?? []) {
    if (["'unsafe-inline'", "'unsafe-hashes'", "'unsafe-eval'", "*", "data:", "http:", "https:"].includes(source)) {
      problems.push(`script-src allows ${source}`);
    }
    // A nonce or hash lets chosen inline scripts run: only the first-paint loader's hash is allowed.
    if (/^'(nonce|sha256|sha384|sha512)-/.test(source) && source !== LOADER) {
      problems.push(`script-src allows inline script by ${source}`);
    }
  }
  if (directives.get("frame-ancestors")?.join(" ") !== "'none'") problems.push("CSP lacks frame-ancestors 'none'");
  return [...problems, ...otherProblems(headers)];
}

function otherProblems(headers: Headers): string[] {
  const problems: string[] = [];
  const maxAge = Number(/max-age=(\d+)/.exec(headers.get("strict-transport-security") ?? "")?.[1] ?? 0);
  if (maxAge < 31_536_000) problems.push("Strict-Transport-Security missing or under a year");
  if (headers.get("x-content-type-options") !== "nosniff") problems.push("X-Content-Type-Options is not nosniff");
  const referrer = headers.get("referrer-policy") ?? "";
  if (!["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(referrer)) {
    problems.push(`Referrer-Policy is "${referrer}"`);
  }
  const permissions = headers.get("permissions-policy") ?? "";
  for (const feature of ["camera=()", "microphone=()", "geolocation=()"]) {
    if (!permissions.includes(feature)) problems.push(`Permissions-Policy lacks ${feature}`);
  }
  return problems;
}
