/**
 * The last thing a reply passes through: every web address outside VA.gov, the Veterans Crisis
 * Line and this site is removed, whatever the model wrote. The rule itself lives in the contract,
 * where the chat's renderer uses it too (docs/decisions/541-one-link-rule.md).
 */
import { filterLinks as applyLinkRule } from "../../../contract/links";
import { contact } from "../../../facts/service";

/** `text` with disallowed addresses removed; `siteOrigin` (e.g. https://example.org) is also allowed. */
export function filterLinks(text: string, { siteOrigin }: { siteOrigin?: string } = {}): string {
  return applyLinkRule(text, { siteOrigin, keep: [contact.email] });
}
