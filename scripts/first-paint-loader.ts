import { createHash } from "node:crypto";

/**
 * The few bytes that load the app once the browser reports the first contentful paint, inline in
 * each page that hydrates (scripts/prerender.ts), so the first paint waits on no request the page
 * with no script at all does not make (issue 17: LCP at the no-script page's). The app's address
 * is the script's own `data-app` attribute, so these bytes, and the hash the CSP allows them by
 * (netlify.toml), are the same in every build; only an address under /assets/ is imported. A page
 * in a background tab (it paints when shown), or a browser that reports no paint or has no
 * PerformanceObserver at all (an older phone), imports at once, and none waits more than 3 s.
 */
export const FIRST_PAINT_LOADER = [
  `(() => {`,
  `  const app = document.currentScript?.dataset.app ?? "";`,
  `  if (!/^\\/assets\\/[\\w.-]+\\.js$/.test(app)) return;`,
  `  const load = () => void import(app);`,
  `  const paints = typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("paint");`,
  `  if (document.visibilityState === "hidden" || !paints) return load();`,
  `  const late = setTimeout(load, 3000);`,
  `  new PerformanceObserver((list, observer) => {`,
  `    if (!list.getEntriesByName("first-contentful-paint").length) return;`,
  `    observer.disconnect();`,
  `    clearTimeout(late);`,
  `    setTimeout(load, 0);`,
  `  }).observe({ type: "paint", buffered: true });`,
  `})();`,
].join("\n");

/** The CSP source that allows the loader and nothing else inline: `'sha256-…'`. */
export const FIRST_PAINT_LOADER_SOURCE = `'sha256-${createHash("sha256").update(FIRST_PAINT_LOADER).digest("base64")}'`;

/** The inline script that loads `app` (an address under /assets/) after the first paint. */
export const firstPaintScript = (app: string) => `<script data-app="${app}">${FIRST_PAINT_LOADER}</script>`;
