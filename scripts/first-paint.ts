/**
 * The few bytes every prerendered page runs first: they import the app (named in the script's own
 * `data-app`) once the browser reports the first contentful paint, so the first paint needs nothing
 * the page without script does not (issue 17: LCP at the no-script page's). A page in a background
 * tab (it paints when shown), or a browser that reports no paint or has no PerformanceObserver at all
 * (an older phone), imports at once, and none waits more than 3 s.
 *
 * Inline, so it is no request on the paint's path; allowed by its SHA-256 in netlify.toml's
 * `script-src`, and by nothing else. The code is the same in every build (the app's address is an
 * attribute, which the hash does not cover), so the policy names one fixed hash; the build fails if
 * the two part (`scripts/prerender.ts`), and the served pages are checked against it.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

export const FIRST_PAINT_SCRIPT = [
  `const load = () => void import(document.querySelector("script[data-app]").dataset.app);`,
  `const paints = typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("paint");`,
  `if (document.visibilityState === "hidden" || !paints) load();`,
  `else {`,
  `  const late = setTimeout(load, 3000);`,
  `  new PerformanceObserver((list, observer) => {`,
  `    if (!list.getEntriesByName("first-contentful-paint").length) return;`,
  `    observer.disconnect();`,
  `    clearTimeout(late);`,
  `    setTimeout(load, 0);`,
  `  }).observe({ type: "paint", buffered: true });`,
  `}`,
].join("\n");

/** A script's CSP source: 'sha256-…' of its text exactly as it stands between the tags. */
export const cspHash = (code: string) => `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`;

/** The tag a page carries in place of the app's module script. */
export const firstPaintTag = (app: string) => `<script type="module" data-app="${app}">${FIRST_PAINT_SCRIPT}</script>`;

/** The hashes netlify.toml's page policy allows in `script-src`. */
export function allowedScriptHashes(root: string): string[] {
  const toml = readFileSync(path.join(root, "netlify.toml"), "utf8");
  const scriptSrc = /Content-Security-Policy = "[^"]*?script-src ([^;"]*)/.exec(toml)?.[1] ?? "";
  return scriptSrc.split(/\s+/).filter((source) => /^'sha256-/.test(source));
}
