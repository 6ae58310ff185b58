import { contact, counselor } from "../facts/service";
import { ratingCalculator } from "../web/src/content/rating-calculator";
import { ratingCalculator as spanishCalculator } from "../web/src/content/i18n/es/rating-calculator";
import { brand } from "../web/src/content/site";
import { pages as english } from "../web/src/content/i18n/en/pages";
import { pages as spanish } from "../web/src/content/i18n/es/pages";
import { page as spanishPage } from "../web/src/content/i18n/es/page";
import type { Language } from "../web/src/content/i18n/types";

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const TEXT = { en: english, es: spanish } as const;
const HEAD = { en: english.head, es: spanish.head } as const;
const LOCALE = { en: "en_US", es: "es_US" } as const;

/** A page's address in each language. */
export type PagePair = { en: string; es: string };

/**
 * The page in each language for search engines: hreflang en and es, and English as x-default
 * (the page for a language neither serves).
 */
function alternates(siteUrl: string, pair: PagePair): string[] {
  return [
    `<link rel="alternate" hreflang="en" href="${escapeHtml(siteUrl + pair.en)}" />`,
    `<link rel="alternate" hreflang="es" href="${escapeHtml(siteUrl + pair.es)}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(siteUrl + pair.en)}" />`,
  ];
}

export const HOME_TITLE = english.head.homeTitle(brand.title);

/** The <head> tags of the home page: description, Open Graph, canonical, hreflang and JSON-LD. */
export function homeHead(siteUrl: string, language: Language, pair: PagePair): string {
  const words = HEAD[language];
  const url = `${siteUrl}${pair[language]}`;
  const title = words.homeTitle(brand.title);
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: brand.title,
    description: words.description,
    url,
    inLanguage: language,
    telephone: contact.phoneHref.replace(/^tel:/, ""),
    email: contact.email,
    areaServed: { "@type": "Country", name: words.country },
    isAccessibleForFree: true,
    priceRange: words.priceRange,
    founder: {
      "@type": "Person",
      name: counselor.name,
      jobTitle: language === "es" ? spanishPage.counselor.title : counselor.title,
    },
  };
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(words.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...alternates(siteUrl, pair),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="${LOCALE[language]}" />`,
    `<meta property="og:site_name" content="${escapeHtml(brand.title)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(words.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${siteUrl}/og-image.png`)}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(brand.title)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    // JSON-LD is data, not script: it does not run and the CSP does not need to allow it.
    `<script type="application/ld+json">${JSON.stringify(jsonLd).replace(/</g, "\\u003c")}</script>`,
  ].join("\n    ");
}

export const PRIVACY_TITLE = english.head.privacyTitle(brand.title);

export function privacyHead(siteUrl: string, language: Language, pair: PagePair): string {
  const words = HEAD[language];
  return [
    `<title>${escapeHtml(words.privacyTitle(brand.title))}</title>`,
    `<meta name="description" content="${escapeHtml(words.privacyDescription(brand.title))}" />`,
    `<link rel="canonical" href="${escapeHtml(siteUrl + pair[language])}" />`,
    ...alternates(siteUrl, pair),
  ].join("\n    ");
}

export const RATING_CALCULATOR_TITLE = `${ratingCalculator.title}: ${brand.title}`;

const CALCULATOR = { en: ratingCalculator, es: spanishCalculator } as const;

export function ratingCalculatorHead(siteUrl: string, language: Language, pair: PagePair): string {
  const words = CALCULATOR[language];
  return [
    `<title>${escapeHtml(`${words.title}: ${brand.title}`)}</title>`,
    `<meta name="description" content="${escapeHtml(words.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(siteUrl + pair[language])}" />`,
    ...alternates(siteUrl, pair),
  ].join("\n    ");
}

/** The pages a consultation sent without JavaScript lands on: not for search engines. */
export function formPostHead(title: string): string {
  return [`<title>${escapeHtml(title)}</title>`, `<meta name="robots" content="noindex" />`].join("\n    ");
}

export function notFoundHead(language: Language = "en"): string {
  return [
    `<title>${escapeHtml(TEXT[language].notFound.title)}</title>`,
    `<meta name="robots" content="noindex" />`,
  ].join("\n    ");
}
