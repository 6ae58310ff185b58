import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Budgets in gzip bytes: the first JavaScript on `/` (issue 17: at most 90 KB), and the CSS. */
export const BUDGETS = { initialJsGzip: 90 * 1024, cssGzip: 15 * 1024 } as const;

const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * What the home page loads by itself, before any tap: the module scripts and modulepreloads named
 * in dist/index.html (the app is named in the first-paint loader's `data-app`: scripts/first-paint.ts),
 * and its stylesheets. Lazy chunks (the dialogs, the calculator, the Spanish words) are not.
 */
export function initialBundle(dist: string) {
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const attr = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);
  const js = [
    ...new Set([
      ...attr(/<script type="module"[^>]*\b(?:src|data-app)="([^"]+)"/g),
      ...attr(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
    ]),
  ];
  const css = attr(/<link rel="stylesheet"[^>]*href="([^"]+)"/g);
  const sum = (files: string[]) => files.reduce((total, f) => total + gzipBytes(path.join(dist, f)), 0);
  return { jsFiles: js, cssFiles: css, initialJsGzip: sum(js), cssGzip: sum(css) };
}
