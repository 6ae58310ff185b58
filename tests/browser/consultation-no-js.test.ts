import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { openPage, PHONE, useBrowser } from "../support/browser";
import { consultationForm } from "./pages/consultation-form";
import { FIRST_PAINT_SCRIPT } from "../../scripts/first-paint";

const ctx = useBrowser();
const NO_JS = { ...PHONE, javaScriptEnabled: false } as const;

async function storedLeads(): Promise<Record<string, unknown>[]> {
  const dir = path.join(inject("dataDir"), "leads");
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith(".json"));
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), "utf8")) as never));
}

describe("the consultation form without JavaScript", () => {
  it("posts the form (not GET), lands on the thank-you page by a 303 and the lead is stored", async () => {
    const { page } = await openPage(ctx.browser, NO_JS);
    const form = consultationForm(page);
    expect(await form.form.getAttribute("method")).toBe("post");
    const email = `nojs.${Date.now()}@example.com`;
    await form.fill({ fullName: "Morgan Nojs", email, phone: "(555) 010-0166", serviceBranch: "Air Force" });
    const posted = page.waitForResponse((res) => res.url().endsWith("/api/consultations"));
    await form.submit.click();
    const response = await posted;
    expect(response.request().method()).toBe("POST");
    expect(response.status()).toBe(303);
    await page.waitForURL("**/consultation-received");
    // Nothing typed is in any address.
    expect(page.url()).not.toMatch(/Morgan|nojs|0166/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Consultation Scheduled!");
    expect(
      await page
        .locator("main")
        .getByRole("link", { name: /Call \(555\) 010-0123/ })
        .getAttribute("href"),
    ).toBe("tel:+15550100123");
    await expect
      .poll(async () => (await storedLeads()).filter((lead) => lead.email === email))
      .toMatchObject([{ fullName: "Morgan Nojs", phone: "(555) 010-0166", serviceBranch: "Air Force" }]);
  });

  it("lets the browser insist on empty fields before anything is sent", async () => {
    const { page, requests } = await openPage(ctx.browser, NO_JS);
    const form = consultationForm(page);
    await form.fill({ fullName: "Morgan Nojs" });
    await form.submit.click();
    expect(await form.email.evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true);
    expect(requests.filter((url) => url.includes("/api/"))).toEqual([]);
    expect(page.url()).not.toContain("consultation-");
  });

  it("on a refused entry, lands on the not-sent page with the phone, and Back returns every word", async () => {
    const { page } = await openPage(ctx.browser, NO_JS);
    const form = consultationForm(page);
    const typed = { fullName: "Morgan Nojs", email: "morgan@example.com", phone: "12", serviceBranch: "Navy" };
    await form.fill(typed);
    await form.submit.click();
    // The page names the refused field (issue 22): the phone here.
    await page.waitForURL("**/consultation-not-sent-phone");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Your request was not sent");
    const call = page.locator("main").getByRole("link", { name: /Call \(555\) 010-0123/ });
    expect(await call.getAttribute("href")).toBe("tel:+15550100123");
    expect((await call.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.goBack();
    expect(await consultationForm(page).values()).toEqual(typed);
  });

  it("serves both landing pages as prerendered HTML with the crisis line in the header and no inline script but the first-paint loader", async () => {
    for (const pagePath of ["/consultation-received", "/consultation-not-sent"]) {
      const res = await fetch(`${inject("baseURL")}${pagePath}`);
      expect(res.status, pagePath).toBe(200);
      const html = await res.text();
      expect(html).toContain("<h1");
      expect(html).toMatch(/<header[^>]*>.*?<details[^>]*>.*?Veterans Crisis Line.*?href="tel:988"/s);
      // No inline script but the first-paint loader, which the CSP allows by its hash (decision 002).
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([^<]*)<\/script>/g)];
      expect(inline.map(([, code]) => code)).toEqual([FIRST_PAINT_SCRIPT]);
    }
  });
});
