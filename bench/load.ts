/**
 * Load through README's run command (`npm start` = scripts/serve.ts, Netlify's local emulation):
 * autocannon on loopback against `/api/consultations`, `/api/chat/send` (offline assistant) and
 * the no-op floor `GET /api/health`, each for a fixed time at a fixed number of connections.
 * Every consultation body is a different person, so dedupe hides no work; every chat request is
 * a new session, so the per-IP limit is the one that binds under the default limits.
 */
import autocannon from "autocannon";
import { crisisReplyFor } from "../netlify/lib/safety/replies";
import { screenMessage } from "../netlify/lib/safety/screen";
import { OFFLINE_QUESTIONS } from "../tests/harness/chat-questions";

/**
 * The tuning set's questions less those the chat's crisis screen answers with the line (a
 * survivor's, naming a suicide; "I hurt them in service"): those are answered before any limit,
 * so they would count as "accepted past the limit", and never reach a model.
 */
export const BENEFIT_QUESTIONS = OFFLINE_QUESTIONS.filter(
  ({ question }) => crisisReplyFor(screenMessage(question)) === null,
);

export type LoadFigures = {
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors and timeouts: requests that got no HTTP answer at all. */
  errors: number;
  timeouts: number;
  errors5xx: number;
  non2xx: number;
  statusCounts: Record<string, number>;
};

export type LoadOptions = { connections: number; seconds: number; timeoutSeconds: number };

/** 50 connections for 10 s (issue 5); a request unanswered after 10 s counts as an error, as on Netlify. */
export const LOAD: LoadOptions = { connections: 50, seconds: 10, timeoutSeconds: 10 };

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36).padStart(6, "0")}`;

export const TARGETS = {
  consultations: {
    path: "/api/consultations",
    method: "POST",
    body: () =>
      JSON.stringify({
        fullName: "Bench Mark",
        email: `bench.${unique()}@example.com`,
        phone: `(555) 010-${String(sequence % 10_000).padStart(4, "0")}`,
        serviceBranch: "Army",
      }),
  },
  chat: {
    path: "/api/chat/send",
    method: "POST",
    body: () =>
      JSON.stringify({
        sessionId: `session-${Date.now()}-${unique()}`,
        message: BENEFIT_QUESTIONS[sequence % BENEFIT_QUESTIONS.length]!.question,
      }),
  },
  noop: { path: "/api/health", method: "GET", body: undefined },
} as const;

export type LoadTarget = keyof typeof TARGETS;

export async function runLoad({
  baseURL,
  target,
  options = LOAD,
}: {
  baseURL: string;
  target: LoadTarget;
  options?: LoadOptions;
}): Promise<LoadFigures> {
  const { path, method, body } = TARGETS[target];
  const result = await autocannon({
    url: baseURL,
    connections: options.connections,
    duration: options.seconds,
    timeout: options.timeoutSeconds,
    headers: { origin: baseURL, "content-type": "application/json" },
    requests: [
      {
        method,
        path,
        setupRequest: (request) => (body ? { ...request, body: body() } : request),
      },
    ],
  });
  const statusCounts: Record<string, number> = {};
  for (const [code, { count = 0 }] of Object.entries(result.statusCodeStats ?? {})) statusCounts[code] = Number(count);
  const answered = Object.values(statusCounts).reduce((sum, n) => sum + n, 0);
  return {
    requests: answered,
    rps: Number((answered / result.duration).toFixed(1)),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    errors5xx: result["5xx"],
    non2xx: result.non2xx,
    statusCounts,
  };
}

/** Under the default limits: how many got through, and the share of 429s among requests past the limit. */
export function limitFigures({ figures, limit }: { figures: LoadFigures; limit: number }) {
  const accepted = Object.entries(figures.statusCounts)
    .filter(([code]) => code.startsWith("2"))
    .reduce((sum, [, n]) => sum + n, 0);
  const tooMany = figures.statusCounts["429"] ?? 0;
  const pastLimit = Math.max(0, figures.requests - limit);
  return {
    limit,
    requests: figures.requests,
    accepted,
    rateLimited: tooMany,
    share429PastLimit: pastLimit === 0 ? 0 : Number((tooMany / pastLimit).toFixed(4)),
    errors5xx: figures.errors5xx,
    errors: figures.errors,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseURL = process.argv[2] ?? "http://127.0.0.1:8888";
  const target = (process.argv[3] ?? "noop") as LoadTarget;
  console.log(JSON.stringify(await runLoad({ baseURL, target }), null, 2));
}
