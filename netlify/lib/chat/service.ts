import { createHash } from "node:crypto";
import { ApiError } from "../http/errors";
import { errorFields, type LogFields } from "../log";
import type { Assistant, AssistantReply, ChatMessage } from "./assistant/port";
import { CRISIS_REPLY } from "./safety/crisis";
import type { ChatDeps } from "./deps";
import { HISTORY_SENT_TO_MODEL } from "./storage/history/port";
import { filterLinks } from "./safety/link-filter";
import { type RiskResult, startRiskScreen } from "./safety/risk-screen/start";

type ChatOutcome =
  "claude" | "offline-no-key" | "offline-daily-cap" | "offline-client-budget" | "offline-claude-failed";

/** What the logs carry instead of the session id: enough to follow one conversation, no more. */
export function hashSessionId(sessionId: string): string {
  return createHash("sha256").update(sessionId).digest("hex").slice(0, 16);
}

/**
 * One chat turn: the answer (`composeAnswer`) beside the model's risk screen when Claude is
 * configured, then the exchange saved after the reply (in `defer`). A positive risk judgment
 * returns the crisis reply instead. Throws `unavailable` only when nothing could answer.
 */
export async function answerChat({
  client,
  sessionId,
  message,
  siteOrigin,
  deps,
  defer,
}: {
  /** The client's limit key (`clientKey`), for its daily budget of Claude calls. */
  client: string;
  sessionId: string;
  message: string;
  siteOrigin: string;
  deps: ChatDeps;
  defer: (work: Promise<unknown>) => void;
}): Promise<{ response: string }> {
  const session = hashSessionId(sessionId);
  // The model's risk judgment runs beside the answer (decision 502); the answer never waits on
  // it past a short, bounded time, and its failure is only logged.
  const screening = deps.riskScreen ? startRiskScreen(deps.riskScreen, message) : null;
  const answer = await composeAnswer({ client, sessionId, session, message, siteOrigin, deps }).catch(
    (error: unknown) => ({
      error,
    }),
  );
  const risk = screening
    ? await screening.result({ offlineAnswer: "error" in answer || answer.outcome !== "claude" })
    : undefined;
  if (risk) logRisk({ risk, session, deps });
  if (risk?.outcome === "risk") {
    // As for the local screen: the crisis line, and the message is not stored.
    deps.logger.info("chat.reply", { session, outcome: "crisis-line-model" });
    return { response: CRISIS_REPLY };
  }
  if ("error" in answer) throw answer.error;
  const { text, reply, outcome } = answer;
  deps.logger.info("chat.reply", { session, outcome, topic: reply?.topic, ...usageFields(reply) });
  defer(saveExchange({ sessionId, session, user: message, assistant: text, deps }));
  return { response: text };
}

function logRisk({ risk, session, deps }: { risk: RiskResult; session: string; deps: ChatDeps }) {
  const fields = {
    session,
    outcome: risk.outcome,
    riskInputTokens: risk.usage?.inputTokens,
    riskOutputTokens: risk.usage?.outputTokens,
  };
  if (risk.outcome === "failed") deps.logger.warn("chat.risk-screen", { ...fields, ...errorFields(risk.error) });
  else deps.logger.info("chat.risk-screen", fields);
}

/**
 * The answer: Claude (when configured, under the daily cap) or the offline assistant, links
 * filtered. Throws `unavailable` only when not even the offline assistant could answer.
 */
async function composeAnswer({
  client,
  sessionId,
  session,
  message,
  siteOrigin,
  deps,
}: {
  client: string;
  sessionId: string;
  session: string;
  message: string;
  siteOrigin: string;
  deps: ChatDeps;
}): Promise<{ text: string; reply?: AssistantReply; outcome: ChatOutcome }> {
  // Both only read or count in Redis: done side by side, so a slow Redis costs its timeout once.
  const [history, allowance] = await Promise.all([
    loadHistory({ sessionId, session, deps }),
    deps.claude ? takeClaudeAllowance({ client, session, deps }) : null,
  ]);

  let reply: AssistantReply | undefined;
  let text = "";
  let outcome: ChatOutcome;
  if (!deps.claude) outcome = "offline-no-key";
  else if (allowance !== "granted") outcome = allowance ?? "offline-daily-cap";
  else {
    ({ reply, text } = await askClaude({ claude: deps.claude, message, history, siteOrigin, session, deps }));
    // A failed call, or a reply that was nothing but a removed link, is no reply.
    outcome = text === "" ? "offline-claude-failed" : "claude";
  }

  if (outcome !== "claude") {
    try {
      reply = await deps.offline.reply({ message, history });
      text = filterLinks(reply.text, { siteOrigin });
    } catch (error) {
      deps.logger.warn("chat.offline.failed", { session, ...errorFields(error) });
    }
    if (text === "") throw new ApiError("unavailable");
  }
  return { text, reply, outcome };
}

async function loadHistory({ sessionId, session, deps }: { sessionId: string; session: string; deps: ChatDeps }) {
  try {
    return await deps.history.loadHistory({ sessionId, limit: HISTORY_SENT_TO_MODEL });
  } catch (error) {
    // The question still deserves an answer; it is answered without the earlier turns.
    deps.logger.warn("chat.history.load-failed", { session, ...errorFields(error) });
    return [] as ChatMessage[];
  }
}

async function askClaude({
  claude,
  message,
  history,
  siteOrigin,
  session,
  deps,
}: {
  claude: Assistant;
  message: string;
  history: ChatMessage[];
  siteOrigin: string;
  session: string;
  deps: ChatDeps;
}): Promise<{ reply?: AssistantReply; text: string }> {
  try {
    const reply = await claude.reply({ message, history });
    return { reply, text: filterLinks(reply.text, { siteOrigin }) };
  } catch (error) {
    deps.logger.warn("chat.claude.failed", { session, ...errorFields(error), ...statusOf(error) });
    return { text: "" };
  }
}

/**
 * One Claude call from the client's own daily budget, then from the global cap (a client past
 * its budget does not spend the global cap).
 */
async function takeClaudeAllowance({
  client,
  session,
  deps,
}: {
  client: string;
  session: string;
  deps: ChatDeps;
}): Promise<"granted" | "offline-client-budget" | "offline-daily-cap"> {
  try {
    if (!(await deps.clientBudget.tryTake({ client }))) return "offline-client-budget";
    return (await deps.dailyCap.tryTake()) ? "granted" : "offline-daily-cap";
  } catch (error) {
    // Cost control fails closed: the offline assistant still answers.
    deps.logger.warn("chat.daily-cap.unavailable", { session, ...errorFields(error) });
    return "offline-daily-cap";
  }
}

async function saveExchange({
  sessionId,
  session,
  user,
  assistant,
  deps,
}: {
  sessionId: string;
  session: string;
  user: string;
  assistant: string;
  deps: ChatDeps;
}): Promise<void> {
  try {
    await deps.history.saveExchange({ sessionId, user, assistant });
  } catch (error) {
    deps.logger.warn("chat.history.save-failed", { session, ...errorFields(error) });
  }
}

function usageFields(reply: AssistantReply | undefined): LogFields {
  if (!reply?.usage) return {};
  const { inputTokens, outputTokens, cacheReadTokens, cacheWriteTokens } = reply.usage;
  return { inputTokens, outputTokens, cacheReadTokens, cacheWriteTokens };
}

function statusOf(error: unknown): LogFields {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? { status } : {};
}
