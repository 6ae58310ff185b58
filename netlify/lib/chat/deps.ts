import { modelFromEnv } from "../adapters/model";
import { storageFromEnv } from "../adapters/storage";
import { type Env, getEnv } from "../env";
import { type SiteOrigins, siteOrigins } from "../http/origins";
import { createLogger, type Logger } from "../log";
import type { RateLimiter } from "../rate-limit/port";
import { createOfflineAssistant } from "./assistant/offline";
import type { Assistant } from "./assistant/port";
import type { RiskScreen } from "./safety/risk-screen/port";
import type { ClientBudget, DailyCap } from "./storage/daily-cap/port";
import type { ChatHistoryStore } from "./storage/history/port";

/** Everything the chat function works with. */
export type ChatDeps = {
  history: ChatHistoryStore;
  /** Null when no ANTHROPIC_API_KEY is set: the offline assistant answers everything. */
  claude: Assistant | null;
  offline: Assistant;
  /** The model's risk judgment beside each answer; null without ANTHROPIC_API_KEY. */
  riskScreen: RiskScreen | null;
  dailyCap: DailyCap;
  clientBudget: ClientBudget;
  ipLimiter: RateLimiter;
  sessionLimiter: RateLimiter;
  logger: Logger;
  /** The site's own and allowed origins, from configuration. */
  origins: SiteOrigins;
};

/** A chat turn must not wait long on Redis: one short retry, then it goes on without it. */
const CHAT_REDIS = { timeoutMs: 1000, retries: 1 };
const DAY_SECONDS = 24 * 60 * 60;

/** The environment's adapters (`../adapters/`); `now` is the local twins' clock. */
export function createChatDeps(env: Env, logger: Logger = createLogger(), now: () => number = Date.now): ChatDeps {
  const storage = storageFromEnv(env, { ...CHAT_REDIS, now });
  const history = storage.chatHistory({ ttlSeconds: env.CHAT_HISTORY_TTL_DAYS * DAY_SECONDS });
  const dailyCap = storage.dailyCap({ limit: env.CHAT_DAILY_CLAUDE_CAP });
  const clientBudget = storage.clientBudget({ limit: env.CHAT_CLIENT_DAILY_CLAUDE_CAP });
  const ipLimiter = storage.rateLimiter({
    name: "chat:ip",
    requests: env.CHAT_IP_RATE_LIMIT,
    windowSeconds: env.CHAT_IP_RATE_WINDOW_SECONDS,
  });
  const sessionLimiter = storage.rateLimiter({
    name: "chat:session",
    requests: env.CHAT_SESSION_RATE_LIMIT,
    windowSeconds: env.CHAT_SESSION_RATE_WINDOW_SECONDS,
  });
  const { claude, riskScreen } = modelFromEnv(env);
  const offline = createOfflineAssistant();

  logger.info("chat.adapters", {
    history: history.kind,
    assistant: claude?.kind ?? offline.kind,
    riskScreen: riskScreen?.kind ?? "none",
    dailyCap: dailyCap.kind,
    clientBudget: clientBudget.kind,
    ipRateLimiter: ipLimiter.kind,
    sessionRateLimiter: sessionLimiter.kind,
  });
  return {
    history,
    claude,
    offline,
    riskScreen,
    dailyCap,
    clientBudget,
    ipLimiter,
    sessionLimiter,
    logger,
    origins: siteOrigins(env),
  };
}

let deps: ChatDeps | undefined;

/** The deployed configuration, built once per function instance. */
export function getChatDeps(): ChatDeps {
  deps ??= createChatDeps(getEnv());
  return deps;
}
