import { VA_LINK_NAMES } from "../../../../facts/va-link-names";
import * as VA_LINKS from "../../../../facts/va-links";
import { crisisLine } from "../../content/site";
import { RESOURCE_COLUMNS } from "../../content/resources";
// The wizard's form table is the site's other list of VA pages; its names are reused, not copied.
import { WIZARD_FORMS } from "../../content/wizard-forms";

type Language = "en" | "es";

const ON_VA: Record<Language, (name: string) => string> = {
  en: (name) => `${name} on VA.gov`,
  es: (name) => `${name} en VA.gov`,
};

/**
 * Each known page's name in each language, e.g. "Submit a statement to support a claim on VA.gov":
 * the official pages by their names in facts/va-link-names.ts first, then the site's other tables;
 * the first name given to a page wins.
 */
const NAMES: Record<Language, Map<string, string>> = { en: new Map(), es: new Map() };
function name(href: string, names: Record<Language, string>) {
  const key = new URL(href).href;
  for (const language of ["en", "es"] as const) {
    if (!NAMES[language].has(key)) NAMES[language].set(key, names[language]);
  }
}
for (const [key, href] of Object.entries(VA_LINKS) as [keyof typeof VA_LINKS, string][]) {
  name(href, { en: ON_VA.en(VA_LINK_NAMES[key].en), es: ON_VA.es(VA_LINK_NAMES[key].es) });
}
name(crisisLine.chat.href, { en: "Veterans Crisis Line chat", es: "Chat de la Línea de Crisis para Veteranos" });
name(crisisLine.more, { en: "VeteransCrisisLine.net", es: "VeteransCrisisLine.net" });
for (const link of RESOURCE_COLUMNS.flatMap((column) => column.links)) {
  name(link.href, {
    en: ON_VA.en(link.form ? `VA Form ${link.form}` : link.label),
    es: ON_VA.es(link.form ? `Formulario VA ${link.form}` : link.label),
  });
}
for (const form of Object.values(WIZARD_FORMS).flat()) {
  name(form.href, { en: ON_VA.en(`VA Form ${form.number}`), es: ON_VA.es(`Formulario VA ${form.number}`) });
}

/** An unknown page as words: its last path segment and its site ("Survivor benefits on example.org"). */
function wordsFor(href: string, language: Language): string {
  const url = new URL(href);
  const host = url.hostname.replace(/^www\./, "");
  const site = host === "va.gov" ? "VA.gov" : host;
  const last = decodeURIComponent(url.pathname.replace(/\/+$/, "").split("/").at(-1) ?? "")
    .replace(/\.[a-z]{2,5}$/i, "")
    .replace(/[-_+]+/g, " ")
    .trim();
  if (!last) return site;
  return `${last.charAt(0).toUpperCase()}${last.slice(1)} ${language === "es" ? "en" : "on"} ${site}`;
}

/** What a link in a reply reads as: always words, the page's name when known. */
export function linkName(href: string, language: Language = "en"): string {
  return NAMES[language].get(new URL(href).href) ?? wordsFor(href, language);
}
