import { describe, expect, it } from "vitest";
import { CRAFTED_LINKS } from "../support/crafted-links";
import { openPage, useBrowser } from "../support/browser";
import { chatDialog, routeChat } from "./pages/chat-dialog";

const ctx = useBrowser();

describe("crafted addresses in a reply, as the dialog renders them", () => {
  it("links only the allowed addresses and shows no disallowed one as text", async () => {
    const { page, problems } = await openPage(ctx.browser);
    // The server is bypassed: the reply reaches the page unfiltered, so the client's rule alone is tested.
    let next = "";
    await routeChat(page, () => ({ status: 200, body: JSON.stringify({ response: next }) }));
    const chat = chatDialog(page);
    await chat.openFromHero();
    for (const [index, crafted] of CRAFTED_LINKS.entries()) {
      next = crafted.text;
      await chat.send(`case ${index}`);
      const reply = chat.log.locator("[data-message]").nth(2 * index + 2);
      await reply.waitFor({ timeout: 15_000 });
      const shown = await reply.evaluate((el) => ({
        text: el.textContent ?? "",
        hrefs: [...el.querySelectorAll("a")].map((a) => a.getAttribute("href")),
        texts: [...el.querySelectorAll("a")].map((a) => (a.textContent ?? "").replace(" (opens in a new tab)", "")),
      }));
      expect(shown.hrefs, crafted.name).toEqual(crafted.links);
      for (const gone of crafted.gone) expect(shown.text, crafted.name).not.toContain(gone);
      // A link reads as words, never as its raw address.
      for (const text of shown.texts) expect(text, crafted.name).not.toMatch(/^https?:/);
    }
    expect(problems).toEqual([]);
  });
});
