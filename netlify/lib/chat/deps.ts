import { type Env, getEnv } from "../env";
import { createLogger, type Logger } from "../log";
import { type SiteOrigins, siteOrigins } from "../http/origins";
import { createFileRateLimiter } from "../rate-limit/files";
import type { RateLimiter } from "../rate-limit/port";
import { createUpstashRateLimiter } from "../rate-limit/upstash";
import { createRedis } from "../storage/redis";
import type { Assistant } from "./assistant/port";
import { createClaudeAssistant } from "./assistant/claude";
import {
  type ClientBudget,
  createFileClientBudget,
  createFileDailyCap,
  createUpstashClientBudget,
  createUpstashDailyCap,
  type DailyCap,
} from "./storage/daily-cap/port";
import { type ChatHistoryStore, createLocalHistoryStore, createUpstashHistoryStore } from "./storage/history/port";
import { createOfflineAssistant } from "./assistant/offline";
import { createClaudeRiskScreen, type RiskScreen } from "./safety/risk-screen";

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

/** Production adapters where their variables are set, local twins where not. */
export function createChatDeps(env: Env, logger: Logger = createLogger()): ChatDeps {
  const redis = createRedis(env, CHAT_REDIS);
  const ttlSeconds = env.CHAT_HISTORY_TTL_DAYS * DAY_SECONDS;
  const limits = {
    ip: { requests: env.CHAT_IP_RATE_LIMIT, windowSeconds: env.CHAT_IP_RATE_WINDOW_SECONDS },
    session: { requests: env.CHAT_SESSION_RATE_LIMIT, windowSeconds: env.CHAT_SESSION_RATE_WINDOW_SECONDS },
  };

  const history = redis
    ? createUpstashHistoryStore({ redis, ttlSeconds })
    : createLocalHistoryStore({ dataDir: env.DATA_DIR, ttlSeconds });
  const dailyCap = redis
    ? createUpstashDailyCap({ redis, limit: env.CHAT_DAILY_CLAUDE_CAP })
    : createFileDailyCap({ dataDir: env.DATA_DIR, limit: env.CHAT_DAILY_CLAUDE_CAP });
  const clientBudget = redis
    ? createUpstashClientBudget({ redis, limit: env.CHAT_CLIENT_DAILY_CLAUDE_CAP })
    : createFileClientBudget({ dataDir: env.DATA_DIR, limit: env.CHAT_CLIENT_DAILY_CLAUDE_CAP });
  const [ipLimiter, sessionLimiter] = (["ip", "session"] as const).map((scope) =>
    redis
      ? createUpstashRateLimiter({ redis, prefix: `ratelimit:chat:${scope}`, ...limits[scope] })
      : createFileRateLimiter({ dataDir: env.DATA_DIR, prefix: `chat-${scope}`, ...limits[scope] }),
  ) as [RateLimiter, RateLimiter];
  const claude = env.ANTHROPIC_API_KEY
    ? createClaudeAssistant({
        apiKey: env.ANTHROPIC_API_KEY,
        model: env.ANTHROPIC_MODEL,
        baseURL: env.ANTHROPIC_BASE_URL,
        timeoutMs: env.ANTHROPIC_TIMEOUT_MS,
        maxRetries: env.ANTHROPIC_MAX_RETRIES,
      })
    : null;
  const offline = createOfflineAssistant();
  const riskScreen = env.ANTHROPIC_API_KEY
    ? createClaudeRiskScreen({
        apiKey: env.ANTHROPIC_API_KEY,
        model: env.ANTHROPIC_MODEL,
        baseURL: env.ANTHROPIC_BASE_URL,
      })
    : null;

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
