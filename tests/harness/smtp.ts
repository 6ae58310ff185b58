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
  /** Connections turned away so far by `refuseEveryNthConnection`. */
  refusedConnections(): number;
  close(): Promise<void>;
};

/**
 * A real SMTP server on loopback that keeps every message it accepts. With
 * `refuseEveryNthConnection: 5` it turns away the 5th, 10th, … connection with a 421 greeting
 * (a flaky provider); nodemailer opens one connection per message.
 */
export async function startSmtpServer({
  refuseEveryNthConnection = 0,
}: { refuseEveryNthConnection?: number } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusing = false;
  let connections = 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // No reverse DNS of 127.0.0.1: offline it waits for a resolver that never answers.
    disableReverseLookup: true,
    logger: false,
    onConnect(_session, callback) {
      connections++;
      if (refuseEveryNthConnection > 0 && connections % refuseEveryNthConnection === 0) {
        refused++;
        return callback(Object.assign(new Error("Too busy, try again later"), { responseCode: 421 }));
      }
      callback();
    },
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
    refusedConnections: () => refused,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
