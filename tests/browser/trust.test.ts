import { describe, expect, inject, it } from "vitest";
import { contact, counselor } from "../../facts/service";
import { privacy } from "../../web/src/content/site";
import { DESKTOP, openPage, PHONE, useBrowser } from "../support/browser";
import { crisisLine } from "./pages/crisis-line";
import { consultationForm } from "./pages/consultation-form";

const ctx = useBrowser();

const SMALL_PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true } as const;

describe("the counselor's phone, one tap away", () => {
  for (const [name, options] of [
    ["360x640", SMALL_PHONE],
    ["390x844", PHONE],
  ] as const) {
    it(`on a ${name} phone, a tap-to-call link of at least 44x44 px is in the first screen and stays there`, async () => {
      const { page } = await openPage(ctx.browser, options);
      const call = page.locator("header").getByRole("link", { name: `Call ${contact.phoneDisplay}` });
      expect(await call.getAttribute("href")).toBe(contact.phoneHref);
      const inFirstScreen = async () => {
        const box = (await call.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(options.viewport.width);
        expect(box.y + box.height).toBeLessThanOrEqual(options.viewport.height);
        expect(await call.isVisible()).toBe(true);
      };
      await inFirstScreen();
      // The header is sticky: the button is still there halfway down the page.
      await page.locator("#resources").evaluate((el) => el.scrollIntoView());
      await inFirstScreen();
    });
  }

  for (const width of [768, 900, 1024, 1200, 1440]) {
    it(`at ${width} px the header's phone button shows the whole number on one line`, async () => {
      const { page } = await openPage(ctx.browser, { viewport: { width, height: 900 } });
      const calls = page.locator(`header a[href="${contact.phoneHref}"]`);
      const visible = await calls.evaluateAll((links) => links.filter((a) => a.checkVisibility()));
      expect(visible).toHaveLength(1);
      const button = calls.filter({ visible: true });
      expect(await button.innerText()).toContain(contact.phoneDisplay);
      // Every line box of the button's text sits at one height: nothing wrapped.
      const lineTops = await button.evaluate((a) => {
        const tops = new Set<number>();
        const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(walker.currentNode);
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
        }
        return [...tops];
      });
      expect(lineTops).toHaveLength(1);
      const box = (await button.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  }
});

describe("honest about who we are", () => {
  for (const [name, options] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    it(`on a ${name}, says near the top that the service is independent and not part of VA`, async () => {
      const { page } = await openPage(ctx.browser, options);
      const line = page.getByText(
        "An independent service, not part of VA: not affiliated with or endorsed by the U.S. Department of Veterans Affairs.",
      );
      expect(await line.isVisible()).toBe(true);
      // In the hero, above everything else on the page, in body-size text.
      const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
      expect(await hero.getByText(/not affiliated with or endorsed by/).count()).toBe(1);
      expect(Number.parseFloat(await line.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(16);
    });
  }

  it("says the counselor is not VA-accredited (the content's default) and points to VA's representatives", async () => {
    expect(counselor.accreditation).toBeNull();
    const { page } = await openPage(ctx.browser);
    const about = page.locator("#about");
    const text = await about.innerText();
    expect(text).toContain(`${counselor.name} is not a VA-accredited representative`);
    expect(text).toContain("general guidance");
    expect(text).not.toMatch(/is a VA-accredited/);
    expect(text).not.toMatch(/submit complete claims/i);
    const hrefs = await about.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([
      "https://www.va.gov/get-help-from-accredited-representative/find-rep/",
      "https://www.va.gov/resources/va-accredited-representative-faqs/",
    ]);
  });

  it("keeps the spec's contact reasons word for word and qualifies them as general guidance", async () => {
    const { page } = await openPage(ctx.browser);
    const contactSection = page.locator("#contact");
    expect(await contactSection.locator("ul li").allInnerTexts()).toContain("Step-by-step application assistance");
    const qualifier = contactSection.getByText(/general guidance: you sign and file your own claim/);
    expect(await qualifier.isVisible()).toBe(true);
    expect(await qualifier.getByRole("link").getAttribute("href")).toBe(
      "https://www.va.gov/get-help-from-accredited-representative/find-rep/",
    );
  });

  it("shows the portrait named in the content file, with its alt text, never the word placeholder", async () => {
    const { page } = await openPage(ctx.browser, PHONE);
    const about = page.locator("#about");
    expect((await about.innerHTML()).toLowerCase()).not.toContain("placeholder");
    const image = about.getByRole("img", { name: counselor.photo!.alt });
    expect(await image.getAttribute("src")).toBe(counselor.photo!.src);
    const response = await page.request.get(counselor.photo!.src);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("image/svg+xml");
  });
});

describe("privacy, stated where it matters", () => {
  it("says in one line beside the submit button what is collected, why, that it is never sold, and how to delete it", async () => {
    const { page } = await openPage(ctx.browser, PHONE);
    const form = consultationForm(page);
    const note = page.locator("#consultation-privacy");
    const text = await note.innerText();
    expect(text).toContain(privacy.formNote);
    expect(text).toContain(`${privacy.deletionNote} ${contact.email}.`);
    expect(await note.getByRole("link", { name: contact.email }).getAttribute("href")).toBe(`mailto:${contact.email}`);
    expect(await note.getByRole("link", { name: "Privacy notice" }).getAttribute("href")).toBe("/privacy");
    // Right under the button, before anything else.
    const button = (await form.submit.boundingBox())!;
    const line = (await note.boundingBox())!;
    expect(line.y).toBeGreaterThan(button.y + button.height);
    expect(line.y - (button.y + button.height)).toBeLessThan(60);
  });

  it("links to a prerendered privacy notice at /privacy (200) with the same header, crisis line and footer", async () => {
    const raw = await fetch(`${inject("baseURL")}/privacy`);
    expect(raw.status).toBe(200);
    expect(raw.headers.get("content-type")).toMatch(/text\/html/);
    const html = await raw.text();
    expect(html).toContain("<h1");
    expect(html).toContain("Privacy notice");

    const { page } = await openPage(ctx.browser, PHONE);
    await page.locator("#consultation-privacy").getByRole("link", { name: "Privacy notice" }).click();
    await page.waitForURL("**/privacy");
    expect(await page.title()).toMatch(/Privacy notice/);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Privacy notice");
    const body = await page.locator("main").innerText();
    for (const fact of [
      "full name, e-mail address, phone number and branch of service",
      "site’s database",
      "counselor’s inbox",
      "until you ask us to delete them",
      `deleted automatically ${privacy.chatHistoryDays} days after the last message`,
      "Who sees it",
      "never sell or share",
      contact.email,
    ])
      expect(body, fact).toContain(fact);
    expect(await crisisLine(page).summary.isVisible()).toBe(true);
    expect(await page.locator("footer").getByText("Not affiliated with or endorsed by").count()).toBe(1);
    expect(
      await page
        .locator("header")
        .getByRole("link", { name: `Call ${contact.phoneDisplay}` })
        .isVisible(),
    ).toBe(true);
  });

  it("lets the privacy page's section links lead back to the home page's sections", async () => {
    const { page, status, problems } = await openPage(ctx.browser, { path: "/privacy", ...DESKTOP });
    expect(status).toBe(200);
    // The page's own chunk loads after the first bundle; hydration then finishes without a mismatch.
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
    await page.waitForURL("**/#contact");
    expect(await page.getByRole("heading", { name: "Schedule Your Free Consultation" }).isVisible()).toBe(true);
  });
});
