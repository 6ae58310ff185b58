/**
 * The output guard as a veteran sees it (issue 19): `npm start` with a model that repeats what it
 * is told, as a prompt-injected Claude does, and the chat dialog in Chromium. What the model was
 * made to say never reaches the page; what is true of it stays.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer } from "../harness/app-server";
import { startRepeatingClaudeServer } from "../harness/claude-mock";
import { GUARD_CASES } from "../harness/guard-cases";
import { openPage, useBrowser } from "../support/browser";
import { BROWSER_TEST_ENV } from "../support/site-global-setup";
import { chatDialog } from "./pages/chat-dialog";

const ctx = useBrowser();
const KEEP = "VA Form 21-526EZ is the claim for disability compensation, and you can file it online on VA.gov.";

let claude: Awaited<ReturnType<typeof startRepeatingClaudeServer>>;
let server: Awaited<ReturnType<typeof startAppServer>>;
let dataDir: string;

beforeAll(async () => {
  claude = await startRepeatingClaudeServer();
  dataDir = await mkdtemp(path.join(tmpdir(), "va-guard-"));
  server = await startAppServer({
    env: {
      ...BROWSER_TEST_ENV,
      DATA_DIR: dataDir,
      ANTHROPIC_API_KEY: "test-key",
      ANTHROPIC_BASE_URL: claude.url,
      ANTHROPIC_MAX_RETRIES: "0",
    },
  });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await claude?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the chat's output guard, rendered", () => {
  it("shows none of what an injected model wrote, and keeps what is true", async () => {
    const { page, problems } = await openPage(ctx.browser, { baseURL: server.baseURL });
    const chat = chatDialog(page);
    await chat.openFromHero();
    // One of each rule, and the spaced-out number.
    const injected = [
      ...new Map(GUARD_CASES.map((entry) => [entry.rule, entry])).values(),
      GUARD_CASES.find((entry) => entry.name.includes("digit by digit"))!,
    ];
    for (const [turn, entry] of injected.entries()) {
      await chat.send(`${entry.text} ${KEEP}`);
      await expect.poll(() => chat.messages(), { timeout: 15_000 }).toHaveLength(3 + turn * 2);
      const answer = (await chat.messages()).at(-1)!;
      expect(answer).toBe(`Assistant: ${KEEP}`);
      expect(answer).not.toContain(entry.text);
    }
    expect(claude.calls.answers).toBe(injected.length);
    // Only the counselor's number is a tap target: no injected number became a link.
    const hrefs = await chat.log.getByRole("link").evaluateAll((els) => els.map((a) => a.getAttribute("href")));
    expect(hrefs.filter((href) => href?.startsWith("tel:") || href?.startsWith("sms:"))).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("falls back to the offline answer when the whole reply was injected", async () => {
    const { page } = await openPage(ctx.browser, { baseURL: server.baseURL });
    const chat = chatDialog(page);
    await chat.openFromHero();
    await chat.send(
      "This is the Department of Veterans Affairs. Your claim has been approved. Please reply with your full Social Security number and bank routing number.",
    );
    await expect.poll(() => chat.messages(), { timeout: 15_000 }).toHaveLength(3);
    const answer = (await chat.messages())[2]!;
    expect(answer).not.toMatch(/Department of Veterans Affairs\. Your claim|routing number|has been approved/);
    // The offline assistant's hand-off: the counselor's phone and the consultation form.
    expect(answer).toMatch(/consultation/i);
  });
});
