import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Budgets in gzip bytes: the first JavaScript on `/` (issue 17: at most 90 KB), and the CSS. */
export const BUDGETS = { initialJsGzip: 90 * 1024, cssGzip: 15 * 1024 } as const;

const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * What the home page loads by itself, before any tap: the module scripts and modulepreloads named
 * in dist/index.html, the app that the first script imports after the first paint (named in it:
 * scripts/prerender.ts), and its stylesheets. Lazy chunks (the dialogs, the calculator, the
 * Spanish words) are not.
 */
export function initialBundle(dist: string) {
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const attr = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);
  const named = [
    ...attr(/<script type="module"[^>]*src="([^"]+)"/g),
    ...attr(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ];
  const afterPaint = named.flatMap((file) =>
    [
      ...readFileSync(path.join(dist, file), "utf8").matchAll(/["'`](?:\.\/|\/assets\/|assets\/)([\w.-]+\.js)["'`]/g),
    ].map((m) => `/assets/${m[1]}`),
  );
  const js = [...new Set([...named, ...afterPaint])];
  const css = attr(/<link rel="stylesheet"[^>]*href="([^"]+)"/g);
  const sum = (files: string[]) => files.reduce((total, f) => total + gzipBytes(path.join(dist, f)), 0);
  return { jsFiles: js, cssFiles: css, initialJsGzip: sum(js), cssGzip: sum(css) };
}
