import type { AddressInfo } from "node:net";
import PostalMime, { type Email } from "postal-mime";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  mailFrom: string;
  rcptTo: string[];
  raw: string;
  parsed: Email;
};

export type TestSmtpServer = {
  url: string;
  received: ReceivedMail[];
  /** While true, every message is refused with a temporary failure (451). */
  refuse(refusing: boolean): void;
  close(): Promise<void>;
};

/** A real SMTP server on loopback that keeps every message it accepts. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        if (refusing) {
          return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        const rcptTo = session.envelope.rcptTo.map((r) => r.address);
        received.push({ mailFrom, rcptTo, raw, parsed: await PostalMime.parse(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(value) {
      refusing = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
