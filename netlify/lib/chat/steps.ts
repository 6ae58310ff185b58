/**
 * The chat function's own steps in the request pipeline (`../http/pipeline.ts`): the crisis line
 * first, then the limits. The function file lists them; the pipeline runs them in its order.
 */
import type { ChatSendResponse, ValidChatSendRequest } from "../../../contract/api";
import { jsonResponse } from "../http/guards";
import type { Call, ReadBody } from "../http/pipeline";
import { createLogger, errorFields } from "../log";
import { enforceRateLimits } from "../rate-limit/enforce";
import type { ChatDeps } from "./deps";
import { CRISIS_REPLY, isCrisisMessage } from "./safety/crisis";
import { hashSessionId } from "./service";

const fallbackLogger = createLogger();

/** A field of a body that failed validation, if it is text (the crisis check reads it anyway). */
const textField = (body: unknown, name: string) => {
  const value = typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" ? value : undefined;
};

/**
 * Safety first: a person in crisis gets the crisis line even if the request is otherwise invalid
 * (say, a long message), and before the configuration, any limit, storage or model is touched: a
 * broken environment variable must not stand between them and 988. Crisis messages are not stored.
 */
export function crisisFirst({
  read,
  deps,
}: {
  read: ReadBody<ValidChatSendRequest>;
  deps: ChatDeps | undefined;
}): Response | null {
  const valid = read.ok && read.parsed.success ? read.parsed.output : undefined;
  const message = valid?.message ?? textField(read.body, "message");
  if (message === undefined || !isCrisisMessage(message)) return null;
  const sessionId = valid?.sessionId;
  (deps?.logger ?? fallbackLogger).info("chat.reply", {
    session: sessionId ? hashSessionId(sessionId) : null,
    outcome: "crisis-line",
  });
  return jsonResponse({ response: CRISIS_REPLY } satisfies ChatSendResponse);
}

/**
 * Per-client (IPv4, or IPv6 /64: `clientKey`), then per-session limits (the session's only for a
 * valid request, which names one); throws `rate_limited` with Retry-After.
 */
export function chatLimits({
  deps,
  client,
  valid,
}: Call<ChatDeps> & { valid: ValidChatSendRequest | undefined }): Promise<void> {
  const sessionId = valid?.sessionId;
  return enforceRateLimits({
    checks: [
      { limiter: deps.ipLimiter, key: client, scope: "ip" },
      ...(sessionId ? [{ limiter: deps.sessionLimiter, key: sessionId, scope: "session" as const }] : []),
    ],
    onError: (error, scope) => deps.logger.warn("chat.rate-limit-unavailable", { scope, ...errorFields(error) }),
    onLimited: (scope) =>
      deps.logger.info("chat.rate-limited", { session: sessionId ? hashSessionId(sessionId) : null, scope }),
  });
}
