/**
 * Chat figures (issue 4 "Measured"): input tokens sent to Claude at turns 1, 10 and 20 of one
 * conversation, the share of them in the cached system prompt, and the offline assistant's
 * accuracy on its tuning set (corpus/offline/tuning.tsv; the held-out figure is
 * bench/offline-accuracy.ts). Claude is msw-mocked; the figures come from the requests the
 * real handler sends it. Tokens are estimated as characters / 4 (system text + message texts).
 * Run alone: `node --import tsx bench/chat.ts`.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import chatSend from "../netlify/functions/chat-send";
import { chatFromEnv } from "../netlify/lib/chat/service";
import { answerOffline } from "../netlify/lib/assistant/offline";
import { RISK_SCREEN_PROMPT } from "../netlify/lib/safety/risk-screen/claude";
import { parseEnv } from "../netlify/lib/env";
import { createLogger } from "../netlify/lib/log";
import { claudeReply, type ClaudeRequest } from "../tests/harness/claude-mock";
import { OFFLINE_QUESTIONS, offlineAccuracy } from "../tests/harness/chat-questions";
import { over } from "../tests/support/over";
import { BENEFIT_QUESTIONS } from "./load";

const BASE_URL = "https://claude.bench";
const SITE = "https://bench.example.org";
const TURNS = 20;
/** Claude prompt caching starts at this many tokens of prefix for claude-haiku-4-5 (Anthropic's prompt-caching documentation). */
const HAIKU_CACHE_MINIMUM_TOKENS = 4096;

const estimateTokens = (characters: number) => Math.ceil(characters / 4);

/** A reply of typical length (about 110 words) so the history grows as it would. */
const REPLY = [
  "Tinnitus is one of the most common VA claims. It helps to show noise in service, such as weapons, engines or the",
  "flight line, that you have ringing now, and when it started. Statements from people you served with can back up",
  "the noise exposure. You file with VA Form 21-526EZ: https://www.va.gov/disability/file-disability-claim-form-21-526ez",
  "If you are not ready yet, an Intent to File can hold your start date. For help with your own situation, request a",
  "free consultation with the form on this page.",
].join(" ");

export async function benchChat() {
  const requests: ClaudeRequest[] = [];
  const server = setupServer(
    http.post(`${BASE_URL}/v1/messages`, async ({ request }) => {
      const body = (await request.json()) as ClaudeRequest;
      // The risk screen's calls (decision 502) are measured in bench/risk-screen.ts.
      if (body.system[0]?.text === RISK_SCREEN_PROMPT) return HttpResponse.json(claudeReply("SAFE"));
      requests.push(body);
      return HttpResponse.json(claudeReply(REPLY));
    }),
  );
  server.listen({ onUnhandledRequest: "bypass" });
  const dataDir = await mkdtemp(join(tmpdir(), "bench-chat-"));
  try {
    const quiet = createLogger({ log: () => {}, warn: () => {}, error: console.error });
    const deps = chatFromEnv(
      parseEnv({
        DATA_DIR: dataDir,
        URL: SITE,
        ANTHROPIC_API_KEY: "bench",
        ANTHROPIC_BASE_URL: BASE_URL,
        CHAT_IP_RATE_LIMIT: "1000000",
        CHAT_SESSION_RATE_LIMIT: "1000000",
      }),
      { logger: quiet },
    );
    const handler = over(chatSend, () => deps);
    const sessionId = `session-${Date.now()}-bench0001`;
    // The history belongs to the browser's cookie (decision 961): sent back as a browser does.
    let cookie = "";
    for (let turn = 0; turn < TURNS; turn++) {
      const pending: Promise<unknown>[] = [];
      const response = await handler(
        new Request(`${SITE}/api/chat/send`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: SITE, ...(cookie ? { Cookie: cookie } : {}) },
          body: JSON.stringify({ sessionId, message: BENEFIT_QUESTIONS[turn % BENEFIT_QUESTIONS.length]!.question }),
        }),
        { ip: "127.0.0.1", waitUntil: (work) => void pending.push(work) },
      );
      if (response.status !== 200) throw new Error(`Turn ${turn + 1} answered ${response.status}`);
      cookie = response.headers.get("set-cookie")?.split(";")[0] ?? cookie;
      await Promise.all(pending);
    }
    if (requests.length !== TURNS) throw new Error(`Claude got ${requests.length} requests, not ${TURNS}`);

    const perTurn = requests.map((request) => {
      const system = (cachedOnly: boolean) =>
        request.system.reduce((sum, b) => (cachedOnly && !b.cache_control ? sum : sum + b.text.length), 0);
      const cached = estimateTokens(system(true));
      const uncached = estimateTokens(system(false) - system(true));
      const messages = estimateTokens(request.messages.reduce((sum, m) => sum + m.content.length, 0));
      return { total: cached + uncached + messages, cached, messagesSent: request.messages.length };
    });
    const total = perTurn.reduce((sum, t) => sum + t.total, 0);
    const cached = perTurn.reduce((sum, t) => sum + t.cached, 0);
    return {
      tokensPerTurn: { turn1: perTurn[0]!.total, turn10: perTurn[9]!.total, turn20: perTurn[19]!.total },
      /** Share of all input tokens over the 20 turns that sit in the cache-marked system prompt. */
      cachedShare: Number((cached / total).toFixed(3)),
      offlineAccuracy: Number(offlineAccuracy((q) => answerOffline(q).text).toFixed(3)),
      offlineQuestions: OFFLINE_QUESTIONS.length,
      systemPromptTokens: perTurn[0]!.cached,
      cacheMinimumTokens: HAIKU_CACHE_MINIMUM_TOKENS,
      messagesSentPerTurn: {
        turn1: perTurn[0]!.messagesSent,
        turn10: perTurn[9]!.messagesSent,
        turn20: perTurn[19]!.messagesSent,
      },
      tokenEstimate: "characters / 4",
    };
  } finally {
    server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchChat(), null, 2));
}
