import { readdir } from "node:fs/promises";
import { over, type Handler } from "./over";
import { join } from "node:path";
import consultations from "../../netlify/functions/consultations";
import { parseEnv } from "../../netlify/lib/env";
import { type Leads, leadsFromEnv } from "../../netlify/lib/leads/service";
import { startSmtpServer, type TestSmtpServer } from "../harness/smtp";
import { type FunctionApp, startFunctionStorage } from "./function-app";
import { SITE } from "./leads";

export const COUNSELOR = "counselor@vets.example.org";
export const WEBSITE = "website@vets.example.org";

export type ConsultationApp = FunctionApp<Handler, Leads> & {
  /** Present when the app sends over SMTP. */
  smtp?: TestSmtpServer;
  /** Another function instance on the same configuration (its own clients and state). */
  newInstance(): Leads;
  /**
   * Lets `ms` pass for the app: its clock jumps ahead for the local files; with Upstash real time
   * passes, since Redis expires its keys by its own clock.
   */
  wait(ms: number): Promise<void>;
  /** .eml files in the local outbox. */
  outboxFiles(): Promise<string[]>;
  /** Moves the function's clock on by `ms` (Redis keeps real time: its keys expire only in `wait`). */
  later(ms: number): void;
};

/**
 * The consultations function wired exactly as in production, from environment
 * variables: `local` uses files and the outbox under a temp DATA_DIR; `upstash+smtp`
 * points UPSTASH_* at a REST bridge to the test redis-server and SMTP_URL at a real
 * SMTP server; `files+smtp` keeps the files but sends over that real SMTP server.
 */
export async function startConsultationApp({
  adapters = "local",
  env = {},
}: {
  adapters?: "local" | "files+smtp" | "upstash+smtp";
  env?: Record<string, string>;
} = {}): Promise<ConsultationApp> {
  const { dir, bridge, logger, lines, upstashEnv } = await startFunctionStorage({
    upstash: adapters === "upstash+smtp",
  });
  const smtp = adapters === "local" ? undefined : await startSmtpServer();
  const config = parseEnv({
    DATA_DIR: dir.path,
    URL: SITE,
    ...upstashEnv,
    ...(smtp && { SMTP_URL: smtp.url, LEAD_EMAIL_TO: COUNSELOR, LEAD_EMAIL_FROM: WEBSITE }),
    ...env,
  });
  let offset = 0;
  const clock = () => Date.now() + offset;
  const deps = leadsFromEnv(config, { logger, now: clock });
  return {
    handler: over(consultations, () => deps),
    deps,
    lines,
    dataDir: dir.path,
    bridge,
    smtp,
    newInstance: () => leadsFromEnv(config, { logger, now: clock }),
    async wait(ms) {
      if (bridge) await new Promise((resolve) => setTimeout(resolve, ms));
      else offset += ms;
    },
    later(ms) {
      offset += ms;
    },
    async outboxFiles() {
      const files = await readdir(join(dir.path, "outbox")).catch(() => []);
      return files.filter((name) => name.endsWith(".eml"));
    },
    async close() {
      await bridge?.close();
      await smtp?.close();
      await dir.remove();
    },
  };
}
