import type { Transporter } from "nodemailer";
import { leadMailOptions } from "./lead-email";
import type { Mailer } from "./mailer";

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
