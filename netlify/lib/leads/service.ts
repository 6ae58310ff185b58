/**
 * The leads service: a consultation request stored first, then e-mailed to the counselor (now,
 * after the answer, and by the hourly retry job until sent or given up). `leads()` is this
 * function instance's set of parts, picked from the environment once.
 */
import { randomUUID } from "node:crypto";
import {
  type HONEYPOT_FIELD,
  isHoneypotFilled,
  type PageLanguage,
  type ValidConsultationRequest,
} from "../../../contract/api";
import { type Env, getEnv } from "../env";
import { ApiError } from "../errors";
import { createLogger, errorFields, type Logger } from "../log";
import { type Mailer, mailer } from "../mail/mailer";
import { stateHome } from "../redis";
import { type RateLimiter, enforceRateLimits, rateLimiter } from "../rate-limit/limiter";
import { type SiteOrigins, siteOrigins } from "../request";
import {
  contactKeys,
  DEDUPE_WINDOW_SECONDS,
  type EmailDelivery,
  type Lead,
  type LeadStore,
  leadDedupeKey,
  leadStore,
  type SendClaim,
} from "./store";

/** Everything the consultation function and the retry job work with. */
export type Leads = {
  store: LeadStore;
  mailer: Mailer;
  limiter: RateLimiter;
  /** New requests per contact (the same e-mail or phone), keyed by `contactKeys` (decision 962). */
  contactLimiter: RateLimiter;
  /** Keys every hash of a contact (`DEDUPE_SECRET`). */
  dedupeSecret: string;
  logger: Logger;
  now: () => Date;
  maxEmailAttempts: number;
  /** Leads the retry job takes per run (docs/decisions/101-lead-durability.md). */
  retryBatch: number;
  /** The site's own and allowed origins, from configuration. */
  origins: SiteOrigins;
};

/** The parts `env` picks; `now` is the one clock of the local twins and the leads' times. */
export function leadsFromEnv(
  env: Env,
  { logger = createLogger(), now = Date.now }: { logger?: Logger; now?: () => number } = {},
): Leads {
  const home = stateHome(env, { now });
  const parts: Leads = {
    store: leadStore(home),
    mailer: mailer(env, logger),
    limiter: rateLimiter(home, {
      name: "consultations",
      requests: env.CONSULTATION_RATE_LIMIT,
      window: { seconds: env.CONSULTATION_RATE_WINDOW_SECONDS },
    }),
    contactLimiter: rateLimiter(home, {
      name: "consultations:contact",
      requests: env.CONSULTATION_CONTACT_RATE_LIMIT,
      window: { seconds: env.CONSULTATION_CONTACT_RATE_WINDOW_SECONDS },
    }),
    dedupeSecret: env.DEDUPE_SECRET,
    logger,
    now: () => new Date(now()),
    maxEmailAttempts: env.LEAD_EMAIL_MAX_ATTEMPTS,
    retryBatch: env.LEAD_EMAIL_RETRY_BATCH,
    origins: siteOrigins(env),
  };
  logger.info("leads.adapters", {
    store: parts.store.kind,
    mailer: parts.mailer.kind,
    rateLimiter: parts.limiter.kind,
    contactRateLimiter: parts.contactLimiter.kind,
  });
  return parts;
}

let instance: Leads | undefined;

/** This function instance's parts, from the process environment, built on first use. */
export function leads(): Leads {
  instance ??= leadsFromEnv(getEnv());
  return instance;
}

/** One per-address limit (`clientKey`); throws `rate_limited` with Retry-After. */
export function countConsultation({ limiter, logger }: Leads, client: string): Promise<void> {
  return enforceRateLimits({
    checks: [{ limiter, key: client, scope: "ip" }],
    onError: (error) => logger.warn("consultation.rate-limit-unavailable", errorFields(error)),
  });
}

/**
 * A body whose hidden field is filled is a bot's, whatever else it holds: it is answered exactly
 * like a success (decision 962), before any field is checked; nothing is kept, nothing sent.
 */
export function isBot(body: unknown, { logger }: Leads): boolean {
  if (!isHoneypotFilled(body)) return false;
  logger.info("consultation.honeypot");
  return true;
}

type SubmitDeps = Pick<
  Leads,
  "store" | "mailer" | "logger" | "now" | "maxEmailAttempts" | "contactLimiter" | "dedupeSecret"
>;

type LeadRequest = Omit<ValidConsultationRequest, typeof HONEYPOT_FIELD>;

/** A new lead as first stored: its e-mail pending, due for the retry job after the first delay. */
export function newLead({
  request,
  now,
  pageLanguage = "en",
}: {
  request: LeadRequest;
  now: Date;
  /** The language of the page the request came from: a Spanish one is kept with the lead. */
  pageLanguage?: PageLanguage;
}): Lead {
  return {
    id: randomUUID(),
    createdAt: now.toISOString(),
    fullName: request.fullName,
    email: request.email,
    phone: request.phone,
    serviceBranch: request.serviceBranch,
    emailStatus: "pending",
    emailAttempts: 0,
    // If this instance dies before sending, the retry job takes the lead after this delay.
    emailNextAttemptAt: new Date(now.getTime() + FIRST_RETRY_DELAY_MS).toISOString(),
    emailSentAt: null,
    ...(pageLanguage === "es" ? { pageLanguage } : {}),
  };
}

/**
 * Accepts one consultation request: stored first, then e-mailed.
 * Resolves with the lead's id once the lead is durable (stored, or delivered by e-mail
 * when storage is down); throws `unavailable` when neither took it.
 * The e-mail after a successful save goes to `defer`: the answer does not wait for it.
 */
export async function submitLead({
  request,
  pageLanguage,
  deps,
  defer,
}: {
  request: LeadRequest;
  pageLanguage?: PageLanguage;
  deps: SubmitDeps;
  defer: (work: Promise<unknown>) => void;
}): Promise<{ id: string }> {
  const { store, logger } = deps;
  const lead = newLead({ request, now: deps.now(), pageLanguage });
  const dedupeKey = leadDedupeKey(request, deps.dedupeSecret);

  // The same request again within the window: the same answer, nothing sent, nothing counted.
  const first = await store.findDuplicate({ dedupeKey }).catch(() => null);
  if (first) {
    logger.info("lead.duplicate", { leadId: first });
    return { id: first };
  }
  await enforceRateLimits({
    checks: contactKeys(request, deps.dedupeSecret).map((key) => ({
      limiter: deps.contactLimiter,
      key,
      scope: "contact",
    })),
    onError: (error) => logger.warn("consultation.rate-limit-unavailable", { scope: "contact", ...errorFields(error) }),
    onLimited: () => logger.info("consultation.rate-limited", { scope: "contact" }),
  });

  let saved: { id: string; duplicate: boolean };
  try {
    saved = await store.saveLead({ lead, dedupeKey, dedupeSeconds: DEDUPE_WINDOW_SECONDS });
  } catch (error) {
    logger.warn("lead.store.failed", { leadId: lead.id, ...errorFields(error) });
    return sendWithoutStorage({ lead, deps });
  }

  if (saved.duplicate) {
    logger.info("lead.duplicate", { leadId: saved.id });
    return { id: saved.id };
  }
  logger.info("lead.stored", { leadId: lead.id });
  defer(deliverLeadEmail({ lead, deps }));
  return { id: lead.id };
}

async function sendWithoutStorage({ lead, deps }: { lead: Lead; deps: SubmitDeps }): Promise<{ id: string }> {
  try {
    await deps.mailer.sendLeadEmail({ lead });
  } catch (error) {
    // Not lost: the visitor is told to try again and keeps the form's content.
    deps.logger.warn("lead.rejected", { leadId: lead.id, reason: "storage-and-email-failed", ...errorFields(error) });
    throw new ApiError("unavailable");
  }
  deps.logger.warn("lead.email.sent-unstored", { leadId: lead.id });
  return { id: lead.id };
}

/** A lead saved but not yet e-mailed waits this long before the retry job may take it. */
const FIRST_RETRY_DELAY_MS = 15 * 60 * 1000;
const MAX_RETRY_DELAY_MS = 24 * 60 * 60 * 1000;

/** Delay before the next try after `attempts` failed ones: 15 min, 30 min, 1 h, … up to a day. */
function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

type DeliveryDeps = Pick<Leads, "store" | "mailer" | "logger" | "now" | "maxEmailAttempts">;
export type DeliveryOutcome = "sent" | "retry-later" | "gave-up" | "skipped";

/**
 * How long a send claim holds a lead: well past one try (SMTP gives up within about 20 s, the
 * outcome's save within about 10 s), so it never lapses while its sender still works, and short
 * enough that a sender that died frees the lead long before the next hourly run.
 */
const SEND_CLAIM_SECONDS = 120;

/**
 * Tries the e-mail of one stored lead once and records the outcome, under the lead's send claim:
 * of any number of senders at once (the first send, overlapping retry runs, other instances)
 * exactly one sends, and the others skip. The claim comes with the lead as stored at that moment,
 * so a lead another sender has just handled (sent, given up, or tried and rescheduled) is not
 * sent again. Never rejects: it runs after the answer was sent, where nobody could catch it.
 */
async function deliverLeadEmail({ lead, deps }: { lead: Lead; deps: DeliveryDeps }): Promise<DeliveryOutcome> {
  const { store, logger } = deps;
  let claim: SendClaim | null;
  try {
    claim = await store.claimSend({ id: lead.id, ttlSeconds: SEND_CLAIM_SECONDS });
  } catch (error) {
    // Without a claim no send: the lead stays pending and the next run tries again.
    logger.warn("lead.email.claim-unavailable", { leadId: lead.id, ...errorFields(error) });
    return "skipped";
  }
  if (!claim) {
    logger.info("lead.email.claimed-elsewhere", { leadId: lead.id });
    return "skipped";
  }
  const current = claim.lead;
  if (current?.emailStatus !== "pending" || current.emailAttempts !== lead.emailAttempts) {
    logger.info("lead.email.handled-elsewhere", { leadId: lead.id });
    await store.releaseSend({ id: lead.id, token: claim.token }).catch((error: unknown) => {
      logger.warn("lead.email.claim-not-released", { leadId: lead.id, ...errorFields(error) });
    });
    return "skipped";
  }
  return sendAndRecord({ lead: current, token: claim.token, deps });
}

/**
 * Sends, then saves the outcome and gives the claim back in one step. An outcome that could not
 * be saved keeps the claim until it expires: no other run resends the lead at once (a later one
 * may; never none).
 */
async function sendAndRecord({
  lead,
  token,
  deps,
}: {
  lead: Lead;
  token: string;
  deps: DeliveryDeps;
}): Promise<DeliveryOutcome> {
  const { store, mailer, logger } = deps;
  const attempts = lead.emailAttempts + 1;
  let delivery: EmailDelivery;
  let outcome: DeliveryOutcome;
  // The attempt is marked before the message goes (decision 962): a sender killed between the
  // server's acceptance and the outcome's save leaves a lead the next run sees was tried, and its
  // copy goes with the same Message-ID, which the counselor's mail client shows once.
  const marked: EmailDelivery = {
    emailStatus: "pending",
    emailAttempts: attempts,
    emailNextAttemptAt: new Date(deps.now().getTime() + retryDelayMs(attempts)).toISOString(),
    emailSentAt: null,
  };
  try {
    await store.updateEmailDelivery({ id: lead.id, delivery: marked });
  } catch (error) {
    logger.warn("lead.email.not-marked", { leadId: lead.id, ...errorFields(error) });
    await store.releaseSend({ id: lead.id, token }).catch(() => {});
    return "skipped";
  }
  if (lead.emailAttempts > 0) logger.info("lead.email.resend", { leadId: lead.id, attempts });
  try {
    await mailer.sendLeadEmail({ lead });
    outcome = "sent";
    delivery = {
      emailStatus: "sent",
      emailAttempts: attempts,
      emailNextAttemptAt: null,
      emailSentAt: deps.now().toISOString(),
    };
    logger.info("lead.email.sent", { leadId: lead.id, attempts });
  } catch (error) {
    const failure = { leadId: lead.id, attempts, ...errorFields(error) };
    if (attempts >= deps.maxEmailAttempts) {
      outcome = "gave-up";
      delivery = { emailStatus: "failed", emailAttempts: attempts, emailNextAttemptAt: null, emailSentAt: null };
      // The lead stays in storage (and in `npm run leads:export`); a human must follow up.
      logger.alert("lead.email.gave-up", failure);
    } else {
      outcome = "retry-later";
      const next = new Date(deps.now().getTime() + retryDelayMs(attempts)).toISOString();
      delivery = { emailStatus: "pending", emailAttempts: attempts, emailNextAttemptAt: next, emailSentAt: null };
      logger.warn("lead.email.failed", { ...failure, nextAttemptAt: next });
    }
  }
  try {
    await store.updateEmailDelivery({ id: lead.id, delivery, releaseClaim: token });
  } catch (error) {
    // The lead stays pending: at worst the retry job sends a second copy, never none.
    logger.warn("lead.email.status-not-saved", { leadId: lead.id, outcome, ...errorFields(error) });
  }
  return outcome;
}

/** E-mails in flight at once in one retry run: a backlog drains faster, a provider is not flooded. */
const RETRY_CONCURRENCY = 5;
/**
 * No new send starts after this long into a run: with SMTP's own timeouts (at most about 20 s a
 * send) the run ends inside a scheduled function's 30 s limit, and a cut-off run can never leave
 * a half-recorded attempt. Leads not reached stay pending for the next run.
 */
const RETRY_START_BUDGET_MS = 8000;

/**
 * The hourly job: pending leads whose next attempt is due, at most `deps.retryBatch` (default 25)
 * a run, `RETRY_CONCURRENCY` at a time, none started after `RETRY_START_BUDGET_MS`.
 * Each due lead is tried once per run, and under its send claim, so neither one run nor runs that
 * overlap e-mail a lead twice.
 */
export async function retryPendingLeadEmails({ deps }: { deps: DeliveryDeps & Pick<Leads, "retryBatch"> }) {
  const now = deps.now().getTime();
  const pending = await deps.store.listPendingLeads();
  const due = pending
    .filter((lead) => !lead.emailNextAttemptAt || Date.parse(lead.emailNextAttemptAt) <= now)
    .slice(0, deps.retryBatch);
  const counts: Record<DeliveryOutcome, number> = { sent: 0, "retry-later": 0, "gave-up": 0, skipped: 0 };
  const queue = [...due];
  const started = performance.now();
  const next = () => (performance.now() - started < RETRY_START_BUDGET_MS ? queue.shift() : undefined);
  const worker = async () => {
    for (let lead = next(); lead; lead = next()) counts[await deliverLeadEmail({ lead, deps })]++;
  };
  await Promise.all(Array.from({ length: Math.min(RETRY_CONCURRENCY, queue.length) }, worker));
  deps.logger.info("lead.email.retry-run", { pending: pending.length, due: due.length, ...counts });
  return counts;
}
