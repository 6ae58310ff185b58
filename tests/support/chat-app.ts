import { readdir } from "node:fs/promises";
import type { ChatMessage } from "../../netlify/lib/assistant/types";
import { historyKey } from "../../netlify/lib/chat/session-cookie";
import { over, type Handler } from "./over";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll } from "vitest";
import chatSend from "../../netlify/functions/chat-send";
import { chatFromEnv, type Chat } from "../../netlify/lib/chat/service";
import { parseEnv } from "../../netlify/lib/env";
import { CLAUDE_BASE_URL, type ClaudeMock, startClaudeMock } from "../harness/claude-mock";
import { type FunctionApp, startFunctionStorage } from "./function-app";
import { SITE, testContext } from "./leads";

export const CHAT_URL = `${SITE}/api/chat/send`;

let sessions = 0;
/** A session id of the form the spec's client sends: `session-` + ms + `-` + 9 letters and digits. */
export function newSessionId(): string {
  sessions++;
  return `session-${Date.now()}-${(sessions.toString(36) + Math.random().toString(36).slice(2)).slice(0, 9).padEnd(9, "0")}`;
}

export function chatPost(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(CHAT_URL, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: SITE, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export type ChatApp = FunctionApp<Handler, Chat> & {
  /** Sends one message, as one browser with its cookie, and waits for the work done after the reply (the history save). */
  send(input: { sessionId: string; message: string; ip?: string; headers?: Record<string, string> }): Promise<Response>;
  /** Files of the local history store. */
  historyFiles(): Promise<string[]>;
  /** The stored history of a session as this app's browser (its cookie) owns it. */
  historyOf(input: { sessionId: string; limit: number }): Promise<ChatMessage[]>;
};

/**
 * The chat function wired exactly as in production from environment variables. `claude: true`
 * sets an API key and points the SDK at the msw mock (start the mock first); `upstash` points
 * UPSTASH_* at a REST bridge to the test redis-server. Error paths use no retries and short
 * timeouts through the same variables production reads.
 */
export async function startChatApp({
  claude = false,
  upstash = false,
  env = {},
  now,
}: {
  claude?: boolean;
  upstash?: boolean;
  env?: Record<string, string>;
  /** The local twins' clock (the history's expiry), when a test moves time. */
  now?: () => number;
} = {}): Promise<ChatApp> {
  const { dir, bridge, logger, lines, upstashEnv } = await startFunctionStorage({ upstash });
  const deps = chatFromEnv(
    parseEnv({
      DATA_DIR: dir.path,
      URL: SITE,
      CHAT_IP_RATE_LIMIT: "1000",
      CHAT_SESSION_RATE_LIMIT: "1000",
      ...upstashEnv,
      ...(claude && {
        ANTHROPIC_API_KEY: "test-key",
        ANTHROPIC_BASE_URL: CLAUDE_BASE_URL,
        ANTHROPIC_MAX_RETRIES: "0",
        ANTHROPIC_TIMEOUT_MS: "1000",
      }),
      ...env,
    }),
    { logger, ...(now && { now }) },
  );
  const handler = over(chatSend, () => deps);
  let cookie: string | undefined;
  return {
    handler,
    deps,
    lines,
    dataDir: dir.path,
    bridge,
    async send({ sessionId, message, ip, headers }) {
      const context = testContext(ip ? { ip } : {});
      // One browser: it sends back the owner cookie the chat gave it (decision 961).
      const response = await handler(
        chatPost({ sessionId, message }, { ...headers, ...(cookie ? { cookie } : {}) }),
        context,
      );
      cookie = response.headers.get("set-cookie")?.split(";")[0] ?? cookie;
      await context.settled();
      return response;
    },
    async historyOf({ sessionId, limit }) {
      const owner = cookie?.split("=")[1] ?? "";
      return deps.history.loadHistory({ sessionId: historyKey({ sessionId, owner }), limit });
    },
    async historyFiles() {
      return readdir(join(dir.path, "chat")).catch(() => []);
    },
    async close() {
      await bridge?.close();
      await dir.remove();
    },
  };
}

/**
 * For a test file: the msw Claude mock, and `app()` to start chat functions that are all closed
 * after each test (the mock is reset then too).
 */
export function useChatApps({ claude = false }: { claude?: boolean } = {}) {
  let mock: ClaudeMock | undefined;
  const apps: ChatApp[] = [];
  beforeAll(() => {
    mock = startClaudeMock();
  });
  afterEach(async () => {
    mock?.reset();
    for (const started of apps.splice(0)) await started.close();
  });
  afterAll(() => mock?.close());
  return {
    get mock(): ClaudeMock {
      if (!mock) throw new Error("The Claude mock starts in beforeAll");
      return mock;
    },
    async app(options: Parameters<typeof startChatApp>[0] = {}) {
      const started = await startChatApp({ claude, ...options });
      apps.push(started);
      return started;
    },
  };
}
