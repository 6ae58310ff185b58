import type { Lead } from "../store/port";

/** Sends the counselor the e-mail for one lead. */
export interface Mailer {
  /** Which adapter this is, for the startup log. */
  readonly kind: string;
  /** Resolves once the message was accepted (SMTP) or written (outbox); rejects otherwise. */
  sendLeadEmail(input: { lead: Lead }): Promise<void>;
}
