/**
 * The few bytes inline in every page that import the app once the browser reports the first
 * contentful paint (issue 17: LCP at the no-script page's). The page paints with nothing from
 * JavaScript, so nothing the page without script lacks is on the first paint's path, not even a
 * request: the app's address is in a `<meta>`, so this code, and the CSP hash that lets it run, are
 * the same in every build. A page in a background tab (it paints when shown), or a browser that
 * reports no paint or has no PerformanceObserver at all (an older phone), imports at once, and none
 * waits more than 3 s. netlify.toml's CSP allows this script by its hash and no other inline
 * script (docs/decisions/002); a unit test holds the two the same.
 */
import { createHash } from "node:crypto";

/** The `<meta name>` whose content is the app's module script. */
export const APP_ENTRY_META = "app-entry";

export const APP_LOADER = [
  `const load = () => void import(document.querySelector('meta[name="${APP_ENTRY_META}"]').content);`,
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

/** The CSP source that lets APP_LOADER, and only it, run inline. */
export const APP_LOADER_CSP_SOURCE = `'sha256-${createHash("sha256").update(APP_LOADER).digest("base64")}'`;

/** The page's HTML with its module script swapped for the app's address and the loader inline. */
export function loadAfterFirstPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/.exec(html);
  if (!entry) throw new Error("dist/index.html has no module script to load after the first paint");
  return html.replace(
    entry[0],
    () => `<meta name="${APP_ENTRY_META}" content="${entry[1]}" />\n    <script type="module">${APP_LOADER}</script>`,
  );
}
