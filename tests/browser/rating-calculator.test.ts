import { axeViolations } from "../support/axe";
import { describe, expect, it } from "vitest";
import { openPage, PHONE, useBrowser } from "../support/browser";
import { crisisLine } from "./pages/crisis-line";
import { ratingCalculatorPage } from "./pages/rating-calculator";
import { wizardDialog } from "./pages/wizard-dialog";

const ctx = useBrowser();

/** The calculator's buttons wait for the script: a test acts once they are enabled. */
async function openCalculator(path: string, options = {}) {
  const opened = await openPage(ctx.browser, { path, ...options });
  const calculator = ratingCalculatorPage(opened.page);
  await calculator.addList.getByRole("button", { name: "Add 10%" }).and(opened.page.locator(":enabled")).waitFor();
  return { ...opened, calculator };
}

describe("opening the calculator", () => {
  it("from the Disability Compensation card", async () => {
    const { page, problems } = await openPage(ctx.browser);
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Disability Compensation" }) });
    await card.getByRole("link", { name: "Estimate your combined rating" }).click();
    await page.waitForURL("**/rating-calculator/");
    await ratingCalculatorPage(page).heading.waitFor();
    expect(problems).toEqual([]);
  });

  it("from the wizard's disability step", async () => {
    const { page } = await openPage(ctx.browser, PHONE);
    const wizard = wizardDialog(page);
    await wizard.open();
    await wizard.choose("Disability Compensation");
    await wizard.dialog.getByRole("link", { name: "Estimate your combined rating" }).click();
    await page.waitForURL("**/rating-calculator/");
    await ratingCalculatorPage(page).heading.waitFor();
  });

  it("shows the site's header with the crisis line and the Call button", async () => {
    const { page } = await openCalculator("/rating-calculator/", PHONE);
    const header = page.locator("header");
    expect(await crisisLine(page).summary.isVisible()).toBe(true);
    expect(await crisisLine(page).summary.innerText()).toContain("Veterans Crisis Line");
    expect(await header.getByRole("link", { name: /^Call / }).getAttribute("href")).toMatch(/^tel:/);
  });

  it("loads its script only on its own page", async () => {
    const home = await openPage(ctx.browser);
    await home.page.waitForLoadState("networkidle");
    expect(home.requests.filter((url) => url.includes("rating-calculator"))).toEqual([]);
    const { requests } = await openCalculator("/rating-calculator/");
    expect(requests.some((url) => /\/assets\/rating-calculator-[\w-]+\.js$/.test(url))).toBe(true);
  });
});

describe("the address holds the ratings", () => {
  it("fills the calculator from the address: encoded commas, any order, with or without the slash", async () => {
    for (const path of ["/rating-calculator/?ratings=20%2C50%2C30", "/rating-calculator?ratings=30,20,50"]) {
      const { page, calculator, status, problems } = await openCalculator(path);
      expect(status).toBe(200);
      await expect.poll(() => calculator.result()).toBe("Combined rating: 70%\nCombined value: 72");
      expect(await calculator.entered()).toEqual(["50%Remove 50%", "30%Remove 30%", "20%Remove 20%"]);
      expect(await page.getByRole("listitem").filter({ hasText: "65 and 20 combine to 72" }).count()).toBe(1);
      expect(problems).toEqual([]);
    }
  });

  it("writes each change into the address, and that address opens the same result", async () => {
    const { page, calculator } = await openCalculator("/rating-calculator/");
    await expect.poll(() => calculator.result()).toBe("Add a rating to see your combined rating.");
    await calculator.add(30);
    await calculator.add(50);
    await calculator.add(20);
    await expect.poll(() => calculator.search()).toBe("?ratings=50,30,20");
    await expect.poll(() => calculator.result()).toBe("Combined rating: 70%\nCombined value: 72");

    await calculator.remove(20);
    await expect.poll(() => calculator.search()).toBe("?ratings=50,30");
    await expect.poll(() => calculator.result()).toBe("Combined rating: 70%\nCombined value: 65");

    const again = await openCalculator(`/rating-calculator/${calculator.search()}`);
    await expect.poll(() => again.calculator.result()).toBe("Combined rating: 70%\nCombined value: 65");

    await calculator.clear();
    await expect.poll(() => calculator.search()).toBe("");
    await expect.poll(() => calculator.result()).toBe("Add a rating to see your combined rating.");
    expect(page.url()).toMatch(/\/rating-calculator\/$/);
  });

  it("leaves out what is not a rating and says so", async () => {
    const { page, calculator } = await openCalculator("/rating-calculator/?ratings=50,abc,55,30");
    await expect.poll(() => calculator.result()).toBe("Combined rating: 70%\nCombined value: 65");
    expect(await page.getByText("Left out, not a rating: abc, 55.").isVisible()).toBe(true);
    // The note stays after a change rewrites the address without those tokens.
    await calculator.add(10);
    await expect.poll(() => calculator.search()).toBe("?ratings=50,30,10");
    expect(await page.getByText("Left out, not a rating: abc, 55.").isVisible()).toBe(true);
  });
});

describe("the bilateral marker", () => {
  it("counts 40b as 40 without the bilateral factor, which is not confirmed, and says so", async () => {
    const { page, calculator } = await openCalculator("/rating-calculator/?ratings=40b,20b,10");
    // 40 and 20 make 52 (Table I), 52 and 10 make 57: no factor added.
    await expect.poll(() => calculator.result()).toBe("Combined rating: 60%\nCombined value: 57");
    expect(
      await page
        .getByText("Counted without the bilateral factor, which this calculator does not apply: 40b, 20b.")
        .isVisible(),
    ).toBe(true);
    expect(await page.getByText(/^Not included: the bilateral factor/).isVisible()).toBe(true);
  });
});

describe("accessibility", () => {
  it("offers the ratings as a list of named buttons and announces the result politely", async () => {
    const { calculator } = await openCalculator("/rating-calculator/");
    expect(await calculator.addList.getByRole("button").allInnerTexts()).toEqual(
      [10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((r) => `Add ${r}%`),
    );
    expect(await calculator.status.count()).toBe(1);
    // role=status is a polite live region: it waits for the reader to finish. Nothing makes it assertive.
    expect([null, "polite"]).toContain(await calculator.status.getAttribute("aria-live"));
  });

  for (const [name, options] of [
    ["phone", PHONE],
    ["desktop", {}],
  ] as const)
    it(`axe finds nothing with ratings, notes and steps showing, ${name}`, async () => {
      const { page, calculator } = await openCalculator("/rating-calculator/?ratings=50,30,abc,40b", options);
      await expect.poll(() => calculator.result()).toContain("Combined rating:");
      expect(await axeViolations(page)).toEqual([]);
    }, 60_000);

  it("fits a 360 px phone at 200% text without sideways scrolling", async () => {
    const { page, calculator } = await openCalculator("/rating-calculator/?ratings=100,50,30", {
      ...PHONE,
      viewport: { width: 360, height: 640 },
    });
    await page.addStyleTag({ content: "html { font-size: 200% }" });
    await expect.poll(() => calculator.result()).toContain("Combined rating: 100%");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

describe("without JavaScript", () => {
  it("explains the rule with the worked examples and links VA's table", async () => {
    const { page } = await openPage(ctx.browser, { ...PHONE, javaScriptEnabled: false, path: "/rating-calculator/" });
    await ratingCalculatorPage(page).heading.waitFor();
    expect(await page.getByText(/^The calculator needs JavaScript/).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "How VA combines ratings" }).isVisible()).toBe(true);
    expect(await page.getByText(/The individual is thus 72 percent disabled/).isVisible()).toBe(true);
    const examples = await page
      .getByRole("list")
      .filter({ hasText: "combined value 72" })
      .getByRole("listitem")
      .allInnerTexts();
    expect(examples).toEqual([
      "60%, 30%: combined value 72, combined rating 70% (38 CFR 4.25).",
      "50%, 30%: combined value 65, combined rating 70% (38 CFR 4.25(a)).",
      "40%, 20%: combined value 52, combined rating 50% (38 CFR 4.25(a)).",
      "50%, 30%, 10%: combined value 69, combined rating 70% (VA, About VA disability ratings).",
    ]);
    expect(await page.getByRole("link", { name: /VA's combined ratings table/ }).getAttribute("href")).toBe(
      "https://www.va.gov/disability/about-disability-ratings/",
    );
    expect(await page.getByRole("link", { name: /VA's current compensation rates/ }).getAttribute("href")).toBe(
      "https://www.va.gov/disability/compensation-rates/veteran-rates/",
    );
    // The buttons cannot work without the script: they say so by being disabled.
    expect(await page.getByRole("button", { name: "Add 10%" }).isDisabled()).toBe(true);
    // The next step works without it.
    expect(await page.getByRole("link", { name: "Talk to the counselor about your rating" }).getAttribute("href")).toBe(
      "/#contact",
    );
  });
});
