import * as VA_LINKS from "../../../../facts/va-links";
import { crisisLine } from "../../content/site";
import { RESOURCE_COLUMNS } from "../../content/resources";
// The wizard's form table is the site's other list of VA pages; its names are reused, not copied.
import { WIZARD_FORMS } from "../../content/wizard-forms";

const onVa = (name: string) => `${name} on VA.gov`;

/** Names for the official pages whose export name does not read well as words. */
const VA_PAGE_NAMES: Partial<Record<keyof typeof VA_LINKS, string>> = {
  findRepresentative: "Find an accredited representative",
  findForms: "Find a VA form",
  pactAct: "The PACT Act and your VA benefits",
  ptsd: "PTSD and disability benefits",
  survivorsDic: "Dependency and Indemnity Compensation",
  accreditedRepresentativeFaqs: "Accredited representative FAQs",
  accreditationSearch: "VA's accreditation search",
  claimExam: "VA claim exams",
  homeLoanCoe: "Request a Certificate of Eligibility",
};

/** `decisionReviews` → "Decision reviews". */
const fromExportName = (name: string) => {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Each known page's name, e.g. "VA Form 21-4138 on VA.gov"; the first name given to a page wins. */
const NAMES = new Map<string, string>();
function name(href: string, text: string) {
  const key = new URL(href).href;
  if (!NAMES.has(key)) NAMES.set(key, text);
}
for (const link of RESOURCE_COLUMNS.flatMap((column) => column.links)) {
  name(link.href, onVa(link.form ? `VA Form ${link.form}` : link.label));
}
for (const form of Object.values(WIZARD_FORMS).flat()) name(form.href, onVa(`VA Form ${form.number}`));
name(crisisLine.chat.href, "Veterans Crisis Line chat");
name(crisisLine.more, "VeteransCrisisLine.net");
for (const [key, href] of Object.entries(VA_LINKS) as [keyof typeof VA_LINKS, string][]) {
  name(href, onVa(VA_PAGE_NAMES[key] ?? fromExportName(key)));
}

/** An unknown page as words: its last path segment and its site ("Survivor benefits on example.org"). */
function wordsFor(href: string): string {
  const url = new URL(href);
  const host = url.hostname.replace(/^www\./, "");
  const site = host === "va.gov" ? "VA.gov" : host;
  const last = decodeURIComponent(url.pathname.replace(/\/+$/, "").split("/").at(-1) ?? "")
    .replace(/\.[a-z]{2,5}$/i, "")
    .replace(/[-_+]+/g, " ")
    .trim();
  if (!last) return site;
  return `${last.charAt(0).toUpperCase()}${last.slice(1)} on ${site}`;
}

/** What a link in a reply reads as: always words, the page's name when known. */
export function linkName(href: string): string {
  return NAMES.get(new URL(href).href) ?? wordsFor(href);
}
