import type { Page } from "playwright-core";

/** The combined rating calculator at /rating-calculator/. */
export function ratingCalculatorPage(page: Page) {
  const addList = page.getByRole("list", { name: "Add a rating" });
  const yourList = page.getByRole("list", { name: "Your ratings" });
  return {
    heading: page.getByRole("heading", { level: 1, name: "Combined Rating Calculator" }),
    addList,
    /** The polite live region with the result. */
    status: page.getByRole("status"),
    /** The result's lines, as read. */
    result: async () => (await page.getByRole("status").innerText()).replace(/\n+/g, "\n"),
    add: (rating: number) => addList.getByRole("button", { name: `Add ${rating}%`, exact: true }).click(),
    remove: (rating: number) =>
      yourList
        .getByRole("button", { name: `Remove ${rating}%`, exact: true })
        .first()
        .click(),
    clear: () => page.getByRole("button", { name: "Clear all" }).click(),
    /** The entered ratings, as their remove buttons name them. */
    entered: async () =>
      (await yourList.count()) === 0
        ? []
        : yourList.getByRole("button").evaluateAll((buttons) => buttons.map((b) => b.textContent)),
    /** The query the address holds now. */
    search: () => new URL(page.url()).search,
  };
}
