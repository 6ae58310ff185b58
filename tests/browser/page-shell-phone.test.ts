import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { contact, counselor } from "../../facts/service";
import { openPage, useBrowser } from "../support/browser";
import { consultationForm, routeConsultations, toasts } from "./pages/consultation-form";

const ctx = useBrowser();
const SMALL_PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true } as const;
const WIDE = { viewport: { width: 1440, height: 900 } } as const;
const NO_JS = { javaScriptEnabled: false } as const;
const HOURS = `${contact.phoneHours} ${contact.timeZone}`;

const biggerText = (page: Page) => page.evaluate(() => (document.documentElement.style.fontSize = "200%"));
const rectOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => JSON.parse(JSON.stringify(el.getBoundingClientRect())) as DOMRect);
const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top && a.width > 0 && b.width > 0;

describe("the crisis strip never leaves a phone (200% text)", () => {
  for (const options of [SMALL_PHONE, WIDE]) {
    it(`stays at the top of the screen mid-page at ${options.viewport.width} px`, async () => {
      const { page } = await openPage(ctx.browser, options);
      await page.getByRole("button", { name: "Start Free Chat" }).waitFor();
      await biggerText(page);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (const share of [0.3, 0.6, 0.95]) {
        await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * share));
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const strip = await rectOf(page, "[data-crisis-strip]");
        expect(strip.top, `at ${share}`).toBeGreaterThanOrEqual(0);
        expect(strip.bottom, `at ${share}`).toBeLessThanOrEqual(0.2 * options.viewport.height);
        // It is on top, so a tap reaches it.
        const hit = await page.evaluate(
          ({ x, y }) => document.elementFromPoint(x, y)?.closest("[data-crisis-strip]") !== null,
          { x: strip.left + strip.width / 2, y: strip.top + strip.height / 2 },
        );
        expect(hit, `at ${share}`).toBe(true);
      }
      // And it opens where it is; its panel scrolls, so the call link can be brought on screen.
      await page.locator("[data-crisis-strip]").click();
      await page.locator('header details[open] a[href="tel:988"]').scrollIntoViewIfNeeded();
      const call = await rectOf(page, 'header details[open] a[href="tel:988"]');
      expect(call.top).toBeGreaterThanOrEqual(0);
      expect(call.bottom).toBeLessThanOrEqual(options.viewport.height);
    });
  }
});

describe("toasts (360 x 640 and 1440)", () => {
  for (const options of [SMALL_PHONE, WIDE]) {
    it(`stay clear of the crisis strip and the header at ${options.viewport.width} px`, async () => {
      const { page } = await openPage(ctx.browser, options);
      await routeConsultations(page, () => ({ status: 201, body: "{}" }));
      const form = consultationForm(page);
      await form.fill({ fullName: "Pat Doe", email: "pat@example.com", phone: "555-010-0199", serviceBranch: "Navy" });
      await form.submit.click();
      await expect.poll(() => toasts(page).shown()).toMatchObject([{ title: "Consultation Scheduled!" }]);
      const toast = await rectOf(page, "[data-variant]");
      const header = await rectOf(page, "header");
      const strip = await rectOf(page, "[data-crisis-strip]");
      expect(overlap(toast, strip)).toBe(false);
      expect(overlap(toast, header)).toBe(false);
      expect(toast.bottom).toBeLessThanOrEqual(options.viewport.height);
    });
  }
});

describe("before and without JavaScript", () => {
  it("opens the menu with no script, and its links go to the sections", async () => {
    const { page } = await openPage(ctx.browser, { ...SMALL_PHONE, ...NO_JS });
    const menu = page.locator("header summary", { hasText: "Menu" });
    await menu.click();
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.isVisible()).toBe(true);
    expect(await nav.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "#about",
      "#services",
      "#resources",
      "#contact",
    ]);
    await nav.getByRole("link", { name: "Contact" }).click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe("#contact");
  });

  it("makes the hero's actions links to the sections that serve them: contact, with the phone, and the forms", async () => {
    const { page } = await openPage(ctx.browser, { ...SMALL_PHONE, ...NO_JS });
    const hero = page.locator("section[aria-labelledby=hero-title]");
    const chat = hero.getByRole("link", { name: "Start Free Chat" });
    const wizard = hero.getByRole("link", { name: "Form Wizard" });
    expect(await chat.getAttribute("href")).toBe("#contact");
    expect(await wizard.getAttribute("href")).toBe("#resources");
    for (const link of [chat, wizard]) {
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    // A tap is answered at once: the page goes to the contact section, where the phone number is.
    await chat.tap();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe("#contact");
    expect(await page.locator("#contact").getByRole("link", { name: contact.phoneDisplay }).isVisible()).toBe(true);
    expect(await page.locator("script[src*=early-taps]").count()).toBe(0);
  });

  it("turns them back into the spec's buttons once the script runs (360 x 640 and 1440)", async () => {
    for (const options of [SMALL_PHONE, WIDE]) {
      const { page, requests } = await openPage(ctx.browser, options);
      const hero = page.locator("section[aria-labelledby=hero-title]");
      await hero.getByRole("button", { name: "Start Free Chat" }).waitFor();
      expect(await hero.getByRole("button", { name: "Form Wizard" }).count()).toBe(1);
      expect(await hero.getByRole("link", { name: "Start Free Chat" }).count()).toBe(0);
      if (options === SMALL_PHONE) {
        const menu = page.getByRole("button", { name: "Menu" });
        expect(await menu.getAttribute("aria-expanded")).toBe("false");
        await menu.click();
        expect(await menu.getAttribute("aria-expanded")).toBe("true");
        expect(await page.locator("#mobile-menu").isVisible()).toBe(true);
      }
      // The first paint asks for nothing the page without script does not, but the bundle.
      expect(requests.filter((url) => url.includes("early-taps"))).toEqual([]);
    }
  });

  it("asks for the app's script only once the prerendered page has painted", async () => {
    const { page } = await openPage(ctx.browser, SMALL_PHONE);
    await page.getByRole("button", { name: "Start Free Chat" }).waitFor();
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      return {
        paint,
        app: resources.find((e) => /\/assets\/index-[\w-]+\.js$/.test(e.name))?.startTime,
        first: [...document.scripts]
          .filter((s) => s.type === "module")
          .map((s) => ({ src: s.getAttribute("src"), app: s.dataset.app })),
        // The scripts and stylesheets asked for before the paint: the stylesheet alone (the loader is inline).
        beforePaint: resources
          .filter((e) => /\.(js|css)$/.test(e.name) && e.startTime < paint)
          .map((e) => new URL(e.name).pathname),
      };
    });
    expect(timing.first).toEqual([{ src: null, app: expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/) }]);
    expect(timing.beforePaint).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]+\.css$/)]);
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.app).toBeGreaterThanOrEqual(timing.paint);
  });

  it("still loads the app in a browser with no PerformanceObserver (an older phone)", async () => {
    const { page, problems } = await openPage(ctx.browser, {
      ...SMALL_PHONE,
      beforeLoad: (p) => p.addInitScript(() => Reflect.deleteProperty(window, "PerformanceObserver")),
    });
    await page.getByRole("button", { name: "Start Free Chat" }).waitFor();
    expect(await page.evaluate(() => typeof PerformanceObserver)).toBe("undefined");
    expect(problems.filter((p) => p.startsWith("pageerror"))).toEqual([]);
  });
});

describe("a person you can trust", () => {
  it("shows the counselor's photo in About, with its alt text, loaded (360 x 640 and 1440)", async () => {
    for (const options of [SMALL_PHONE, WIDE]) {
      const { page } = await openPage(ctx.browser, options);
      const image = page.locator("#about img");
      await image.scrollIntoViewIfNeeded();
      expect(await image.getAttribute("alt")).toBe(counselor.photo!.alt);
      expect(await image.getAttribute("src")).toBe(counselor.photo!.src);
      await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      expect((await image.boundingBox())!.width).toBeGreaterThan(100);
    }
  });

  it("puts the counselor's card in the hero's right side on a wide screen, and not on a phone", async () => {
    const { page } = await openPage(ctx.browser, WIDE);
    const card = page.getByRole("complementary", { name: "Your counselor" });
    expect(await card.isVisible()).toBe(true);
    const text = await card.textContent();
    for (const part of [counselor.name, counselor.branch, "Free", `Call ${contact.phoneDisplay}`, HOURS]) {
      expect(text).toContain(part);
    }
    expect(await card.getByRole("link", { name: `Call ${contact.phoneDisplay}` }).getAttribute("href")).toBe(
      contact.phoneHref,
    );
    const cardBox = (await card.boundingBox())!;
    const title = (await page.locator("#hero-title").boundingBox())!;
    expect(cardBox.x).toBeGreaterThan(title.x + title.width / 2);
    expect(cardBox.x).toBeGreaterThan(720);

    const phone = await openPage(ctx.browser, SMALL_PHONE);
    const hidden = phone.page.getByRole("complementary", { name: "Your counselor", includeHidden: true });
    expect(await hidden.isVisible()).toBe(false);
    // Lazy and not displayed on a phone: the browser does not fetch it for the card.
    expect(await hidden.locator("img").getAttribute("loading")).toBe("lazy");
  });

  it("sets the phone's hours beside the phone number in the hero, the contact section and the footer", async () => {
    const { page } = await openPage(ctx.browser, SMALL_PHONE);
    for (const where of ["section[aria-labelledby=hero-title]", "#contact", "footer"]) {
      expect(await page.locator(where).textContent(), where).toContain(HOURS);
    }
  });

  it("links Privacy Policy in the footer to /privacy; the other footer placeholders stay", async () => {
    const { page } = await openPage(ctx.browser, SMALL_PHONE);
    const footer = page.locator("footer");
    expect(await footer.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy");
    expect(await footer.getByRole("link", { name: "Terms of Service" }).getAttribute("aria-disabled")).toBe("true");
  });

  it("offers nothing that sounds like handling the claim while no accreditation is set", async () => {
    expect(counselor.accreditation).toBeNull();
    const { page } = await openPage(ctx.browser, SMALL_PHONE);
    const text = await page.locator("main").textContent();
    expect(text).not.toContain("until your claim is decided");
    expect(text).not.toContain("Review of your medical records");
  });
});

describe("the 404 page", () => {
  for (const options of [SMALL_PHONE, WIDE]) {
    it(`keeps the spec's title and text, then offers a call, home and VA forms (${options.viewport.width} px)`, async () => {
      const { page, status } = await openPage(ctx.browser, { ...options, path: "/no-such-page" });
      expect(status).toBe(404);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("404 Page Not Found");
      const main = page.locator("main");
      expect(await main.textContent()).toContain("Did you forget to add the page to the router?");
      expect(await main.getByRole("link", { name: `Call ${contact.phoneDisplay}` }).getAttribute("href")).toBe(
        contact.phoneHref,
      );
      expect(await main.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
      expect(await main.getByRole("link", { name: "VA forms" }).getAttribute("href")).toBe("/#resources");
      expect(await main.textContent()).toContain(HOURS);
    });
  }
});

describe("the floating chat button and the header", () => {
  for (const text of ["100%", "200%"]) {
    it(`never covers a link or a field, and stays 56 px, from top to bottom at 360 x 640 (${text} text)`, async () => {
      const { page } = await openPage(ctx.browser, { ...SMALL_PHONE, reducedMotion: "reduce" });
      await page.getByRole("button", { name: "Start Free Chat" }).waitFor();
      await page.evaluate((size) => (document.documentElement.style.fontSize = size), text);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      let shown = 0;
      const look = () =>
        page.evaluate(() => {
          const button = document.querySelector<HTMLElement>("[data-floating-chat]")!;
          const b = button.getBoundingClientRect();
          if (getComputedStyle(button).visibility === "hidden")
            return { shown: false, size: 0, covered: [] as string[] };
          const controls = [
            ...document.querySelectorAll<HTMLElement>(
              "a[href], button, input:not([tabindex='-1']), select, textarea, summary",
            ),
            // checkVisibility: a closed <details> keeps boxes for its hidden links, which nothing can tap.
          ].filter((el) => el !== button && el.checkVisibility());
          const hits = controls.filter((el) =>
            [...el.getClientRects()].some(
              (r) => r.width > 0 && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top,
            ),
          );
          return { shown: true, size: b.width, covered: hits.map((el) => el.outerHTML.slice(0, 80)) };
        });
      for (let y = 0; y < height; y += 120) {
        await page.evaluate((y) => window.scrollTo(0, y), y);
        // The button settles within a frame or two of the scroll; a loaded machine may need longer.
        await expect.poll(async () => (await look()).covered, { timeout: 3000 }).toEqual([]);
        const covered = await look();
        if (covered.shown) {
          shown++;
          expect(covered.size).toBe(56);
        }
        expect(covered.covered, `at scroll ${y}`).toEqual([]);
      }
      expect(shown).toBeGreaterThan(0);
    });
  }

  it("has an opaque header, so no page text shows through it", async () => {
    const { page } = await openPage(ctx.browser, SMALL_PHONE);
    const background = await page.locator("header").evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe("rgb(255, 255, 255)");
  });
});
