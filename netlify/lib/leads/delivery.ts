import { errorFields } from "../log";
import type { LeadDeps } from "./deps";
import type { EmailDelivery, Lead, SendClaim } from "./store/port";

/** A lead saved but not yet e-mailed waits this long before the retry job may take it. */
export const FIRST_RETRY_DELAY_MS = 15 * 60 * 1000;
const MAX_RETRY_DELAY_MS = 24 * 60 * 60 * 1000;

/** Delay before the next try after `attempts` failed ones: 15 min, 30 min, 1 h, … up to a day. */
function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

type DeliveryDeps = Pick<LeadDeps, "store" | "mailer" | "logger" | "now" | "maxEmailAttempts">;
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
export async function deliverLeadEmail({ lead, deps }: { lead: Lead; deps: DeliveryDeps }): Promise<DeliveryOutcome> {
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
export async function retryPendingLeadEmails({ deps }: { deps: DeliveryDeps & Pick<LeadDeps, "retryBatch"> }) {
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
