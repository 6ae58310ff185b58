import { contact, counselor } from "../facts/service";
import { ratingCalculator } from "../web/src/content/rating-calculator";
import { brand } from "../web/src/content/site";

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const HOME_TITLE = `${brand.title}: free VA benefits help from a fellow veteran`;

/** The <head> tags of the home page: description, Open Graph, canonical and JSON-LD. */
export function homeHead(siteUrl: string): string {
  const url = `${siteUrl}/`;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: brand.title,
    description: brand.description,
    url,
    telephone: contact.phoneHref.replace(/^tel:/, ""),
    email: contact.email,
    areaServed: { "@type": "Country", name: "United States" },
    isAccessibleForFree: true,
    priceRange: "Free",
    founder: { "@type": "Person", name: counselor.name, jobTitle: counselor.title },
  };
  return [
    `<title>${escapeHtml(HOME_TITLE)}</title>`,
    `<meta name="description" content="${escapeHtml(brand.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(brand.title)}" />`,
    `<meta property="og:title" content="${escapeHtml(HOME_TITLE)}" />`,
    `<meta property="og:description" content="${escapeHtml(brand.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${siteUrl}/og-image.png`)}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(brand.title)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    // JSON-LD is data, not script: it does not run and the CSP does not need to allow it.
    `<script type="application/ld+json">${JSON.stringify(jsonLd).replace(/</g, "\\u003c")}</script>`,
  ].join("\n    ");
}

export const PRIVACY_TITLE = `Privacy notice: ${brand.title}`;

export function privacyHead(siteUrl: string): string {
  const description = `What ${brand.title} keeps about you, where, for how long, and who sees it.`;
  return [
    `<title>${escapeHtml(PRIVACY_TITLE)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(`${siteUrl}/privacy`)}" />`,
  ].join("\n    ");
}

export const RATING_CALCULATOR_TITLE = `${ratingCalculator.title}: ${brand.title}`;

export function ratingCalculatorHead(siteUrl: string): string {
  const description =
    "Estimate your VA combined disability rating the way VA's combined ratings table (38 CFR 4.25) works it out, step by step. Free, no sign-up.";
  return [
    `<title>${escapeHtml(RATING_CALCULATOR_TITLE)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(`${siteUrl}${ratingCalculator.path}`)}" />`,
  ].join("\n    ");
}

/** The pages a consultation sent without JavaScript lands on: not for search engines. */
export function formPostHead(title: string): string {
  return [`<title>${escapeHtml(title)}</title>`, `<meta name="robots" content="noindex" />`].join("\n    ");
}

export function notFoundHead(): string {
  return [`<title>404 Page Not Found</title>`, `<meta name="robots" content="noindex" />`].join("\n    ");
}
