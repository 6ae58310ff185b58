import { afterEach, describe, expect, it } from "vitest";
import { replies } from "../harness/claude-mock";
import { newSessionId, useChatApps } from "../support/chat-app";
import { type ConsultationApp, startConsultationApp } from "../support/consultation-app";
import { SITE, testContext, validRequest } from "../support/leads";

let app: ConsultationApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A browser's POST as the function sees it: `url` is built from the Host the client sent. */
function browserPost(url: string, origin: string | null, body: unknown = validRequest()) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (origin !== null) headers.Origin = origin;
  return new Request(url, { method: "POST", headers, body: JSON.stringify(body) });
}

async function statusFor(env: Record<string, string>, url: string, origin: string) {
  app = await startConsultationApp({ env });
  const context = testContext();
  const response = await app.handler(browserPost(url, origin), context);
  await context.settled();
  const status = response.status;
  await app.close();
  app = undefined;
  return status;
}

describe("origins come from configuration, never from the request's Host", () => {
  it("refuses Host: evil.example with a matching Origin (403) and takes the configured origin", async () => {
    const env = { URL: SITE };
    expect(await statusFor(env, "https://evil.example/api/consultations", "https://evil.example")).toBe(403);
    expect(await statusFor(env, "https://evil.example/api/consultations", SITE)).toBe(201);
    expect(await statusFor(env, `${SITE}/api/consultations`, SITE)).toBe(201);
  });

  it("with no origin configured, refuses every browser origin (a request without Origin still passes)", async () => {
    const env = { URL: "" };
    expect(await statusFor(env, `${SITE}/api/consultations`, SITE)).toBe(403);
    app = await startConsultationApp({ env });
    const context = testContext();
    expect((await app.handler(browserPost(`${SITE}/api/consultations`, null), context)).status).toBe(201);
    await context.settled();
  });

  it.each([
    ["the served address", "http://localhost:8888", 201],
    ["its 127.0.0.1 twin on the same port", "http://127.0.0.1:8888", 201],
    ["another port", "http://127.0.0.1:8889", 403],
    ["https on the same name", "https://localhost:8888", 403],
    ["a look-alike host", "http://localhost.evil.example:8888", 403],
  ])("locally (URL=http://localhost:8888) accepts %s: %s → %i", async (_name, origin, status) => {
    const url = "http://localhost:8888/api/consultations";
    expect(await statusFor({ URL: "http://localhost:8888" }, url, origin)).toBe(status);
  });

  it.each([
    ["DEPLOY_PRIME_URL", "https://deploy-preview-7--vets.netlify.app", 201],
    ["a deploy preview of this site", "https://deploy-preview-12--vets.netlify.app", 201],
    ["a deploy permalink of this site", "https://0123456789abcdef01234567--vets.netlify.app", 201],
    ["the main Netlify address (URL)", SITE, 201],
    ["an ALLOWED_ORIGINS entry", "https://branch-x--vets.netlify.app", 201],
    ["a preview of another site", "https://deploy-preview-12--vets-evil.netlify.app", 403],
    ["a look-alike of a preview", "https://evil--vets.netlify.app", 403],
    ["a preview over http", "http://deploy-preview-12--vets.netlify.app", 403],
    ["a preview under another domain", "https://deploy-preview-12--vets.netlify.app.evil.example", 403],
  ])("on Netlify previews accepts %s: %s → %i", async (_name, origin, status) => {
    const env = {
      URL: SITE,
      SITE_NAME: "vets",
      DEPLOY_PRIME_URL: "https://deploy-preview-7--vets.netlify.app",
      ALLOWED_ORIGINS: "https://branch-x--vets.netlify.app",
    };
    expect(await statusFor(env, `${origin}/api/consultations`, origin)).toBe(status);
  });
});

describe("the chat: origin check and own-site links from configuration", () => {
  const chatApps = useChatApps({ claude: true });
  const ask = (url: string, origin: string | null) =>
    browserPost(url, origin, { sessionId: newSessionId(), message: "Where do I start?" });

  it("refuses Host: evil.example with a matching Origin (403)", async () => {
    const chat = await chatApps.app();
    const response = await chat.handler(
      ask("https://evil.example/api/chat/send", "https://evil.example"),
      testContext(),
    );
    expect(response.status).toBe(403);
    expect(chatApps.mock.requests).toHaveLength(0);
  });

  it("keeps links to the configured site and drops links to whatever Host the request named", async () => {
    const chat = await chatApps.app();
    chatApps.mock.respond(
      replies.text(`See [our guide](${SITE}/guide) and [this](https://evil.example/phish) and ${SITE}/contact.`),
    );
    const context = testContext();
    const response = await chat.handler(ask("https://evil.example/api/chat/send", null), context);
    await context.settled();
    expect(response.status).toBe(200);
    const { response: text } = (await response.json()) as { response: string };
    expect(text).toBe(`See our guide ${SITE}/guide and this and ${SITE}/contact.`);
  });
});
