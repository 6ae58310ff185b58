import { join } from "node:path";
import { type Env, getEnv } from "../env";
import { createLogger, type Logger } from "../log";
import { type SiteOrigins, siteOrigins } from "../http/origins";
import type { Mailer } from "./mail/lead-email";
import { createOutboxMailer } from "./mail/outbox";
import { createSmtpMailer } from "./mail/smtp";
import { createFileRateLimiter } from "../rate-limit/files";
import type { RateLimiter } from "../rate-limit/port";
import { createUpstashRateLimiter } from "../rate-limit/upstash";
import { createRedis } from "../storage/redis";
import type { LeadStore } from "./store/port";
import { createLocalLeadStore } from "./store/files";
import { createUpstashLeadStore } from "./store/upstash";

/** Everything the consultation function and the retry job work with. */
export type LeadDeps = {
  store: LeadStore;
  mailer: Mailer;
  limiter: RateLimiter;
  logger: Logger;
  now: () => Date;
  maxEmailAttempts: number;
  /** Leads the retry job takes per run (docs/decisions/101-lead-durability.md). */
  retryBatch: number;
  /** The site's own and allowed origins, from configuration. */
  origins: SiteOrigins;
};

const LOCAL_TO = "counselor@localhost";
const LOCAL_FROM = "website@localhost";

/** Production adapters where their variables are set, local twins where not. */
export function createLeadDeps(env: Env, logger: Logger = createLogger()): LeadDeps {
  const redis = createRedis(env);
  const timeZone = env.LEAD_TIME_ZONE;
  const limits = { requests: env.CONSULTATION_RATE_LIMIT, windowSeconds: env.CONSULTATION_RATE_WINDOW_SECONDS };

  const store = redis ? createUpstashLeadStore({ redis }) : createLocalLeadStore({ dataDir: env.DATA_DIR });
  const mailer =
    env.SMTP_URL && env.LEAD_EMAIL_TO && env.LEAD_EMAIL_FROM
      ? createSmtpMailer({ smtpUrl: env.SMTP_URL, to: env.LEAD_EMAIL_TO, from: env.LEAD_EMAIL_FROM, timeZone })
      : createOutboxMailer({
          outboxDir: join(env.DATA_DIR, "outbox"),
          to: env.LEAD_EMAIL_TO ?? LOCAL_TO,
          from: env.LEAD_EMAIL_FROM ?? LOCAL_FROM,
          timeZone,
          logger,
        });
  const limiter = redis
    ? createUpstashRateLimiter({ redis, prefix: "ratelimit:consultations", ...limits })
    : createFileRateLimiter({ dataDir: env.DATA_DIR, prefix: "consultations", ...limits });

  logger.info("leads.adapters", { store: store.kind, mailer: mailer.kind, rateLimiter: limiter.kind });
  return {
    store,
    mailer,
    limiter,
    logger,
    now: () => new Date(),
    maxEmailAttempts: env.LEAD_EMAIL_MAX_ATTEMPTS,
    retryBatch: env.LEAD_EMAIL_RETRY_BATCH,
    origins: siteOrigins(env),
  };
}

let deps: LeadDeps | undefined;

/** The deployed configuration, built once per function instance. */
export function getLeadDeps(): LeadDeps {
  deps ??= createLeadDeps(getEnv());
  return deps;
}
