/**
 * The chat service: the crisis line first, the limits, then one answer (Claude under its budgets,
 * or the offline assistant) beside the model's risk screen. `chat()` is this function instance's
 * set of parts, picked from the environment once.
 */
import { createHash } from "node:crypto";
import type { ValidChatSendRequest } from "../../../contract/api";
import { filterLinks } from "../../../contract/links";
import { contact } from "../../../facts/service";
import { createClaudeAssistant } from "../assistant/claude";
import type { Language } from "../assistant/answer";
import { createOfflineAssistant, followUpsFor } from "../assistant/offline";
import { type Assistant, type AssistantReply, type ChatMessage, HISTORY_SENT_TO_MODEL } from "../assistant/types";
import { type Env, getEnv } from "../env";
import { ApiError } from "../errors";
import { createLogger, errorFields, type Logger, type LogFields } from "../log";
import { enforceRateLimits, type RateLimiter, rateLimiter } from "../rate-limit/limiter";
import { stateHome } from "../redis";
import { type SiteOrigins, siteOrigins } from "../request";
import { CRISIS_REPLY } from "../safety/crisis";
import { crisisReplyForRefusedBody, type ScreenableBody } from "../safety/read-for-screen";
import { crisisReplyFor, openingLineFor } from "../safety/replies";
import { type RecentTurns, type Screening, screenMessage, screenTurn } from "../safety/screen";
import type { ScreenStateStore } from "../safety/screen-state";
import { createFileScreenStateStore } from "../safety/screen-state-files";
import { createUpstashScreenStateStore } from "../safety/screen-state-upstash";
import { createClaudeRiskScreen } from "../safety/risk-screen/claude";
import type { RiskScreen } from "../safety/risk-screen/judgment";
import { type RiskResult, startRiskScreen } from "../safety/risk-screen/start";
import { guardReply } from "./output-guard";
import { PRIVACY_NOTE, redactMessage } from "./redact";
import type { ChatHistoryStore } from "./history";
import { createLocalHistoryStore } from "./history-files";
import { createUpstashHistoryStore } from "./history-upstash";

/** Everything the chat function works with. */
export type Chat = {
  history: ChatHistoryStore;
  /** What the crisis screen remembers of a session (decision 941, part 2): never the model's history. */
  screenState: ScreenStateStore;
  /** Null when no ANTHROPIC_API_KEY is set: the offline assistant answers everything. */
  claude: Assistant | null;
  offline: Assistant;
  /** The model's risk judgment beside each answer; null without ANTHROPIC_API_KEY. */
  riskScreen: RiskScreen | null;
  /** The daily cap of model calls, the risk screen's included, under the one key "all" (one UTC day). */
  dailyCap: RateLimiter;
  /** The part of the daily cap a client that has used Claude today may still take (decision 961). */
  sharedCap: RateLimiter;
  /** Each client's first model call of the day: the reserve is theirs. */
  firstCall: RateLimiter;
  /** Each client's own daily budget of model calls (decision 503), keyed by `clientKey`. */
  clientBudget: RateLimiter;
  /** Each network's share of the daily cap (an IPv4 /24, an IPv6 /48), keyed by `networkKey`. */
  networkBudget: RateLimiter;
  ipLimiter: RateLimiter;
  sessionLimiter: RateLimiter;
  logger: Logger;
  /** The site's own and allowed origins, from configuration. */
  origins: SiteOrigins;
  /** How long a history is kept, and so the owner cookie too. */
  historyTtlSeconds: number;
};

/** A chat turn must not wait long on Redis: one short retry, then it goes on without it. */
const CHAT_REDIS = { timeoutMs: 1000, retries: 1 };
/**
 * The last thing a reply passes through is the contract's one link rule (the page renders with the
 * same rule): every address outside VA.gov, the Veterans Crisis Line and this site goes, whatever
 * the model wrote. The service's e-mail stays as plain text.
 */
const KEPT_WORDS = [contact.email];
const DAY_SECONDS = 24 * 60 * 60;
/** One network's share of the day's model calls by default: twenty machines in one /24 get a tenth at most. */
const NETWORK_SHARE = 0.1;
/** The part of the day's model calls kept for clients that have not used Claude yet that day. */
const NEW_CLIENT_RESERVE = 0.2;

/** The parts `env` picks; `now` is the one clock of the local twins. */
export function chatFromEnv(
  env: Env,
  { logger = createLogger(), now = Date.now }: { logger?: Logger; now?: () => number } = {},
): Chat {
  const home = stateHome(env, { ...CHAT_REDIS, now });
  const ttlSeconds = env.CHAT_HISTORY_TTL_DAYS * DAY_SECONDS;
  // A cap of 0 turns the model off: no answer and no risk screen is ever asked of it.
  const key = env.CHAT_DAILY_CLAUDE_CAP > 0 && env.CHAT_CLIENT_DAILY_CLAUDE_CAP > 0 ? env.ANTHROPIC_API_KEY : undefined;
  const cap = env.CHAT_DAILY_CLAUDE_CAP;
  const dayLimit = (name: string, requests: number) =>
    rateLimiter(home, { name, requests, window: "utc-day", onSlowRedis: "closed" });
  const model = { apiKey: key ?? "", model: env.ANTHROPIC_MODEL, baseURL: env.ANTHROPIC_BASE_URL };
  const parts: Chat = {
    history: home.redis
      ? createUpstashHistoryStore({ redis: home.redis, ttlSeconds })
      : createLocalHistoryStore({ dataDir: home.dataDir, ttlSeconds, now: home.now }),
    screenState: home.redis
      ? createUpstashScreenStateStore({ redis: home.redis })
      : createFileScreenStateStore({ dataDir: home.dataDir, now: home.now }),
    claude: key
      ? createClaudeAssistant({ ...model, timeoutMs: env.ANTHROPIC_TIMEOUT_MS, maxRetries: env.ANTHROPIC_MAX_RETRIES })
      : null,
    offline: createOfflineAssistant(),
    riskScreen: key ? createClaudeRiskScreen(model) : null,
    dailyCap: dayLimit("chat:claude-calls", cap),
    sharedCap: dayLimit("chat:claude-calls-shared", Math.max(1, cap - Math.ceil(cap * NEW_CLIENT_RESERVE))),
    firstCall: dayLimit("chat:claude-first-call", 1),
    clientBudget: dayLimit("chat:claude-calls-client", env.CHAT_CLIENT_DAILY_CLAUDE_CAP),
    networkBudget: dayLimit(
      "chat:claude-calls-network",
      env.CHAT_NETWORK_DAILY_CLAUDE_CAP ?? Math.max(2, Math.floor(cap * NETWORK_SHARE)),
    ),
    ipLimiter: rateLimiter(home, {
      name: "chat:ip",
      requests: env.CHAT_IP_RATE_LIMIT,
      window: { seconds: env.CHAT_IP_RATE_WINDOW_SECONDS },
    }),
    sessionLimiter: rateLimiter(home, {
      name: "chat:session",
      requests: env.CHAT_SESSION_RATE_LIMIT,
      window: { seconds: env.CHAT_SESSION_RATE_WINDOW_SECONDS },
    }),
    logger,
    origins: siteOrigins(env),
    historyTtlSeconds: ttlSeconds,
  };
  logger.info("chat.adapters", {
    history: parts.history.kind,
    screenState: parts.screenState.kind,
    assistant: parts.claude?.kind ?? parts.offline.kind,
    riskScreen: parts.riskScreen?.kind ?? "none",
    dailyCap: parts.dailyCap.kind,
    clientBudget: parts.clientBudget.kind,
    networkBudget: parts.networkBudget.kind,
    ipRateLimiter: parts.ipLimiter.kind,
    sessionRateLimiter: parts.sessionLimiter.kind,
  });
  return parts;
}

let instance: Chat | undefined;

/** This function instance's parts, from the process environment, built on first use. */
export function chat(): Chat {
  instance ??= chatFromEnv(getEnv());
  return instance;
}

const fallbackLogger = createLogger();

/** A field of a body that failed validation, if it is text (the crisis check reads it anyway). */
const textField = (body: unknown, name: string) => {
  const value = typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" ? value : undefined;
};

/**
 * Safety first: a person in crisis gets the crisis line even if the request is otherwise invalid
 * (say, a long message), and before the configuration, any limit, storage or model is touched: a
 * broken environment variable must not stand between them and 988. The message alone is screened
 * here (decision 941): clear risk, harm to others, or another language get their reply now; a body
 * another check refuses (413, 415, invalid JSON) is read for the screen up to the size cap, and a
 * risky one gets the crisis reply instead of the refusal. Crisis messages are not stored in the
 * history; the screen's own session state keeps the message (after the reply, in `defer`).
 * Returns the reply, or null for any other message.
 */
export async function crisisFirst({
  body,
  refused,
  valid,
  stateId,
  parts,
  defer,
}: {
  /** Whatever body could be read (undefined if none). */
  body: unknown;
  /** What was sent, read leniently up to the cap, when the checks refused the body (413, 415, 400). */
  refused: ScreenableBody | undefined;
  valid: ValidChatSendRequest | undefined;
  /** Where this browser's screen state of the session is kept (`historyKey`, as the history). */
  stateId: string | undefined;
  parts: () => Chat;
  defer: (work: Promise<unknown>) => void;
}): Promise<string | null> {
  let reply: string | null;
  let outcome: string;
  let clearAlone: string | undefined;
  if (refused) {
    reply = crisisReplyForRefusedBody(refused);
    outcome = "crisis-line-refused-body";
  } else {
    const message = valid?.message ?? textField(body, "message");
    if (message === undefined) return null;
    const screening = screenMessage(message);
    reply = crisisReplyFor(screening);
    outcome = crisisOutcome(screening);
    if (screening.tier === "clear" && screening.language !== "other") clearAlone = message;
  }
  if (reply === null) return null;
  let service: Chat | undefined;
  try {
    service = parts();
  } catch {
    // A broken configuration: the crisis line still answers, logged without it.
  }
  const session = valid ? hashSessionId(valid.sessionId) : null;
  // Round 47: clear risk alone may be a threat with the session's earlier turns ("voy a ir a arreglar
  // cuentas", then "llevo la 45"): the turns are read (a failure reads the message alone) and only a
  // threat changes the reply, to 911 first. Nothing else the turns say lowers the crisis reply.
  if (clearAlone !== undefined && service && valid && stateId) {
    const inContext = screenTurn(clearAlone, await loadTurns({ stateId, session: session!, deps: service }));
    if (inContext.tier === "harm") {
      reply = crisisReplyFor(inContext) ?? reply;
      outcome = `${crisisOutcome(inContext)}-in-context`;
    }
  }
  (service?.logger ?? fallbackLogger).info("chat.reply", { session, outcome });
  // Stored as every other turn is: masked (decision 961).
  if (service && valid && stateId) {
    defer(recordTurn({ stateId, user: redactMessage(valid.message).text, deps: service }));
  }
  return reply;
}

/** The log's name for a reply the screen gave. */
const crisisOutcome = (s: Screening) =>
  s.language === "other" ? "crisis-line-other-language" : s.tier === "harm" ? "crisis-line-harm" : "crisis-line";

/**
 * Per-client (IPv4, or IPv6 /64: `clientKey`), then per-session limits (the session's only for a
 * valid request, which names one); throws `rate_limited` with Retry-After.
 */
export function countChat(parts: Chat, client: string, valid: ValidChatSendRequest | undefined): Promise<void> {
  const sessionId = valid?.sessionId;
  return enforceRateLimits({
    checks: [
      { limiter: parts.ipLimiter, key: client, scope: "ip" },
      ...(sessionId ? [{ limiter: parts.sessionLimiter, key: sessionId, scope: "session" as const }] : []),
    ],
    onError: (error, scope) => parts.logger.warn("chat.rate-limit-unavailable", { scope, ...errorFields(error) }),
    onLimited: (scope) =>
      parts.logger.info("chat.rate-limited", { session: sessionId ? hashSessionId(sessionId) : null, scope }),
  });
}

type ChatOutcome =
  | "claude"
  | "offline-no-key"
  | "offline-daily-cap"
  | "offline-client-budget"
  | "offline-network-budget"
  | "offline-claude-failed"
  | "offline-guarded";
type Allowance = "granted" | "offline-client-budget" | "offline-network-budget" | "offline-daily-cap";

/** What the logs carry instead of the session id: enough to follow one conversation, no more. */
export function hashSessionId(sessionId: string): string {
  return createHash("sha256").update(sessionId).digest("hex").slice(0, 16);
}

/**
 * One chat turn. The message is redacted first (decision 961): what is stored and what any model
 * sees has no Social-Security-like number or date of birth. Then the model calls this turn needs
 * (the answer and the risk screen, decision 502) are taken from the budgets at once (decision
 * 961); the answer (`composeAnswer`) runs beside the risk screen, and the exchange is saved after
 * the reply (in `defer`). A positive risk judgment returns the crisis reply instead. Throws
 * `unavailable` only when nothing could answer.
 */
export async function answerChat({
  client,
  network,
  sessionId,
  historyId,
  message: typed,
  siteOrigin,
  deps,
  defer,
  pageLanguage = null,
}: {
  /** The client's limit key (`clientKey`), for its daily budget of model calls. */
  client: string;
  /** The client's network (`networkKey`), for its network's share. */
  network: string;
  sessionId: string;
  /** Where this browser's history of the session is kept (`historyKey`, decision 961). */
  historyId: string;
  message: string;
  siteOrigin: string;
  deps: Chat;
  defer: (work: Promise<unknown>) => void;
  /** The page's language (its `Content-Language` header), for a message with no clear language. */
  pageLanguage?: Language | null;
}): Promise<ChatAnswer> {
  const session = hashSessionId(sessionId);
  // The crisis screen in context (decision 941): the message as typed, with the session's recent turns.
  const recent = await loadTurns({ stateId: historyId, session, deps });
  const inContext = screenTurn(typed, recent);
  const crisis = crisisReplyFor(inContext);
  // Masked before it is stored or sent to a model (decision 961).
  const { text: message, masked } = redactMessage(typed);
  if (crisis) {
    deps.logger.info("chat.reply", { session, outcome: `${crisisOutcome(inContext)}-in-context` });
    defer(recordTurn({ stateId: historyId, user: message, deps }));
    return { response: crisis };
  }
  // Both only read or count in Redis: done side by side, so a slow Redis costs its timeout once.
  const calls = deps.claude ? 1 + (deps.riskScreen ? 1 : 0) : 0;
  const [history, allowance] = await Promise.all([
    loadHistory({ historyId, session, deps }),
    calls > 0 ? takeModelCalls({ client, network, calls, session, deps }) : null,
  ]);
  // The model's risk judgment runs beside the answer (decision 502) on the same turns, only on a
  // granted budget; the answer never waits on it past a short, bounded time, and its failure is
  // only logged.
  const screening =
    deps.riskScreen && allowance === "granted" ? startRiskScreen(deps.riskScreen, message, Date.now, recent) : null;
  const answer = await composeAnswer({ message, history, allowance, session, siteOrigin, deps, pageLanguage }).catch(
    (error: unknown) => ({ error }),
  );
  const risk = screening
    ? await screening.result({ offlineAnswer: "error" in answer || answer.outcome !== "claude" })
    : undefined;
  if (risk) logRisk({ risk, session, deps });
  if (risk?.outcome === "risk") {
    // As for the local screen: the crisis line, and the message is not stored.
    deps.logger.info("chat.reply", { session, outcome: "crisis-line-model" });
    defer(recordTurn({ stateId: historyId, user: message, deps }));
    return { response: CRISIS_REPLY };
  }
  if ("error" in answer) throw answer.error;
  const { reply, outcome } = answer;
  // Told once a conversation, kindly: the note stays in the history, so the next turn sees it.
  const told = history.some((turn) => turn.role === "assistant" && turn.content.startsWith(PRIVACY_NOTE));
  const text = masked && !told ? `${PRIVACY_NOTE}\n\n${answer.text}` : answer.text;
  deps.logger.info("chat.reply", { session, outcome, topic: reply?.topic, masked, ...usageFields(reply) });
  defer(saveExchange({ historyId, session, user: message, assistant: text, deps }));
  defer(recordTurn({ stateId: historyId, user: message, assistant: text, deps }));
  // Possible risk: one line offering the crisis line opens the answer (it is not kept in the history).
  const opening = openingLineFor(inContext);
  // Beside the text (decision 953): the hand-off when the offline assistant could not answer, and
  // what to ask next (for a Claude reply, from the topic the offline matcher finds in the message).
  const followUps = outcome === "claude" ? followUpsFor(message, pageLanguage) : (reply?.followUps ?? []);
  return {
    response: opening ? `${opening}\n\n${text}` : text,
    handoff: reply?.handoff === true,
    followUps: [...followUps],
  };
}

/**
 * The session's recent turns for the screen, as this browser owns them (kept under the history's
 * key, the session id bound to the owner cookie: another browser with the same id starts empty);
 * none when they cannot be read (the message alone).
 */
async function loadTurns({ stateId, session, deps }: { stateId: string; session: string; deps: Chat }) {
  try {
    return await deps.screenState.loadTurns({ sessionId: stateId });
  } catch (error) {
    deps.logger.warn("chat.screen-state.load-failed", { session, ...errorFields(error) });
    return { userMessages: [] } satisfies RecentTurns;
  }
}

/** Adds a turn to the screen's session state; a failure only narrows the next screen. */
async function recordTurn({
  stateId,
  user,
  assistant,
  deps,
}: {
  /** `historyKey` of the session and its owner. */
  stateId: string;
  user: string;
  assistant?: string;
  deps: Chat;
}): Promise<void> {
  try {
    await deps.screenState.recordTurn({ sessionId: stateId, user, assistant });
  } catch (error) {
    deps.logger.info("chat.screen-state.record-failed", { session: hashSessionId(stateId), ...errorFields(error) });
  }
}

/** The reply: `response` is the text shown; `handoff` and `followUps` travel beside it. */
type ChatAnswer = { response: string; handoff?: boolean; followUps?: string[] };

function logRisk({ risk, session, deps }: { risk: RiskResult; session: string; deps: Chat }) {
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
 * The answer: Claude (when configured and granted its budget), its reply through the link rule
 * and the output guard (decision 961), or else the offline assistant. Throws `unavailable` only
 * when not even the offline assistant could answer.
 */
async function composeAnswer({
  message,
  history,
  allowance,
  session,
  siteOrigin,
  deps,
  pageLanguage,
}: {
  message: string;
  history: ChatMessage[];
  allowance: Allowance | null;
  session: string;
  siteOrigin: string;
  deps: Chat;
  pageLanguage: Language | null;
}): Promise<{ text: string; reply?: AssistantReply; outcome: ChatOutcome }> {
  let reply: AssistantReply | undefined;
  let text = "";
  let outcome: ChatOutcome;
  if (!deps.claude) outcome = "offline-no-key";
  else if (allowance !== "granted") outcome = allowance ?? "offline-daily-cap";
  else {
    let guarded: boolean;
    ({ reply, text, guarded } = await askClaude({
      claude: deps.claude,
      input: { message, history, pageLanguage },
      siteOrigin,
      session,
      deps,
    }));
    // A failed call, a reply that was nothing but a removed link, or one the guard left too
    // little of, is no reply: the offline answer stands in.
    outcome = text !== "" ? "claude" : guarded ? "offline-guarded" : "offline-claude-failed";
  }

  if (outcome !== "claude") {
    try {
      reply = await deps.offline.reply({ message, history, pageLanguage });
      text = filterLinks(reply.text, { siteOrigin, keep: KEPT_WORDS });
    } catch (error) {
      deps.logger.warn("chat.offline.failed", { session, ...errorFields(error) });
    }
    if (text === "") throw new ApiError("unavailable");
  }
  return { text, reply, outcome };
}

async function loadHistory({ historyId, session, deps }: { historyId: string; session: string; deps: Chat }) {
  try {
    return await deps.history.loadHistory({ sessionId: historyId, limit: HISTORY_SENT_TO_MODEL });
  } catch (error) {
    // The question still deserves an answer; it is answered without the earlier turns.
    deps.logger.warn("chat.history.load-failed", { session, ...errorFields(error) });
    return [] as ChatMessage[];
  }
}

async function askClaude({
  claude,
  input,
  siteOrigin,
  session,
  deps,
}: {
  claude: Assistant;
  input: Parameters<Assistant["reply"]>[0];
  siteOrigin: string;
  session: string;
  deps: Chat;
}): Promise<{ reply?: AssistantReply; text: string; guarded: boolean }> {
  let reply: AssistantReply;
  try {
    reply = await claude.reply(input);
  } catch (error) {
    deps.logger.warn("chat.claude.failed", { session, ...errorFields(error), ...statusOf(error) });
    return { text: "", guarded: false };
  }
  const { text, removed } = guardReply(filterLinks(reply.text, { siteOrigin, keep: KEPT_WORDS }));
  // The rules broken, never the sentences: they may hold what the guard kept from the veteran.
  if (removed.length > 0) deps.logger.warn("chat.guard", { session, removed: removed.join(","), left: text !== "" });
  return { reply, text, guarded: removed.length > 0 };
}

/**
 * `calls` model calls from every budget in turn (decision 961): the client's own, its network's,
 * then the day's cap, of which a client that already used Claude today may only take the shared
 * part, so the reserve stays for clients not yet served. A budget that says no stops the turn
 * before the next is counted. Cost control fails closed: the offline assistant still answers.
 */
async function takeModelCalls({
  client,
  network,
  calls,
  session,
  deps,
}: {
  client: string;
  network: string;
  calls: number;
  session: string;
  deps: Chat;
}): Promise<Allowance> {
  try {
    const isNew = (await deps.firstCall.limit({ key: client })).success;
    const budgets: [RateLimiter, string, Allowance][] = [
      [deps.clientBudget, client, "offline-client-budget"],
      [deps.networkBudget, network, "offline-network-budget"],
      ...(isNew ? [] : [[deps.sharedCap, "all", "offline-daily-cap"] as [RateLimiter, string, Allowance]]),
      [deps.dailyCap, "all", "offline-daily-cap"],
    ];
    for (const [limiter, key, refusal] of budgets) {
      for (let call = 0; call < calls; call++) if (!(await limiter.limit({ key })).success) return refusal;
    }
    return "granted";
  } catch (error) {
    deps.logger.warn("chat.daily-cap.unavailable", { session, ...errorFields(error) });
    return "offline-daily-cap";
  }
}

async function saveExchange({
  historyId,
  session,
  user,
  assistant,
  deps,
}: {
  historyId: string;
  session: string;
  user: string;
  assistant: string;
  deps: Chat;
}): Promise<void> {
  try {
    await deps.history.saveExchange({ sessionId: historyId, user, assistant });
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
