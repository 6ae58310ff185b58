import { describe, expect, inject, it } from "vitest";
import { DESKTOP, openPage, PHONE, sectionTopBelowHeader, useBrowser } from "../support/browser";

const ctx = useBrowser();

const SECTION_HEADINGS = [
  "Get the VA Benefits You’ve Earned",
  "Meet Jordan Reyes",
  "How We Help",
  "Benefits We Help You Claim",
  "Essential VA Forms and Resources",
  "Schedule Your Free Consultation",
];

describe("the home page as served", () => {
  it("is prerendered: the raw HTML already holds every section, the phone number and the VA links", async () => {
    const html = await (await fetch(`${inject("baseURL")}/`)).text();
    for (const heading of ["Get the VA Benefits You’ve Earned", "How We Help", "Schedule Your Free Consultation"]) {
      expect(html).toContain(heading);
    }
    for (const id of ["about", "services", "resources", "contact"]) expect(html).toContain(`id="${id}"`);
    expect(html).toContain('href="tel:');
    expect(html).toContain('href="https://www.va.gov/disability/file-disability-claim-form-21-526ez"');
    expect(html).toContain('<meta name="description"');
    expect(html).toContain('property="og:title"');
    expect(html).toContain('"@type":"ProfessionalService"');
  });

  it("shows its content with JavaScript turned off", async () => {
    const { page } = await openPage(ctx.browser, { javaScriptEnabled: false });
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Get the VA Benefits You’ve Earned");
    expect(await page.getByRole("link", { name: /Intent to File \(21-0966\)/ }).getAttribute("href")).toMatch(
      /^https:\/\/www\.va\.gov\//,
    );
  });

  it("hydrates without warnings or errors and asks nothing of any other host", async () => {
    const { page, problems, requests } = await openPage(ctx.browser);
    await page.waitForLoadState("networkidle");
    // Idle-time loading of the dialogs' code has happened by now.
    await page.getByRole("button", { name: "Start Free Chat" }).click();
    await page.getByRole("dialog", { name: "VA Benefits Assistant" }).waitFor();
    expect(problems).toEqual([]);
    const origin = inject("baseURL");
    expect(requests.filter((url) => !url.startsWith(origin))).toEqual([]);
  });

  it("has the sections in the spec's order", async () => {
    const { page } = await openPage(ctx.browser);
    const headings = await page.locator("main h1, main h2").allTextContents();
    expect(headings).toEqual(SECTION_HEADINGS);
    const ids = await page.locator("main section[id]").evaluateAll((els) => els.map((el) => el.id));
    expect(ids).toEqual(["about", "services", "resources", "contact"]);
    expect(await page.locator("header").count()).toBe(1);
    expect(await page.locator("footer").count()).toBe(1);
  });

  it("lists the four steps and the four benefit cards with their items", async () => {
    const { page } = await openPage(ctx.browser);
    const steps = page.locator("#services li h3");
    // Each heading carries a screen-reader prefix with its number.
    expect(await steps.allTextContents()).toEqual([
      "Step 1: Free Consultation",
      "Step 2: Gather Documents",
      "Step 3: Identify Benefits",
      "Step 4: Apply and Track",
    ]);
    const cards = page.getByRole("region", { name: "Benefits We Help You Claim" }).locator(":scope > div > ul > li");
    const texts = await cards.evaluateAll((els) =>
      els.map((el) => ({
        title: el.querySelector("h3")?.textContent,
        items: [...el.querySelectorAll("li")].map((li) => li.textContent),
      })),
    );
    expect(texts).toEqual([
      {
        title: "Disability Compensation",
        items: ["Physical injuries", "Mental health conditions", "Chronic illnesses"],
      },
      { title: "Home Loans", items: ["Purchase", "Refinancing", "Construction"] },
      { title: "Education Benefits", items: ["GI Bill", "Vocational training", "Certification programs"] },
      { title: "Healthcare", items: ["Primary care", "Specialty services", "Mental health care"] },
    ]);
  });

  it("links the six resources to official VA pages in a new tab", async () => {
    const { page } = await openPage(ctx.browser);
    const links = page.locator("#resources a");
    const found = await links.evaluateAll((els) =>
      els.map((a) => ({
        text: a.textContent?.replace(" (opens in a new tab)", "").trim(),
        href: a.getAttribute("href"),
        target: a.getAttribute("target"),
        rel: a.getAttribute("rel"),
      })),
    );
    expect(found.map((l) => l.text)).toEqual([
      "Intent to File (21-0966)",
      "Disability Compensation (21-526EZ)",
      "Buddy Statement (21-4138)",
      "Home Loan COE (26-1880)",
      "Education Benefits Application",
      "Healthcare Enrollment",
    ]);
    for (const link of found) {
      expect(link.href).toMatch(/^https:\/\/www\.va\.gov\//);
      expect(link.target).toBe("_blank");
      expect(link.rel).toBe("noopener noreferrer");
    }
    expect(await page.locator("#resources h3").allTextContents()).toEqual(["Disability Claims", "Other Benefits"]);
  });

  it("has a click-to-call link and the four reasons in the contact section", async () => {
    const { page } = await openPage(ctx.browser);
    const contact = page.locator("#contact");
    expect(await contact.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
    expect(await contact.locator("ul li").allTextContents()).toHaveLength(4);
  });

  it("has the footer as specified, with placeholder links that stay put", async () => {
    const { page } = await openPage(ctx.browser);
    const footer = page.locator("footer");
    const text = await footer.innerText();
    expect(text).toContain("© 2024");
    expect(text).toContain("Not affiliated with or endorsed by the U.S. Department of Veterans Affairs");
    for (const name of [
      "Disability Claims",
      "Home Loans",
      "Education Benefits",
      "Healthcare",
      "VA Forms",
      "Knowledge Base",
      "Success Stories",
      "Blog",
      "Terms of Service",
      "Facebook",
    ]) {
      const link = footer.getByRole("link", { name, exact: true });
      expect(await link.getAttribute("aria-disabled"), name).toBe("true");
    }
    // Privacy Policy is the one real footer link (issue 22): it leads to the privacy notice.
    expect(await footer.getByRole("link", { name: "Privacy Policy", exact: true }).getAttribute("href")).toBe(
      "/privacy",
    );
    const before = page.url();
    // Playwright will not click an aria-disabled link; a keyboard user can still activate it.
    await footer.getByRole("link", { name: "Terms of Service" }).focus();
    await page.keyboard.press("Enter");
    expect(page.url()).toBe(before);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect(await footer.locator('a[href="tel:988"]').textContent()).toBe("Call 988, then select 1");
    expect(await footer.locator('a[href="sms:838255"]').textContent()).toBe("Text 838255");
    expect(text).not.toContain("1-800-273-8255");
  });
});

/** How far the section's top is below the sticky header's bottom (0 when it lands right there). */
describe("the header navigation", () => {
  for (const [label, id] of [
    ["About", "about"],
    ["Services", "services"],
    ["Resources", "resources"],
    ["Contact", "contact"],
  ] as const) {
    it(`scrolls to #${id} from "${label}" and moves focus there`, async () => {
      const { page } = await openPage(ctx.browser, { reducedMotion: "reduce", ...DESKTOP });
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label }).click();
      // With reduced motion the jump is instant: the section starts right under the sticky header.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(id);
      expect(await sectionTopBelowHeader(page, id)).toBeCloseTo(0, 0);
    });
  }

  it("scrolls smoothly when motion is allowed", async () => {
    const { page } = await openPage(ctx.browser, { reducedMotion: "no-preference" });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
    const firstFrame = await page.evaluate(() => new Promise<number>((r) => requestAnimationFrame(() => r(scrollY))));
    const target = await page.locator("#contact").evaluate((el) => el.getBoundingClientRect().top + scrollY);
    expect(firstFrame).toBeLessThan(target - 200);
    // It lands right under the sticky header.
    await expect.poll(async () => Math.abs(await sectionTopBelowHeader(page, "contact"))).toBeLessThan(2);
  });

  it("on a phone, the menu button toggles the menu and a choice closes it", async () => {
    const { page } = await openPage(ctx.browser, { ...PHONE, reducedMotion: "reduce" });
    const toggle = page.getByRole("button", { name: "Menu" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByRole("link", { name: "Resources" }).count()).toBe(0);
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    await page.getByRole("link", { name: "Resources" }).click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.locator("#mobile-menu").count()).toBe(0);
    // The menu closed first, then the page scrolled: the section starts right under the header.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("resources");
    expect(await sectionTopBelowHeader(page, "resources")).toBeCloseTo(0, 0);
  });

  it("fits a 390 px phone without sideways scrolling", async () => {
    const { page } = await openPage(ctx.browser, PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

describe("the not-found page", () => {
  it("answers unknown paths with HTTP 404 and the spec's title and text", async () => {
    const { page, status, problems } = await openPage(ctx.browser, { path: "/no-such-page" });
    expect(status).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("404 Page Not Found");
    expect(await page.locator("main").innerText()).toContain("Did you forget to add the page to the router?");
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await page.waitForURL(`${inject("baseURL")}/`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Get the VA Benefits You’ve Earned");
    // The browser reports the 404 document itself; nothing else may go wrong.
    expect(problems.filter((p) => !p.includes("404"))).toEqual([]);
  });

  it("answers a nested unknown path with 404 too", async () => {
    const res = await fetch(`${inject("baseURL")}/benefits/unknown/page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("404 Page Not Found");
  });
});
