import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { RISK_SCREEN_PROMPT } from "../../netlify/lib/safety/risk-screen/claude";

/** Where the tests' Claude lives: msw answers it, nothing leaves the machine. */
export const CLAUDE_BASE_URL = "https://claude.test";

export type ClaudeRequest = {
  model: string;
  max_tokens: number;
  system: { type: string; text: string; cache_control?: { type: string } }[];
  messages: { role: "user" | "assistant"; content: string }[];
};

type Responder = (body: ClaudeRequest) => Response | Promise<Response>;

/** A Messages API reply as Anthropic sends it. */
export function claudeReply(
  text: string,
  usage: Partial<
    Record<"input_tokens" | "output_tokens" | "cache_read_input_tokens" | "cache_creation_input_tokens", number>
  > = {},
) {
  return {
    id: `msg_${Math.random().toString(36).slice(2)}`,
    type: "message",
    role: "assistant",
    model: "claude-haiku-4-5",
    content: [{ type: "text", text }],
    stop_reason: "end_turn",
    stop_sequence: null,
    usage: {
      input_tokens: 1200,
      output_tokens: 90,
      cache_read_input_tokens: 0,
      cache_creation_input_tokens: 0,
      ...usage,
    },
  };
}

export const replies = {
  text:
    (text: string): Responder =>
    () =>
      HttpResponse.json(claudeReply(text)),
  status:
    (status: number, type = "api_error"): Responder =>
    () =>
      HttpResponse.json({ type: "error", error: { type, message: "mocked failure" } }, { status }),
  hang: (): Responder => async () => {
    await delay("infinite");
    return HttpResponse.json({});
  },
  /**
   * What a prompt-injected model does: it says whatever it is told. The reply is the last user
   * message as sent, so a test or the probe can make "Claude" write any text at all.
   */
  repeat: (): Responder => (body) => HttpResponse.json(claudeReply(lastUserText(body))),
  raw:
    (body: string, status = 200): Responder =>
    () =>
      new HttpResponse(body, { status, headers: { "Content-Type": "application/json" } }),
};

/** The text of the last user message in a request: what a repeating model answers with. */
export function lastUserText(body: ClaudeRequest): string {
  const last = body.messages.findLast((message) => message.role === "user");
  if (!last) return "";
  return typeof last.content === "string"
    ? last.content
    : (last.content as { type: string; text?: string }[]).map((block) => block.text ?? "").join("");
}

/** The second screen's call (decision 502) carries its own fixed prompt. */
export const isRiskScreenRequest = (body: ClaudeRequest) => body.system?.[0]?.text === RISK_SCREEN_PROMPT;

/**
 * Mocks `POST {CLAUDE_BASE_URL}/v1/messages` and records each request body: the answers in
 * `requests`, the risk screen's calls apart in `riskRequests` (answered "SAFE" unless
 * `respondToRiskScreen` says otherwise). Start it before
 * creating the chat deps: the SDK takes `fetch` when its client is built. Requests to the local
 * Upstash bridge pass through; anything else fails the test.
 */
export function startClaudeMock() {
  const requests: ClaudeRequest[] = [];
  const riskRequests: ClaudeRequest[] = [];
  let responder: Responder = replies.text(
    "You can file with VA Form 21-526EZ: https://www.va.gov/disability/file-disability-claim-form-21-526ez",
  );
  let riskResponder: Responder = replies.text("SAFE");
  const server = setupServer(
    http.post(`${CLAUDE_BASE_URL}/v1/messages`, async ({ request }) => {
      const body = (await request.json()) as ClaudeRequest;
      if (isRiskScreenRequest(body)) {
        riskRequests.push(body);
        return riskResponder(body);
      }
      requests.push(body);
      return responder(body);
    }),
  );
  server.listen({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).hostname !== "127.0.0.1") print.error();
    },
  });
  return {
    requests,
    riskRequests,
    respond(next: Responder) {
      responder = next;
    },
    respondToRiskScreen(next: Responder) {
      riskResponder = next;
    },
    reset() {
      requests.length = 0;
      riskRequests.length = 0;
      riskResponder = replies.text("SAFE");
      responder = replies.text(
        "You can file with VA Form 21-526EZ: https://www.va.gov/disability/file-disability-claim-form-21-526ez",
      );
    },
    close: () => server.close(),
  };
}

export type ClaudeMock = ReturnType<typeof startClaudeMock>;

/**
 * The repeating model as a real HTTP server on loopback, for a process the test does not run
 * (`npm start`, the browser tests, the bench): `ANTHROPIC_BASE_URL` = `url`. Answers are the last
 * user message, the risk screen's "SAFE"; `calls` counts each kind.
 */
export async function startRepeatingClaudeServer() {
  const calls = { answers: 0, riskScreens: 0 };
  const server = createServer((req, res) => {
    let text = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (text += chunk));
    req.on("end", () => {
      const body = JSON.parse(text || "{}") as ClaudeRequest;
      const risk = isRiskScreenRequest(body);
      if (risk) calls.riskScreens++;
      else calls.answers++;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(claudeReply(risk ? "SAFE" : lastUserText(body))));
    });
  });
  // Idle connections stay open longer than the client pools them, as Anthropic's do: a reply is
  // never lost to a socket closed under a request.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
