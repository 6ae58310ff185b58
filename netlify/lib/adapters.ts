/**
 * The one place the environment picks the adapters (docs/decisions/821-...): Upstash Redis when
 * `UPSTASH_REDIS_REST_URL` and `_TOKEN` are set, else the local twins in files under `DATA_DIR`;
 * SMTP when `SMTP_URL`, `LEAD_EMAIL_TO` and `_FROM` are set, else the outbox folder; Claude when
 * `ANTHROPIC_API_KEY` is set, else the offline assistant alone. Both functions, the retry job and
 * the scripts build their adapters here; every port keeps its interface in `<port>/port.ts` and
 * its adapters beside it (`upstash.ts` and `files.ts`, or `smtp.ts` and `outbox.ts`).
 */
import { join } from "node:path";
import type { Redis } from "@upstash/redis";
import { createClaudeAssistant } from "./chat/assistant/claude";
import type { Assistant } from "./chat/assistant/port";
import { createClaudeRiskScreen, type RiskScreen } from "./chat/safety/risk-screen";
import { createFileClientBudget, createFileDailyCap } from "./chat/storage/daily-cap/files";
import type { ClientBudget, DailyCap } from "./chat/storage/daily-cap/port";
import { createUpstashClientBudget, createUpstashDailyCap } from "./chat/storage/daily-cap/upstash";
import { createLocalHistoryStore } from "./chat/storage/history/files";
import type { ChatHistoryStore } from "./chat/storage/history/port";
import { createUpstashHistoryStore } from "./chat/storage/history/upstash";
import type { Env } from "./env";
import { createOutboxMailer } from "./leads/mail/outbox";
import type { Mailer } from "./leads/mail/port";
import { createSmtpMailer } from "./leads/mail/smtp";
import { createLocalLeadStore } from "./leads/store/files";
import type { LeadStore } from "./leads/store/port";
import { createUpstashLeadStore } from "./leads/store/upstash";
import type { Logger } from "./log";
import { createFileRateLimiter } from "./rate-limit/files";
import type { RateLimitConfig, RateLimiter } from "./rate-limit/port";
import { createUpstashRateLimiter } from "./rate-limit/upstash";
import { createRedis, type RedisOptions } from "./storage/redis";

/** Where the stored state lives: each port's adapter over Upstash Redis, or over local files. */
export type Storage = {
  leadStore(): LeadStore;
  /** `name` is the limit's own ("consultations", "chat:ip"): its Redis prefix and its folder. */
  rateLimiter(input: RateLimitConfig & { name: string }): RateLimiter;
  chatHistory(input: { ttlSeconds: number }): ChatHistoryStore;
  dailyCap(input: { limit: number }): DailyCap;
  clientBudget(input: { limit: number }): ClientBudget;
};

function upstashStorage(redis: Redis): Storage {
  return {
    leadStore: () => createUpstashLeadStore({ redis }),
    rateLimiter: ({ name, ...limits }) => createUpstashRateLimiter({ redis, prefix: `ratelimit:${name}`, ...limits }),
    chatHistory: ({ ttlSeconds }) => createUpstashHistoryStore({ redis, ttlSeconds }),
    dailyCap: ({ limit }) => createUpstashDailyCap({ redis, limit }),
    clientBudget: ({ limit }) => createUpstashClientBudget({ redis, limit }),
  };
}

/** The local twins; `now` is their clock (tests pass one they advance). */
function fileStorage({ dataDir, now }: { dataDir: string; now: () => number }): Storage {
  return {
    leadStore: () => createLocalLeadStore({ dataDir, now }),
    rateLimiter: ({ name, ...limits }) =>
      createFileRateLimiter({ dataDir, prefix: name.replace(/:/g, "-"), now, ...limits }),
    chatHistory: ({ ttlSeconds }) => createLocalHistoryStore({ dataDir, ttlSeconds, now }),
    dailyCap: ({ limit }) => createFileDailyCap({ dataDir, limit }),
    clientBudget: ({ limit }) => createFileClientBudget({ dataDir, limit }),
  };
}

/** Upstash when its variables are set, local files under `DATA_DIR` when not. */
export function storageFromEnv(
  env: Pick<Env, "UPSTASH_REDIS_REST_URL" | "UPSTASH_REDIS_REST_TOKEN" | "DATA_DIR">,
  { now = Date.now, ...redisOptions }: RedisOptions & { now?: () => number } = {},
): Storage {
  const redis = createRedis(env, redisOptions);
  return redis ? upstashStorage(redis) : fileStorage({ dataDir: env.DATA_DIR, now });
}

const LOCAL_TO = "counselor@localhost";
const LOCAL_FROM = "website@localhost";

/** SMTP when it is configured, else each message as an .eml file in `DATA_DIR/outbox`. */
export function mailerFromEnv(
  env: Pick<Env, "SMTP_URL" | "LEAD_EMAIL_TO" | "LEAD_EMAIL_FROM" | "LEAD_TIME_ZONE" | "DATA_DIR">,
  logger: Logger,
): Mailer {
  const timeZone = env.LEAD_TIME_ZONE;
  return env.SMTP_URL && env.LEAD_EMAIL_TO && env.LEAD_EMAIL_FROM
    ? createSmtpMailer({ smtpUrl: env.SMTP_URL, to: env.LEAD_EMAIL_TO, from: env.LEAD_EMAIL_FROM, timeZone })
    : createOutboxMailer({
        outboxDir: join(env.DATA_DIR, "outbox"),
        to: env.LEAD_EMAIL_TO ?? LOCAL_TO,
        from: env.LEAD_EMAIL_FROM ?? LOCAL_FROM,
        timeZone,
        logger,
      });
}

/** Claude and its risk screen when a key is set; both null without one. */
export function modelFromEnv(
  env: Pick<
    Env,
    "ANTHROPIC_API_KEY" | "ANTHROPIC_MODEL" | "ANTHROPIC_BASE_URL" | "ANTHROPIC_TIMEOUT_MS" | "ANTHROPIC_MAX_RETRIES"
  >,
): { claude: Assistant | null; riskScreen: RiskScreen | null } {
  if (!env.ANTHROPIC_API_KEY) return { claude: null, riskScreen: null };
  const { ANTHROPIC_API_KEY: apiKey, ANTHROPIC_MODEL: model, ANTHROPIC_BASE_URL: baseURL } = env;
  return {
    claude: createClaudeAssistant({
      apiKey,
      model,
      baseURL,
      timeoutMs: env.ANTHROPIC_TIMEOUT_MS,
      maxRetries: env.ANTHROPIC_MAX_RETRIES,
    }),
    riskScreen: createClaudeRiskScreen({ apiKey, model, baseURL }),
  };
}
