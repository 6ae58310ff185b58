import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { splitLinks } from "../../contract/links";
import { claudeReply } from "../harness/claude-mock";
import { newSessionId, useChatApps } from "../support/chat-app";
import { contact } from "../../facts/service";
import { CRAFTED_LINKS } from "../support/crafted-links";
import { SITE } from "../support/leads";

const chatApps = useChatApps({ claude: true });

describe("POST /api/chat/send with a Claude that repeats what it is told", () => {
  it("lets no crafted address through, and keeps the allowed ones as links", async () => {
    // One client sends every case: lift its daily share of Claude so no reply comes from offline.
    const chat = await chatApps.app({
      env: { CHAT_CLIENT_DAILY_CLAUDE_CAP: "1000", CHAT_NETWORK_DAILY_CLAUDE_CAP: "1000" },
    });
    chatApps.mock.respond((body) => HttpResponse.json(claudeReply(String(body.messages.at(-1)?.content))));
    for (const crafted of CRAFTED_LINKS) {
      const response = await chat.send({ sessionId: newSessionId(), message: crafted.text });
      expect(response.status, crafted.name).toBe(200);
      const { response: text } = (await response.json()) as { response: string };
      for (const gone of crafted.gone) expect(text, crafted.name).not.toContain(gone);
      const links = splitLinks(text, { siteOrigin: SITE }).flatMap((part) => (part.kind === "link" ? [part.href] : []));
      expect(links, crafted.name).toEqual(crafted.links);
    }
    // Every reply came from the model: none fell back to the offline assistant.
    expect(chatApps.mock.requests.map((request) => request.messages.at(-1)?.content)).toEqual(
      CRAFTED_LINKS.map((crafted) => crafted.text),
    );
    // 81 round trips through the handler: past the 5 s default on a busy 2-core machine.
  }, 30_000);

  it("keeps the service's own e-mail in a reply as plain text, and drops any other", async () => {
    const chat = await chatApps.app();
    const said = `Write to ${contact.email} or to helper@scam.example today.`;
    chatApps.mock.respond(() => HttpResponse.json(claudeReply(said)));
    const response = await chat.send({ sessionId: newSessionId(), message: "how do I reach you by e-mail?" });
    const { response: text } = (await response.json()) as { response: string };
    expect(text).toContain(`Write to ${contact.email} or to`);
    expect(text).not.toContain("scam.example");
  });
});
