import { shortAddress } from "../../../../contract/links";
import { crisisLine } from "../../content/site";
import { RESOURCE_COLUMNS } from "../../content/resources";
// The wizard's form table (SPEC §3) is the site's other list of VA pages; its names are reused, not copied.
import { WIZARD_FORMS } from "../../content/wizard-forms";

const onVa = (name: string) => `${name} on VA.gov`;

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

/** What a link in a reply reads as: the page's name when known, else its host and path, shortened. */
export function linkName(href: string): string {
  return NAMES.get(href) ?? shortAddress(href);
}
