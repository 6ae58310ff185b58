/** The lead e-mail: SMTP in production, an .eml file per message locally. */
import { join } from "node:path";
import type { Env } from "../env";
import type { Logger } from "../log";
import type { LeadFacts } from "./lead-email";
import { createOutboxMailer } from "./outbox";
import { createSmtpMailer } from "./smtp";

/** Sends the counselor the e-mail for one lead. */
export interface Mailer {
  /** Which implementation this is, for the startup log. */
  readonly kind: string;
  /** Resolves once the message was accepted (SMTP) or written (outbox); rejects otherwise. */
  sendLeadEmail(input: { lead: LeadFacts }): Promise<void>;
}

const LOCAL_TO = "counselor@localhost";
const LOCAL_FROM = "website@localhost";

/** SMTP when it is configured, else each message as an .eml file in `DATA_DIR/outbox`. */
export function mailer(
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
