/**
 * The lead e-mail's delivery: SMTP in production, its local twin (an .eml file per message) beside
 * it, and `mailer()`, which picks one from the environment. What the message says is
 * `./lead-email.ts`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Transporter } from "nodemailer";
import type { Env } from "../env";
import type { Logger } from "../log";
import { type LeadFacts, leadMailOptions } from "./lead-email";

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

// Well under a function's time limit; nodemailer's own defaults are minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 10_000 };

/** Lead e-mails over SMTP (`SMTP_URL`, e.g. `smtps://user:pass@smtp.example.com:465`). */
export function createSmtpMailer(config: { smtpUrl: string; to: string; from: string; timeZone: string }): Mailer {
  // nodemailer is loaded on the first send, not at import: most calls send nothing.
  let transport: Promise<Transporter> | undefined;
  const getTransport = () =>
    (transport ??= import("nodemailer").then(
      ({ default: nodemailer }) => nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS }),
      (error: unknown) => {
        transport = undefined;
        throw error;
      },
    ));
  return {
    kind: `smtp (${new URL(config.smtpUrl).hostname})`,
    async sendLeadEmail({ lead }) {
      await (await getTransport()).sendMail(leadMailOptions({ lead, ...config }));
    },
  };
}

/** Local twin of the SMTP mailer: each message, built by nodemailer exactly as sent, as an .eml file. */
export function createOutboxMailer(config: {
  outboxDir: string;
  to: string;
  from: string;
  timeZone: string;
  logger: Logger;
}): Mailer {
  return {
    kind: `outbox (${config.outboxDir})`,
    async sendLeadEmail({ lead }) {
      // nodemailer is loaded on the first send, not at import, as in the SMTP mailer.
      const { default: MailComposer } = await import("nodemailer/lib/mail-composer");
      const message = await new MailComposer(leadMailOptions({ lead, ...config })).compile().build();
      mkdirSync(config.outboxDir, { recursive: true });
      const stamp = lead.createdAt.replace(/[:.]/g, "-");
      const path = join(config.outboxDir, `${stamp}-${lead.id}.eml`);
      writeFileSync(path, message); // synchronous: see ../files.ts
      config.logger.info("lead.email.written", { leadId: lead.id, path });
    },
  };
}
