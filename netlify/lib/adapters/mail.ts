/** The lead e-mail's adapter from the environment (see `./storage.ts` for this folder's rule). */
import { join } from "node:path";
import type { Env } from "../env";
import { createOutboxMailer } from "../leads/mail/outbox";
import type { Mailer } from "../leads/mail/port";
import { createSmtpMailer } from "../leads/mail/smtp";
import type { Logger } from "../log";

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
