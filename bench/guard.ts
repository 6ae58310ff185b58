/**
 * Issue 19's figures for the chat: the output guard's cases through the chat function with a
 * model that repeats what it is told (what a prompt-injected Claude does), the model calls made
 * with the caps at 0 (goal 0) and with a small client budget (the risk screen counted), and one
 * /24's share of the day's cap (goal at most 10%, and a new client after them still served).
 * The deployed handler in this process, the local file twins, the model on loopback.
 * Run alone: `node --import tsx bench/guard.ts`.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import chatSend from "../netlify/functions/chat-send";
import { chatFromEnv } from "../netlify/lib/chat/service";
import { parseEnv } from "../netlify/lib/env";
import { createLogger } from "../netlify/lib/log";
import { startRepeatingClaudeServer } from "../tests/harness/claude-mock";
import { GUARD_CASES } from "../tests/harness/guard-cases";
import { over } from "../tests/support/over";

const SITE = "https://bench.example.org";
const KEEP = "VA Form 21-526EZ is the claim for disability compensation, and you can file it online on VA.gov.";

async function withChat<T>(env: Record<string, string>, work: (ask: Ask, calls: () => number) => Promise<T>) {
  const claude = await startRepeatingClaudeServer();
  const dataDir = await mkdtemp(join(tmpdir(), "bench-guard-"));
  try {
    const quiet = createLogger({ log: () => {}, warn: () => {}, error: console.error });
    const parts = chatFromEnv(
      parseEnv({
        DATA_DIR: dataDir,
        URL: SITE,
        ANTHROPIC_API_KEY: "bench",
        ANTHROPIC_BASE_URL: claude.url,
        ANTHROPIC_MAX_RETRIES: "0",
        CHAT_IP_RATE_LIMIT: "1000000",
        CHAT_SESSION_RATE_LIMIT: "1000000",
        ...env,
      }),
      { logger: quiet },
    );
    const handler = over(chatSend, () => parts);
    let session = 0;
    const ask: Ask = async (message, ip = "203.0.113.7") => {
      const pending: Promise<unknown>[] = [];
      const response = await handler(
        new Request(`${SITE}/api/chat/send`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: SITE },
          body: JSON.stringify({
            sessionId: `session-${Date.now()}-bench${String(session++).padStart(5, "0")}`,
            message,
          }),
        }),
        { ip, waitUntil: (work) => void pending.push(work) },
      );
      await Promise.all(pending);
      return ((await response.json()) as { response: string }).response;
    };
    return await work(ask, () => claude.calls.answers + claude.calls.riskScreens);
  } finally {
    await claude.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

type Ask = (message: string, ip?: string) => Promise<string>;

export async function benchGuard() {
  const guard = await withChat({}, async (ask) => {
    const shown: string[] = [];
    for (const entry of GUARD_CASES) {
      const reply = await ask(`${entry.text} ${KEEP}`);
      if (reply.includes(entry.text) || reply !== KEEP) shown.push(entry.name);
    }
    return {
      cases: GUARD_CASES.length,
      rules: [...new Set(GUARD_CASES.map((c) => c.rule))],
      shown: shown.length,
      shownCases: shown,
    };
  });

  const capsAtZero: Record<string, number> = {};
  for (const [name, env] of [
    ["CHAT_DAILY_CLAUDE_CAP=0", { CHAT_DAILY_CLAUDE_CAP: "0" }],
    ["CHAT_CLIENT_DAILY_CLAUDE_CAP=0", { CHAT_CLIENT_DAILY_CLAUDE_CAP: "0" }],
  ] as const) {
    capsAtZero[name] = await withChat(env, async (ask, calls) => {
      for (let i = 0; i < 5; i++) await ask("How do I file for tinnitus?");
      return calls();
    });
  }
  const clientBudgetOf4 = await withChat({ CHAT_CLIENT_DAILY_CLAUDE_CAP: "4" }, async (ask, calls) => {
    for (let i = 0; i < 5; i++) await ask("How do I file for tinnitus?");
    return calls();
  });

  const dailyCap = 1000;
  const oneSlash24 = await withChat({ CHAT_DAILY_CLAUDE_CAP: String(dailyCap) }, async (ask, calls) => {
    // Twenty addresses of one /24, each asking far past its own budget.
    for (let turn = 0; turn < 60; turn++) {
      await Promise.all(
        Array.from({ length: 20 }, (_, host) => ask("How do I file for tinnitus?", `203.0.113.${host + 1}`)),
      );
    }
    const used = calls();
    const before = calls();
    await ask("How do I file for tinnitus?", "198.51.100.7");
    return {
      addresses: 20,
      messages: 1200,
      modelCalls: used,
      shareOfDailyCap: used / dailyCap,
      newClientServed: calls() > before,
    };
  });

  return {
    guard,
    caps: {
      /** Model calls for 5 messages with each cap at 0 (goal 0). */
      callsWithCapAtZero: capsAtZero,
      /** Model calls for 5 messages with a client budget of 4: two turns of answer + risk screen. */
      callsWithClientBudget4: clientBudgetOf4,
    },
    oneSlash24,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchGuard(), null, 2));
}
