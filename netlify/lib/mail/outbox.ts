import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Logger } from "../log";
import { leadMailOptions } from "./lead-email";
import type { Mailer } from "./mailer";

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
