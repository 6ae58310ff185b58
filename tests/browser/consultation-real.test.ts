import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startAppServer } from "../harness/app-server";
import { openPage, useBrowser } from "../support/browser";
import { BROWSER_TEST_ENV } from "../support/site-global-setup";
import { consultationForm, toasts } from "./pages/consultation-form";

const ctx = useBrowser();
const VALID = {
  fullName: "Riley Quinn",
  email: "riley@example.com",
  phone: "(555) 010-0177",
  serviceBranch: "Marines",
};

describe("the consultation form with the real function (local store and outbox)", () => {
  it("stores the lead in DATA_DIR, writes its e-mail to the outbox and shows the success toast", async () => {
    const { page } = await openPage(ctx.browser);
    const form = consultationForm(page);
    await form.fill(VALID);
    const answer = page.waitForResponse((res) => res.url().endsWith("/api/consultations"));
    await form.submit.click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await expect.poll(() => toasts(page).shown()).toMatchObject([{ title: "Consultation Scheduled!" }]);
    expect(await form.values()).toEqual({ fullName: "", email: "", phone: "", serviceBranch: "" });

    const dataDir = inject("dataDir");
    const lead = JSON.parse(await readFile(path.join(dataDir, "leads", `${id}.json`), "utf8")) as Record<
      string,
      unknown
    >;
    expect(lead).toMatchObject({ fullName: VALID.fullName, email: VALID.email, serviceBranch: VALID.serviceBranch });
    // The e-mail goes out after the answer: wait for it to land in the outbox.
    const outbox = path.join(dataDir, "outbox");
    await expect
      .poll(async () => (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith(`${id}.eml`)))
      .toHaveLength(1);
    const [eml] = (await readdir(outbox)).filter((f) => f.endsWith(`${id}.eml`));
    // As the counselor's mail client shows it.
    const message = await PostalMime.parse(await readFile(path.join(outbox, eml!), "utf8"));
    expect(message.subject).toBe('New consultation request from "Riley Quinn" (Marines)');
    expect(message.from).toEqual({ name: "Consultation requests", address: expect.any(String) });
    expect(message.replyTo).toEqual([{ name: "", address: "riley@example.com" }]);
  });

  it("takes what the browser takes: an apostrophe in the address, an extension on the phone", async () => {
    const { page } = await openPage(ctx.browser);
    const form = consultationForm(page);
    await form.fill({ ...VALID, email: "o'brien@example.com", phone: "(555) 010-0178 ext 12" });
    const answer = page.waitForResponse((res) => res.url().endsWith("/api/consultations"));
    await form.submit.click();
    expect((await answer).status()).toBe(201);
    await expect.poll(() => toasts(page).shown()).toMatchObject([{ title: "Consultation Scheduled!" }]);
  });
});

describe("when neither storage nor e-mail can take the lead", () => {
  // A second server whose data folder cannot exist: the store and the outbox both fail.
  let server: Awaited<ReturnType<typeof startAppServer>>;
  beforeAll(async () => {
    server = await startAppServer({ env: { ...BROWSER_TEST_ENV, DATA_DIR: "/dev/null/unwritable" } });
  });
  afterAll(() => server.stop());

  it("answers 503, keeps the form content and shows the error toast", async () => {
    const { page } = await openPage(ctx.browser, { baseURL: server.baseURL });
    const form = consultationForm(page);
    await form.fill(VALID);
    const answer = page.waitForResponse((res) => res.url().endsWith("/api/consultations"));
    await form.submit.click();
    expect((await answer).status()).toBe(503);
    await expect
      .poll(() => toasts(page).shown())
      .toEqual([
        { title: "Error", description: "Failed to schedule consultation. Please try again.", variant: "destructive" },
      ]);
    expect(await form.values()).toEqual(VALID);
  });
});
