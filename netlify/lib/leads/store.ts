import { createHmac } from "node:crypto";
import { type ServiceBranch, toE164Phone } from "../../../contract/api";
import type { StateHome } from "../redis";
import { createLocalLeadStore } from "./store-files";
import { createUpstashLeadStore } from "./store-upstash";

type EmailStatus = "pending" | "sent" | "failed";

/** A consultation request as stored: the visitor's fields plus the e-mail's delivery state. */
export type Lead = {
  id: string;
  createdAt: string;
  fullName: string;
  email: string;
  phone: string;
  serviceBranch: ServiceBranch;
  emailStatus: EmailStatus;
  emailAttempts: number;
  /** When the retry job may try the e-mail again (pending leads only). */
  emailNextAttemptAt: string | null;
  emailSentAt: string | null;
  /** "es" when the request came from the Spanish page (/es/), so the counselor calls in Spanish; else absent. */
  pageLanguage?: "es";
};

export type EmailDelivery = Pick<Lead, "emailStatus" | "emailAttempts" | "emailNextAttemptAt" | "emailSentAt">;

export type SendClaim = {
  token: string;
  /** The lead as stored when claimed; null if it is gone. */ lead: Lead | null;
};

/** The same person submitting again within this window gets the first lead's id and no new e-mail. */
export const DEDUPE_WINDOW_SECONDS = 10 * 60;

export interface LeadStore {
  /** Which adapter this is, for the startup log. */
  readonly kind: string;
  /**
   * Saves a new pending lead unless a lead with the same `dedupeKey` was saved within
   * `dedupeSeconds`; then nothing is written and that lead's id comes back.
   */
  saveLead(input: {
    lead: Lead;
    dedupeKey: string;
    dedupeSeconds: number;
  }): Promise<{ id: string; duplicate: boolean }>;
  /** The id of the lead saved under `dedupeKey` within its window, if any (nothing is written). */
  findDuplicate(input: { dedupeKey: string }): Promise<string | null>;
  getLead(input: { id: string }): Promise<Lead | null>;
  /** Every lead, newest first. */
  listLeads(): Promise<Lead[]>;
  /** Leads whose e-mail has not been delivered and not given up on, oldest first. */
  listPendingLeads(): Promise<Lead[]>;
  /**
   * Records a delivery outcome; a lead that is no longer `pending` leaves the pending set. With
   * `releaseClaim`, the send claim that token holds is given back in the same step.
   */
  updateEmailDelivery(input: { id: string; delivery: EmailDelivery; releaseClaim?: string }): Promise<void>;
  /**
   * The right to send this lead's e-mail, held by one sender at a time (any process) until
   * released or `ttlSeconds` pass, with the lead as stored at that moment; null while another
   * sender holds it.
   */
  claimSend(input: { id: string; ttlSeconds: number }): Promise<SendClaim | null>;
  /** Gives a send claim back, if `token` still holds it. */
  releaseSend(input: { id: string; token: string }): Promise<void>;
}

/** Leads in Upstash Redis when it is configured, else one JSON file per lead under `DATA_DIR/leads`. */
export function leadStore(home: StateHome): LeadStore {
  return home.redis
    ? createUpstashLeadStore({ redis: home.redis })
    : createLocalLeadStore({ dataDir: home.dataDir, now: home.now });
}

/**
 * A key naming "this person" without holding their e-mail or phone in clear text: a keyed hash
 * (HMAC with the server's `DEDUPE_SECRET`), so a copy of the store cannot be matched against a
 * list of addresses (decision 961). It expires with the dedupe window.
 */
export function leadDedupeKey({ email, phone }: { email: string; phone: string }, secret: string): string {
  return keyedHash(`${normalEmail(email)}|${normalPhone(phone)}`, secret);
}

/** The keys of the per-contact limit: one for the e-mail, one for the phone (decision 962). */
export function contactKeys({ email, phone }: { email: string; phone: string }, secret: string): string[] {
  return [`email:${keyedHash(normalEmail(email), secret)}`, `phone:${keyedHash(normalPhone(phone), secret)}`];
}

const normalEmail = (email: string) => email.trim().toLowerCase();
const normalPhone = (phone: string) => toE164Phone(phone) ?? phone.replace(/\D/g, "");
const keyedHash = (text: string, secret: string) => createHmac("sha256", secret).update(text).digest("hex");
