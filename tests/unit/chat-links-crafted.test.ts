import { describe, expect, it } from "vitest";
import { filterLinks, splitLinks } from "../../contract/links";
import { CRAFTED_LINKS } from "../support/crafted-links";

const SITE = "https://vets.example.org";
const linksOf = (text: string) =>
  splitLinks(text, { siteOrigin: SITE }).flatMap((part) => (part.kind === "link" ? [part.href] : []));

describe("the shared link rule on crafted addresses", () => {
  it("has at least 60 crafted cases", () => {
    expect(CRAFTED_LINKS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(CRAFTED_LINKS.map((c) => [c.name, c] as const))("%s", (_name, crafted) => {
    const filtered = filterLinks(crafted.text, { siteOrigin: SITE });
    for (const gone of crafted.gone) expect(filtered).not.toContain(gone);
    expect(linksOf(crafted.text)).toEqual(crafted.links);
    // The renderer reads what the server sends the same way: the rule is stable.
    expect(filterLinks(filtered, { siteOrigin: SITE })).toBe(filtered);
    expect(linksOf(filtered)).toEqual(crafted.links);
  });
});
