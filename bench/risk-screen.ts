/**
 * The second crisis screen's cost (issue 9, decision 502): the latency it adds to a chat reply and
 * the tokens of one screen call, through the real handler with Claude msw-mocked at fixed delays.
 * Latency is the median time of one request with the screen minus the same without it. Tokens are
 * estimated as characters / 4 (prompt + message) over the corpus' held-out benefit questions;
 * output is at most RISK_SCREEN_MAX_TOKENS. Run alone: `node --import tsx bench/risk-screen.ts`.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { delay, HttpResponse } from "msw";
import { readCrisisCorpus } from "../corpus/crisis/index";
import chatSend from "../netlify/functions/chat-send";
import { type Chat, chatFromEnv } from "../netlify/lib/chat/service";
import { RISK_SCREEN_MAX_TOKENS, RISK_SCREEN_PROMPT } from "../netlify/lib/safety/risk-screen/claude";
import { parseEnv } from "../netlify/lib/env";
import { createLogger } from "../netlify/lib/log";
import { CLAUDE_BASE_URL, claudeReply, startClaudeMock } from "../tests/harness/claude-mock";
import { over } from "../tests/support/over";

const SITE = "https://bench.example.org";
const REPEATS = 7;

const estimateTokens = (characters: number) => Math.ceil(characters / 4);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type Scenario = { name: string; answerMs: number; screenMs: number | "hang"; cap?: string };

const SCENARIOS: Scenario[] = [
  { name: "claude-answer-600ms-screen-300ms", answerMs: 600, screenMs: 300 },
  { name: "claude-answer-300ms-screen-600ms", answerMs: 300, screenMs: 600 },
  { name: "offline-answer-screen-300ms", answerMs: 0, screenMs: 300, cap: "0" },
  { name: "claude-answer-300ms-screen-hangs", answerMs: 300, screenMs: "hang" },
  { name: "offline-answer-screen-hangs", answerMs: 0, screenMs: "hang", cap: "0" },
];

const reply = (text: string, input: number, output: number) =>
  HttpResponse.json(claudeReply(text, { input_tokens: input, output_tokens: output }));

async function timeOne(deps: Chat, message: string): Promise<number> {
  const handler = over(chatSend, () => deps);
  const pending: Promise<unknown>[] = [];
  const start = performance.now();
  const response = await handler(
    new Request(`${SITE}/api/chat/send`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE },
      body: JSON.stringify({
        sessionId: `session-${Date.now()}-bench${Math.random().toString(36).slice(2, 6)}`,
        message,
      }),
    }),
    { ip: "127.0.0.1", waitUntil: (work) => void pending.push(work) },
  );
  const elapsed = performance.now() - start;
  if (response.status !== 200) throw new Error(`Chat answered ${response.status}`);
  await Promise.all(pending);
  return elapsed;
}

export async function benchRiskScreen() {
  let scenario: Scenario = SCENARIOS[0]!;
  // The tests' Claude mock, answering at each scenario's delays.
  const claude = startClaudeMock();
  claude.respondToRiskScreen(async (body) => {
    await delay(scenario.screenMs === "hang" ? "infinite" : scenario.screenMs);
    return reply("SAFE", estimateTokens(RISK_SCREEN_PROMPT.length + body.messages[0]!.content.length), 1);
  });
  claude.respond(async () => {
    await delay(scenario.answerMs);
    return reply("You can file with VA Form 21-526EZ on VA.gov.", 1200, 40);
  });
  const dataDir = await mkdtemp(join(tmpdir(), "bench-risk-"));
  const questions = readCrisisCorpus("heldout").ordinary;
  try {
    const quiet = createLogger({ log: () => {}, warn: () => {}, error: console.error });
    const latency: Record<string, { withScreenMs: number; withoutScreenMs: number; addedMs: number }> = {};
    for (const next of SCENARIOS) {
      scenario = next;
      const withScreen = chatFromEnv(
        parseEnv({
          DATA_DIR: dataDir,
          URL: SITE, // the site's own origin, which the requests come from
          ANTHROPIC_API_KEY: "bench",
          ANTHROPIC_BASE_URL: CLAUDE_BASE_URL,
          ANTHROPIC_MAX_RETRIES: "0",
          CHAT_IP_RATE_LIMIT: "1000000",
          CHAT_SESSION_RATE_LIMIT: "1000000",
          CHAT_DAILY_CLAUDE_CAP: next.cap ?? "1000000",
          CHAT_CLIENT_DAILY_CLAUDE_CAP: "1000000",
        }),
        { logger: quiet },
      );
      const withoutScreen = { ...withScreen, riskScreen: null };
      const times = { with: [] as number[], without: [] as number[] };
      for (let i = 0; i < REPEATS; i++) {
        const message = questions[i % questions.length]!;
        times.without.push(await timeOne(withoutScreen, message));
        times.with.push(await timeOne(withScreen, message));
      }
      const [withMs, withoutMs] = [median(times.with), median(times.without)];
      latency[next.name] = {
        withScreenMs: Math.round(withMs),
        withoutScreenMs: Math.round(withoutMs),
        addedMs: Math.round(withMs - withoutMs),
      };
    }
    const inputTokens = questions.map((q) => estimateTokens(RISK_SCREEN_PROMPT.length + q.length));
    return {
      latency,
      tokensPerMessage: {
        inputMean: Math.round(inputTokens.reduce((a, b) => a + b, 0) / inputTokens.length),
        inputMax: Math.max(...inputTokens),
        outputMax: RISK_SCREEN_MAX_TOKENS,
      },
    };
  } finally {
    claude.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchRiskScreen(), null, 2));
}
