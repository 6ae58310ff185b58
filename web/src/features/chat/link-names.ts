import * as VA_LINKS from "../../../../facts/va-links";
import { dialogs as englishDialogs, type DialogText } from "../../content/i18n/en/dialogs";
import { page as englishPage, type PageText } from "../../content/i18n/en/page";
import { crisisLine } from "../../content/site";
import { RESOURCE_COLUMNS } from "../../content/resources";
// The wizard's form table is the site's other list of VA pages; its names are reused, not copied.
import { WIZARD_FORMS } from "../../content/wizard-forms";

/** The words link names are made of, in one language. */
export type LinkWords = { dialogs: DialogText; page: PageText };

/** Each known page's name, e.g. "VA Form 21-4138 on VA.gov"; the first name given to a page wins. */
function namesIn({ dialogs: { chat: t }, page }: LinkWords) {
  const names = new Map<string, string>();
  const name = (href: string, text: string) => {
    const key = new URL(href).href;
    if (!names.has(key)) names.set(key, text);
  };
  RESOURCE_COLUMNS.forEach((column, c) =>
    column.links.forEach((link, l) =>
      name(link.href, t.onVa(link.form ? t.vaForm(link.form) : page.resources.columns[c]!.links[l]!)),
    ),
  );
  for (const form of Object.values(WIZARD_FORMS).flat()) name(form.href, t.onVa(t.vaForm(form.number)));
  name(crisisLine.chat.href, t.crisisChat);
  name(crisisLine.more, "VeteransCrisisLine.net");
  for (const [key, href] of Object.entries(VA_LINKS) as [keyof typeof VA_LINKS, string][]) {
    name(href, t.onVa(t.vaPages[key]));
  }
  return names;
}

/** An unknown page as words: its last path segment and its site ("Survivor benefits on example.org"). */
function wordsFor(href: string, t: DialogText["chat"]): string {
  const url = new URL(href);
  const host = url.hostname.replace(/^www\./, "");
  const site = host === "va.gov" ? "VA.gov" : host;
  const last = decodeURIComponent(url.pathname.replace(/\/+$/, "").split("/").at(-1) ?? "")
    .replace(/\.[a-z]{2,5}$/i, "")
    .replace(/[-_+]+/g, " ")
    .trim();
  if (!last) return site;
  return t.onSite(`${last.charAt(0).toUpperCase()}${last.slice(1)}`, site);
}

const cache = new WeakMap<DialogText, Map<string, string>>();

/** What a link in a reply reads as: always words, the page's name when known, in the page's language. */
export function linkName(href: string, words: LinkWords = { dialogs: englishDialogs, page: englishPage }): string {
  let names = cache.get(words.dialogs);
  if (!names) cache.set(words.dialogs, (names = namesIn(words)));
  return names.get(new URL(href).href) ?? wordsFor(href, words.dialogs.chat);
}
