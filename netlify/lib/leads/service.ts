import { randomUUID } from "node:crypto";
import type { HONEYPOT_FIELD, ValidConsultationRequest } from "../../../contract/api";
import { ApiError } from "../http/errors";
import { errorFields } from "../log";
import type { LeadDeps } from "./deps";
import { deliverLeadEmail, FIRST_RETRY_DELAY_MS } from "./delivery";
import { DEDUPE_WINDOW_SECONDS, type Lead, leadDedupeKey } from "./store/port";

type SubmitDeps = Pick<LeadDeps, "store" | "mailer" | "logger" | "now" | "maxEmailAttempts">;

type LeadRequest = Omit<ValidConsultationRequest, typeof HONEYPOT_FIELD>;

/** A new lead as first stored: its e-mail pending, due for the retry job after the first delay. */
export function newLead({ request, now }: { request: LeadRequest; now: Date }): Lead {
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
  deps,
  defer,
}: {
  request: LeadRequest;
  deps: SubmitDeps;
  defer: (work: Promise<unknown>) => void;
}): Promise<{ id: string }> {
  const { store, logger } = deps;
  const lead = newLead({ request, now: deps.now() });

  let saved: { id: string; duplicate: boolean };
  try {
    saved = await store.saveLead({ lead, dedupeKey: leadDedupeKey(request), dedupeSeconds: DEDUPE_WINDOW_SECONDS });
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
