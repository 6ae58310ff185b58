/**
 * Build step after `vite build`: renders the home page and the not-found page to static HTML,
 * so content, phone number and VA links show before any JavaScript runs, and writes the
 * crawler files that need the site's address.
 */
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { FORM_POST_PAGES } from "../contract/api";
import { homeHead, notFoundHead } from "./site-head";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "dist");
const ssrDir = path.join(root, "dist-ssr");
// Netlify sets URL to the site's main address during builds.
const siteUrl = (process.env.URL ?? "http://localhost:8888").replace(/\/$/, "");

const { render } = (await import(pathToFileURL(path.join(ssrDir, "entry-server.js")).href)) as {
  render: (url: string) => string;
};
const template = await readFile(path.join(dist, "index.html"), "utf8");

function page({ url, head, scripts }: { url: string; head: string; scripts: boolean }) {
  // The template's own <title> is for `npm run dev`; each prerendered page brings its own head.
  let html = template
    .replace(/<title>[^<]*<\/title>\s*/, "")
    // Function replacements: "$&" and the like in content must reach the page as written.
    .replace("<!--head-->", () => head)
    .replace("<!--app-->", () => render(url));
  // The not-found page needs no JavaScript: it is a heading, a sentence and a link.
  if (!scripts)
    html = html.replace(/\s*<script\b[^>]*><\/script>/g, "").replace(/\s*<link rel="modulepreload"[^>]*>/g, "");
  return html;
}

await writeFile(path.join(dist, "index.html"), page({ url: "/", head: homeHead(siteUrl), scripts: true }));
await writeFile(path.join(dist, "404.html"), page({ url: "/404", head: notFoundHead(), scripts: false }));
// Where a consultation request sent without JavaScript lands (the function answers 303 to these).
const formPostHead = (title: string) => `<title>${title}</title>\n    <meta name="robots" content="noindex" />`;
await writeFile(
  path.join(dist, `${FORM_POST_PAGES.received.slice(1)}.html`),
  page({ url: FORM_POST_PAGES.received, head: formPostHead("Consultation Scheduled!"), scripts: false }),
);
await writeFile(
  path.join(dist, `${FORM_POST_PAGES.notSent.slice(1)}.html`),
  page({ url: FORM_POST_PAGES.notSent, head: formPostHead("Your request was not sent"), scripts: false }),
);
await writeFile(
  path.join(dist, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${siteUrl}/</loc></url>\n</urlset>\n`,
);
await writeFile(path.join(dist, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
await rm(ssrDir, { recursive: true, force: true });
console.log(`Prerendered / and 404 for ${siteUrl}`);
