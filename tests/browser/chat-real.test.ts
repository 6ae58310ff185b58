import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { openPage, useBrowser } from "../support/browser";
import { chatDialog, GREETING } from "./pages/chat-dialog";

const ctx = useBrowser();

describe("the chat with the real function and no Claude key (offline assistant)", () => {
  it("answers a real question with an official va.gov link, and keeps the conversation after reopening", async () => {
    const { page, problems } = await openPage(ctx.browser);
    const chat = chatDialog(page);
    await chat.openFromHero();
    await chat.send("how do i file a claim for tinnitus?");
    await expect.poll(() => chat.messages(), { timeout: 15_000 }).toHaveLength(3);
    const [, question, answer] = await chat.messages();
    expect(question).toBe("You: how do i file a claim for tinnitus?");
    expect(answer).toMatch(/^Assistant: /);
    expect(answer).not.toContain("having trouble connecting");
    const hrefs = await chat.log.getByRole("link").evaluateAll((els) => els.map((a) => a.getAttribute("href")));
    expect(hrefs).toContain("https://www.va.gov/disability/file-disability-claim-form-21-526ez");
    // Web links go to VA.gov only; the service's phone is the one tap-to-call link.
    // The in-page "#contact" link is the hand-off to the consultation form (issue 20).
    const web = hrefs.filter((href) => !href!.startsWith("tel:") && !href!.startsWith("#"));
    expect(web.every((href) => href!.startsWith("https://www.va.gov/"))).toBe(true);
    // The service's phone is a tap-to-call link; any other is one of VA's published lines.
    const tels = hrefs.filter((href) => href!.startsWith("tel:"));
    expect(tels).toContain("tel:+15550100123");
    expect(tels.every((href) => href === "tel:+15550100123" || /^tel:\+18\d{9}$/.test(href!))).toBe(true);

    await chat.closeButton.click();
    await chat.dialog.waitFor({ state: "detached" });
    await chat.openFromFloatingButton();
    expect(await chat.messages()).toEqual([`Assistant: ${GREETING}`, question, answer]);

    // This exchange is kept server-side too, under the data folder (other files' chats are there too).
    const chatDir = path.join(inject("dataDir"), "chat");
    const kept = async () => {
      const files = await readdir(chatDir).catch(() => []);
      const texts = await Promise.all(files.map((file) => readFile(path.join(chatDir, file), "utf8").catch(() => "")));
      return texts.some((text) => text.includes("how do i file a claim for tinnitus?"));
    };
    await expect.poll(kept).toBe(true);
    expect(problems).toEqual([]);
  });

  it("answers a message in crisis with the Veterans Crisis Line at once", async () => {
    const { page } = await openPage(ctx.browser);
    const chat = chatDialog(page);
    await chat.openFromHero();
    await chat.send("I just want to end it all tonight");
    await expect.poll(() => chat.messages(), { timeout: 15_000 }).toHaveLength(3);
    const answer = (await chat.messages())[2]!;
    expect(answer).toContain("Call 988, then select 1");
    expect(answer).toContain("Text 838255");
    expect(answer).not.toContain("273-8255");
    const hrefs = await chat.log.getByRole("link").evaluateAll((els) => els.map((a) => a.getAttribute("href")));
    expect(hrefs).toContain("https://www.veteranscrisisline.net/get-help-now/chat/");
  });
});
