import type { Page } from "playwright-core";

/** The Veterans Crisis Line control in the header of every page. */
export function crisisLine(page: Page) {
  // The first of the header's disclosures: the menu is one too until the script takes it over.
  const details = page.locator("header details").first();
  const summary = details.locator("summary");
  return {
    details,
    summary,
    isOpen: () => details.evaluate((el) => (el as HTMLDetailsElement).open),
    /** The links of the panel, as their hrefs, visible ones only. */
    visibleHrefs: () =>
      details
        .locator("a")
        .evaluateAll((links) => links.filter((a) => a.checkVisibility()).map((a) => a.getAttribute("href"))),
    /** What Chromium tells assistive technology about the control: its role, name and expanded state. */
    async announced() {
      const cdp = await page.context().newCDPSession(page);
      const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
        nodes: {
          role?: { value: string };
          name?: { value: string };
          ignored: boolean;
          properties?: { name: string; value: { value: unknown } }[];
        }[];
      };
      await cdp.detach();
      const node = nodes.find(
        (n) =>
          !n.ignored &&
          /Veterans Crisis Line/.test(n.name?.value ?? "") &&
          n.properties?.some((p) => p.name === "expanded"),
      );
      return {
        role: node?.role?.value,
        name: node?.name?.value,
        expanded: node?.properties?.find((p) => p.name === "expanded")?.value.value,
      };
    },
  };
}
