/**
 * Build step after `vite build`: renders each page in PAGES to static HTML,
 * so content, phone number and VA links show before any JavaScript runs, and writes the
 * crawler files that need the site's address.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { FORM_POST_PAGES } from "../contract/api";
import { ratingCalculator } from "../web/src/content/rating-calculator";
import { formPostHead, homeHead, notFoundHead, privacyHead, ratingCalculatorHead } from "./site-head";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "dist");
const ssrDir = path.join(root, "dist-ssr");
// Netlify sets URL to the site's main address during builds.
const siteUrl = (process.env.URL ?? "http://localhost:8888").replace(/\/$/, "");

const { render } = (await import(pathToFileURL(path.join(ssrDir, "entry-server.js")).href)) as {
  render: (url: string) => Promise<string>;
};
const template = await readFile(path.join(dist, "index.html"), "utf8");

type Page = {
  /** The file under dist/; Netlify serves `privacy.html` at /privacy. */
  file: string;
  url: string;
  head: string;
  /** Whether the page hydrates (every page with the header does: its crisis line closes on Escape). */
  scripts: boolean;
  /** Listed in sitemap.xml. */
  indexed: boolean;
};

const PAGES: Page[] = [
  { file: "index.html", url: "/", head: homeHead(siteUrl), scripts: true, indexed: true },
  { file: "privacy.html", url: "/privacy", head: privacyHead(siteUrl), scripts: true, indexed: true },
  // A folder's index.html: Netlify serves it at /rating-calculator/, and netlify.toml at /rating-calculator.
  {
    file: "rating-calculator/index.html",
    url: ratingCalculator.path,
    head: ratingCalculatorHead(siteUrl),
    scripts: true,
    indexed: true,
  },
  { file: "404.html", url: "/404", head: notFoundHead(), scripts: true, indexed: false },
  // Where a consultation request sent without JavaScript lands (the function answers 303 to these).
  {
    file: `${FORM_POST_PAGES.received.slice(1)}.html`,
    url: FORM_POST_PAGES.received,
    head: formPostHead("Consultation Scheduled!"),
    scripts: true,
    indexed: false,
  },
  {
    file: `${FORM_POST_PAGES.notSent.slice(1)}.html`,
    url: FORM_POST_PAGES.notSent,
    head: formPostHead("Your request was not sent"),
    scripts: true,
    indexed: false,
  },
];

async function page({ url, head, scripts }: Page) {
  const app = await render(url);
  // The template's own <title> is for `npm run dev`; each prerendered page brings its own head.
  let html = template
    .replace(/<title>[^<]*<\/title>\s*/, "")
    // Function replacements: "$&" and the like in content must reach the page as written.
    .replace("<!--head-->", () => head)
    .replace("<!--app-->", () => app);
  if (!scripts)
    html = html.replace(/\s*<script\b[^>]*><\/script>/g, "").replace(/\s*<link rel="modulepreload"[^>]*>/g, "");
  return html;
}

for (const entry of PAGES) {
  await mkdir(path.dirname(path.join(dist, entry.file)), { recursive: true });
  await writeFile(path.join(dist, entry.file), await page(entry));
}
const urls = PAGES.filter((entry) => entry.indexed).map((entry) => `  <url><loc>${siteUrl}${entry.url}</loc></url>\n`);
await writeFile(
  path.join(dist, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("")}</urlset>\n`,
);
await writeFile(path.join(dist, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
await rm(ssrDir, { recursive: true, force: true });
console.log(`Prerendered ${PAGES.map((entry) => entry.url).join(", ")} for ${siteUrl}`);
