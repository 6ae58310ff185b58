/**
 * Build step after `vite build`: renders each page in PAGES to static HTML, in English and under
 * /es/ in Spanish, so content, phone number and VA links show before any JavaScript runs, and
 * writes the crawler files that need the site's address.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { FORM_POST_PAGES, NOT_SENT_FIELD_PAGES } from "../contract/api";
import { pages as english } from "../web/src/content/i18n/en/pages";
import { pages as spanish } from "../web/src/content/i18n/es/pages";
import { SPANISH_PATHS } from "../web/src/content/i18n/paths";
import { ratingCalculator } from "../web/src/content/rating-calculator";
import type { Language } from "../web/src/content/i18n/types";
import { allowedScriptHashes, cspHash, FIRST_PAINT_SCRIPT, firstPaintTag } from "./first-paint";
import { formPostHead, homeHead, notFoundHead, type PagePair, privacyHead, ratingCalculatorHead } from "./site-head";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "dist");
const ssrDir = path.join(root, "dist-ssr");
// Netlify sets URL to the site's main address during builds.
const siteUrl = (process.env.URL ?? "http://localhost:8888").replace(/\/$/, "");

const { render } = (await import(pathToFileURL(path.join(ssrDir, "entry-server.js")).href)) as {
  render: (url: string) => Promise<string>;
};
const template = loadAfterFirstPaint(await readFile(path.join(dist, "index.html"), "utf8"));

/**
 * The page paints with nothing from JavaScript, so the app need not be on the first paint's path
 * (issue 17: LCP at the no-script page's). Its module script is swapped for the inline loader of
 * `scripts/first-paint.ts`, which imports it after the first paint, and whose hash netlify.toml's CSP
 * must allow: a build whose policy does not name it fails here rather than ship a page that never loads.
 */
function loadAfterFirstPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/.exec(html);
  if (!entry) throw new Error("dist/index.html has no module script to load after the first paint");
  const hash = cspHash(FIRST_PAINT_SCRIPT);
  if (!allowedScriptHashes(root).includes(hash)) {
    throw new Error(`netlify.toml's script-src does not allow the first-paint loader: add ${hash}`);
  }
  return html.replace(entry[0], () => firstPaintTag(entry[1]!));
}

// The Spanish words are one chunk the Spanish pages load before they hydrate: their HTML preloads it.
const MANIFEST = path.join(dist, ".vite", "manifest.json");
const manifest = JSON.parse(await readFile(MANIFEST, "utf8")) as Record<string, { file: string }>;
const spanishChunk = manifest["src/content/i18n/es/index.ts"]?.file;
if (!spanishChunk) throw new Error("The build has no chunk for src/content/i18n/es/index.ts");
await rm(path.dirname(MANIFEST), { recursive: true, force: true });

type Page = {
  /** The file under dist/; Netlify serves `privacy.html` at /privacy and `es/index.html` at /es/. */
  file: string;
  url: string;
  language: Language;
  head: string;
  /** Whether the page hydrates (every page with the header does: its crisis line closes on Escape). */
  scripts: boolean;
  /** Listed in sitemap.xml, with its twin in the other language. */
  pair?: PagePair;
};

const HOME: PagePair = { en: "/", es: SPANISH_PATHS.home };
const PRIVACY: PagePair = { en: "/privacy", es: SPANISH_PATHS.privacy };
const CALCULATOR: PagePair = { en: ratingCalculator.path, es: SPANISH_PATHS.calculator };
const indexFile = (url: string) => `${url.slice(1)}index.html`;

const PAGES: Page[] = [
  { file: "index.html", url: "/", language: "en", head: homeHead(siteUrl, "en", HOME), scripts: true, pair: HOME },
  {
    file: "privacy.html",
    url: "/privacy",
    language: "en",
    head: privacyHead(siteUrl, "en", PRIVACY),
    scripts: true,
    pair: PRIVACY,
  },
  // A folder's index.html: it answers at /rating-calculator/ and /rating-calculator.
  {
    file: indexFile(CALCULATOR.en),
    url: CALCULATOR.en,
    language: "en",
    head: ratingCalculatorHead(siteUrl, "en", CALCULATOR),
    scripts: true,
    pair: CALCULATOR,
  },
  { file: "404.html", url: "/404", language: "en", head: notFoundHead("en"), scripts: true },
  // Where a consultation request sent without JavaScript lands (the function answers 303 to these).
  {
    file: `${FORM_POST_PAGES.received.slice(1)}.html`,
    url: FORM_POST_PAGES.received,
    language: "en",
    head: formPostHead(english.received.title),
    scripts: true,
  },
  {
    file: `${FORM_POST_PAGES.notSent.slice(1)}.html`,
    url: FORM_POST_PAGES.notSent,
    language: "en",
    head: formPostHead(english.notSent.title),
    scripts: true,
  },
  // The same pages in Spanish under /es/ (each a folder's index.html: it answers with and without the slash).
  {
    file: indexFile(HOME.es),
    url: HOME.es,
    language: "es",
    head: homeHead(siteUrl, "es", HOME),
    scripts: true,
    pair: HOME,
  },
  {
    file: indexFile(PRIVACY.es),
    url: PRIVACY.es,
    language: "es",
    head: privacyHead(siteUrl, "es", PRIVACY),
    scripts: true,
    pair: PRIVACY,
  },
  {
    file: indexFile(CALCULATOR.es),
    url: CALCULATOR.es,
    language: "es",
    head: ratingCalculatorHead(siteUrl, "es", CALCULATOR),
    scripts: true,
    pair: CALCULATOR,
  },
  // Served with status 404 for unknown paths under /es/ (netlify.toml).
  { file: "es/404.html", url: "/es/404", language: "es", head: notFoundHead("es"), scripts: true },
  {
    file: indexFile(SPANISH_PATHS.received),
    url: SPANISH_PATHS.received,
    language: "es",
    head: formPostHead(spanish.received.title),
    scripts: true,
  },
  {
    file: indexFile(SPANISH_PATHS.notSent),
    url: SPANISH_PATHS.notSent,
    language: "es",
    head: formPostHead(spanish.notSent.title),
    scripts: true,
  },
  // One per set of refused fields and language, so a page without JavaScript names only the fields that failed.
  ...NOT_SENT_FIELD_PAGES.map(({ path: url, language }) => ({
    file: language === "es" ? indexFile(url) : `${url.slice(1)}.html`,
    url,
    language,
    head: formPostHead((language === "es" ? spanish : english).notSent.title),
    scripts: true,
  })),
];

async function page({ url, head, scripts, language }: Page) {
  const app = await render(url);
  // The template's own <title> is for `npm run dev`; each prerendered page brings its own head.
  let html = template
    .replace(/<title>[^<]*<\/title>\s*/, "")
    .replace('<html lang="en">', `<html lang="${language}">`)
    // Function replacements: "$&" and the like in content must reach the page as written.
    .replace("<!--head-->", () =>
      language === "es" ? `${head}\n    <link rel="modulepreload" crossorigin href="/${spanishChunk}">` : head,
    )
    .replace("<!--app-->", () => app);
  if (!scripts)
    html = html
      .replace(/\s*<script type="module"[^>]*>[^<]*<\/script>/g, "")
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, "");
  return html;
}

for (const entry of PAGES) {
  const file = path.join(dist, entry.file);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, await page(entry));
}

// Each page with a twin in the other language, with both (Google's hreflang in sitemaps).
const alternate = (language: string, href: string) =>
  `    <xhtml:link rel="alternate" hreflang="${language}" href="${siteUrl}${href}"/>\n`;
const urls = PAGES.flatMap(({ url, pair }) =>
  pair
    ? [
        `  <url>\n    <loc>${siteUrl}${url}</loc>\n${alternate("en", pair.en)}${alternate("es", pair.es)}${alternate("x-default", pair.en)}  </url>\n`,
      ]
    : [],
);
await writeFile(
  path.join(dist, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("")}</urlset>\n`,
);
await writeFile(path.join(dist, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
await rm(ssrDir, { recursive: true, force: true });
console.log(`Prerendered ${PAGES.map((entry) => entry.url).join(", ")} for ${siteUrl}`);
