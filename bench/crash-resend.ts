/**
 * One e-mail per lead after `kill -9` (issue 19): a warm function instance in its own process
 * takes consultation requests and is killed with SIGKILL while its e-mails are under way, again
 * and again; then the hourly retry job runs, its clock moved past each backoff, until nothing is
 * pending. Real SMTP on loopback is the counselor's inbox: it counts the messages and their
 * Message-IDs. Both storage modes: the local files and real Redis behind the Upstash protocol.
 * Run alone: `node --import tsx bench/crash-resend.ts`.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { parseEnv } from "../netlify/lib/env";
import { leadsFromEnv, retryPendingLeadEmails } from "../netlify/lib/leads/service";
import { createLogger } from "../netlify/lib/log";
import { projectRoot } from "../tests/harness/app-server";
import { startRedisServer } from "../tests/harness/redis-server";
import { startSmtpServer } from "../tests/harness/smtp";
import { startUpstashBridge } from "../tests/harness/upstash-bridge";

const ORIGIN_ENV = { URL: "https://bench.example.org" };

async function startInstance(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/warm-server.ts"], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "ignore"],
  });
  const lines = createInterface({ input: child.stdout! });
  const baseURL = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`The warm server exited with code ${code}`)));
    lines.on("line", (line) => {
      const match = /^listening (\S+)/.exec(line);
      if (match) resolve(match[1]!);
    });
  });
  return {
    baseURL,
    kill: () => new Promise<void>((resolve) => (child.once("exit", () => resolve()), child.kill("SIGKILL"))),
  };
}

async function crashRounds({
  mode,
  rounds,
  perRound,
}: {
  mode: "files" | "upstash";
  rounds: number;
  perRound: number;
}) {
  const dataDir = await mkdtemp(join(tmpdir(), "bench-crash-"));
  const smtp = await startSmtpServer();
  const redis = mode === "upstash" ? await startRedisServer() : null;
  const bridge = redis ? await startUpstashBridge({ redisPort: redis.port }) : null;
  const env: Record<string, string> = {
    ...ORIGIN_ENV,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    LEAD_EMAIL_TO: "counselor@bench.example.org",
    LEAD_EMAIL_FROM: "website@bench.example.org",
    CONSULTATION_RATE_LIMIT: "1000000",
    LEAD_EMAIL_RETRY_BATCH: "1000",
    ANTHROPIC_API_KEY: "",
    ...(bridge ? { UPSTASH_REDIS_REST_URL: bridge.url, UPSTASH_REDIS_REST_TOKEN: bridge.token } : {}),
  };
  const accepted = new Set<string>();
  let request = 0;
  try {
    for (let round = 0; round < rounds; round++) {
      const instance = await startInstance(env);
      let answered: () => void = () => {};
      const firstAnswer = new Promise<void>((resolve) => (answered = resolve));
      const sends = Array.from({ length: perRound }, async () => {
        const i = request++;
        const response = await fetch(`${instance.baseURL}/api/consultations`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: ORIGIN_ENV.URL },
          body: JSON.stringify({
            fullName: `Crash Veteran ${i}`,
            email: `crash.${mode}.${i}@example.com`,
            phone: `+1 555 01${String(i).padStart(5, "0")}`,
            serviceBranch: "Army",
          }),
        }).catch(() => null);
        if (response?.status === 201) {
          accepted.add(((await response.json()) as { id: string }).id);
          answered();
        }
      });
      // Killed while answers and e-mails are under way: a different moment after the first answer each round.
      await Promise.race([firstAnswer, Promise.allSettled(sends)]);
      await new Promise((resolve) => setTimeout(resolve, (round * 37) % 120));
      await instance.kill();
      await Promise.allSettled(sends);
    }
    // Then the hourly job, as often as it takes, its clock past every backoff.
    const quiet = createLogger({ log: () => {}, warn: () => {}, error: () => {} });
    let clock = Date.now();
    // The dead senders' claims lapse (120 s): the local files on the job's clock, Redis on its own.
    if (mode === "upstash") await new Promise((resolve) => setTimeout(resolve, 121_000));
    const deps = {
      ...leadsFromEnv(parseEnv(env), { logger: quiet, now: () => clock }),
      now: () => new Date(clock),
    };
    for (let run = 0; run < 50 && (await deps.store.listPendingLeads()).length > 0; run++) {
      clock += 24 * 60 * 60 * 1000;
      await retryPendingLeadEmails({ deps });
    }
    const stored = await deps.store.listLeads();
    const header = (mail: (typeof smtp.received)[number], key: string) =>
      mail.parsed.headers.find((h) => h.key === key)?.value ?? "";
    const messageIds = new Set(smtp.received.map((mail) => mail.parsed.messageId));
    const leadIds = new Set(smtp.received.map((mail) => header(mail, "x-lead-id")));
    return {
      rounds,
      requests: request,
      accepted: accepted.size,
      stored: stored.length,
      messagesReceived: smtp.received.length,
      /** What the counselor's mail client shows: one message per Message-ID. */
      distinctMessageIds: messageIds.size,
      /** Copies sent again after a crash, each with its lead's Message-ID (shown once). */
      copiesResent: smtp.received.length - messageIds.size,
      /** Leads the counselor sees more than once: two Message-IDs for one lead (goal 0). */
      duplicatesSeenByCounselor: messageIds.size - leadIds.size,
      /** Accepted leads never e-mailed (goal 0). */
      acceptedNotEmailed: [...accepted].filter((id) => !leadIds.has(id)).length,
      /** Stored leads (answered or not before the kill) never e-mailed (goal 0). */
      storedNotEmailed: stored.filter((lead) => !leadIds.has(lead.id)).length,
      stillPending: (await deps.store.listPendingLeads()).length,
    };
  } finally {
    await bridge?.close();
    await redis?.stop();
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function benchCrashResend({ rounds = 12, perRound = 40 } = {}) {
  return {
    files: await crashRounds({ mode: "files", rounds, perRound }),
    upstash: await crashRounds({ mode: "upstash", rounds, perRound }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchCrashResend(), null, 2));
}
