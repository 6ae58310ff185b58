import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AccreditationNote } from "../../web/src/components/accreditation-note";
import { Portrait } from "../../web/src/components/portrait";
import * as VA_LINKS from "../../facts/va-links";

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'");

describe("the accreditation note", () => {
  it("when the content holds an accreditation, shows its type and number with the VA.gov verify link", () => {
    const html = renderToStaticMarkup(
      createElement(AccreditationNote, {
        name: "Jordan Reyes",
        accreditation: { type: "claims agent", number: "12345" },
      }),
    );
    expect(text(html)).toContain("Jordan Reyes is a VA-accredited claims agent, accreditation number 12345.");
    expect(text(html)).toContain("Verify on VA.gov");
    expect(hrefs(html)).toEqual(["https://www.va.gov/ogc/apps/accreditation/index.asp"]);
    expect(text(html)).not.toContain("not a VA-accredited");
  });

  it("when it holds none, speaks of general guidance and points to VA's find-a-representative page and FAQ", () => {
    const html = renderToStaticMarkup(createElement(AccreditationNote, { name: "Jordan Reyes", accreditation: null }));
    expect(text(html)).toContain("Jordan Reyes is not a VA-accredited representative");
    expect(text(html)).toContain("general guidance");
    expect(hrefs(html)).toEqual([
      "https://www.va.gov/get-help-from-accredited-representative/find-rep/",
      "https://www.va.gov/resources/va-accredited-representative-faqs/",
    ]);
    expect(hrefs(html)).not.toContain(VA_LINKS.accreditationSearch);
    expect(text(html)).not.toMatch(/is a VA-accredited/);
  });
});

describe("the portrait", () => {
  it("without a photo shows the name's monogram, and never the word placeholder", () => {
    const html = renderToStaticMarkup(createElement(Portrait, { name: "Jordan Reyes", photo: null }));
    expect(text(html)).toBe("JR");
    expect(html).not.toContain("<img");
    expect(html.toLowerCase()).not.toContain("placeholder");
  });

  it("with a photo shows it with its alt text and size", () => {
    const photo = { src: "/counselor.jpg", alt: "Jordan Reyes", altEs: "Jordan Reyes", width: 480, height: 560 };
    const html = renderToStaticMarkup(createElement(Portrait, { name: "Jordan Reyes", photo }));
    expect(html).toMatch(/<img[^>]*src="\/counselor.jpg"[^>]*alt="Jordan Reyes"[^>]*width="480"[^>]*height="560"/);
  });
});
