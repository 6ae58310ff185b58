import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import MailComposer from "nodemailer/lib/mail-composer";
import type { Logger } from "../log";
import { type Mailer, leadMailOptions } from "./lead-email";

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
      const message = await new MailComposer(leadMailOptions({ lead, ...config })).compile().build();
      mkdirSync(config.outboxDir, { recursive: true });
      const stamp = lead.createdAt.replace(/[:.]/g, "-");
      const path = join(config.outboxDir, `${stamp}-${lead.id}.eml`);
      writeFileSync(path, message); // synchronous: see ../storage/files.ts
      config.logger.info("lead.email.written", { leadId: lead.id, path });
    },
  };
}
