import { mailerFromEnv } from "../adapters/mail";
import { storageFromEnv } from "../adapters/storage";
import { type Env, getEnv } from "../env";
import { type SiteOrigins, siteOrigins } from "../http/origins";
import { createLogger, type Logger } from "../log";
import type { RateLimiter } from "../rate-limit/port";
import type { Mailer } from "./mail/port";
import type { LeadStore } from "./store/port";

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

/** The environment's adapters (`../adapters/`); `clock` drives the local twins and the leads' times. */
export function createLeadDeps(env: Env, logger: Logger = createLogger(), clock: () => number = Date.now): LeadDeps {
  const storage = storageFromEnv(env, { now: clock });
  const store = storage.leadStore();
  const mailer = mailerFromEnv(env, logger);
  const limiter = storage.rateLimiter({
    name: "consultations",
    requests: env.CONSULTATION_RATE_LIMIT,
    windowSeconds: env.CONSULTATION_RATE_WINDOW_SECONDS,
  });

  logger.info("leads.adapters", { store: store.kind, mailer: mailer.kind, rateLimiter: limiter.kind });
  return {
    store,
    mailer,
    limiter,
    logger,
    now: () => new Date(clock()),
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
