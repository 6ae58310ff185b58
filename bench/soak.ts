/**
 * Durability soak (issue 5): 5,000 consultation requests to the consultations handler while the
 * SMTP server turns away one connection in five, then the hourly retry job, run as often as it
 * takes with its clock moved past each backoff, as two runs side by side (two instances, as when
 * runs overlap: each lead must still go out once, under its send claim). In-process, with the local file store and real
 * SMTP on loopback: through `npm start` each request costs 1 to 2 s of emulation (see RESULTS.md).
 * Run alone: `node --import tsx bench/soak.ts`.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import consultations from "../netlify/functions/consultations";
import retryLeadEmails from "../netlify/functions/retry-lead-emails";
import { parseEnv } from "../netlify/lib/env";
import { leadsFromEnv } from "../netlify/lib/leads/service";
import { createLogger } from "../netlify/lib/log";
import { startSmtpServer } from "../tests/harness/smtp";
import { over, overJob } from "../tests/support/over";

const SITE = "https://bench.example.org";
const DAY_MS = 24 * 60 * 60 * 1000;
/** Bounds the retry loop: far more runs than 5,000 leads at 25 a run could need. */
const MAX_RETRY_RUNS = 1000;

export async function benchSoak({ requests = 5000, concurrency = 50, refuseEvery = 5, retryJobs = 2 } = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), "bench-soak-"));
  const smtp = await startSmtpServer({ refuseEveryNthConnection: refuseEvery });
  const started = performance.now();
  try {
    const quiet = createLogger({ log: () => {}, warn: () => {}, error: console.error });
    const env = parseEnv({
      DATA_DIR: dataDir,
      URL: SITE,
      SMTP_URL: smtp.url,
      LEAD_EMAIL_TO: "counselor@bench.example.org",
      LEAD_EMAIL_FROM: "website@bench.example.org",
      CONSULTATION_RATE_LIMIT: "1000000",
      // Loopback SMTP answers in milliseconds: bigger runs keep the soak short (default 25).
      LEAD_EMAIL_RETRY_BATCH: "1000",
    });
    // The production wiring with one dependency injected: a clock the bench can move forward.
    let clock = Date.now();
    const deps = { ...leadsFromEnv(env, { logger: quiet }), now: () => new Date(clock) };
    const handler = over(consultations, () => deps);

    const accepted = new Set<string>();
    const statusCounts: Record<string, number> = {};
    let next = 0;
    // Each client is one function instance: like Netlify's, it finishes a request's waitUntil
    // work (the e-mail) before it takes the next request, so at most `concurrency` sends overlap.
    async function client() {
      while (next < requests) {
        const i = next++;
        const background: Promise<unknown>[] = [];
        const response = await handler(
          new Request(`${SITE}/api/consultations`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Origin: SITE },
            body: JSON.stringify({
              fullName: `Soak Veteran ${i}`,
              email: `soak.${i}@example.com`,
              phone: `+1 555 01${String(i).padStart(5, "0")}`,
              serviceBranch: "Navy",
            }),
          }),
          { ip: `198.51.100.${i % 250}`, waitUntil: (work) => void background.push(work) },
        );
        statusCounts[response.status] = (statusCounts[response.status] ?? 0) + 1;
        if (response.ok) accepted.add(((await response.json()) as { id: string }).id);
        await Promise.all(background);
      }
    }
    await Promise.all(Array.from({ length: concurrency }, client));
    const firstPassDelivered = smtp.received.length;

    // Each job its own instance (its own store and SMTP clients) on the same data and clock.
    const jobs = Array.from({ length: retryJobs }, () => {
      const instance = { ...leadsFromEnv(env, { logger: quiet }), now: () => new Date(clock) };
      return overJob(retryLeadEmails, () => instance);
    });
    let retryRuns = 0;
    while ((await deps.store.listPendingLeads()).length > 0 && retryRuns < MAX_RETRY_RUNS) {
      clock += DAY_MS; // past the longest backoff (retryDelayMs caps at a day)
      await Promise.all(jobs.map((job) => job()));
      retryRuns++;
    }

    const leads = await deps.store.listLeads();
    const stored = new Set(leads.map((lead) => lead.id));
    const mailedIds = smtp.received.map((mail) => /Lead id: ([0-9a-f-]{36})/.exec(mail.raw)?.[1] ?? "unknown");
    const delivered = new Set(mailedIds);
    const lost = [...accepted].filter((id) => !stored.has(id) && !delivered.has(id));
    return {
      submitted: requests,
      accepted: accepted.size,
      statusCounts,
      stored: stored.size,
      delivered: delivered.size,
      emails: mailedIds.length,
      duplicates: mailedIds.length - delivered.size,
      lost: lost.length,
      deliveredOnFirstTry: firstPassDelivered,
      refusedConnections: smtp.refusedConnections(),
      retryRuns,
      retryJobsSideBySide: retryJobs,
      stillPending: leads.filter((lead) => lead.emailStatus === "pending").length,
      gaveUp: leads.filter((lead) => lead.emailStatus === "failed").length,
      seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
      mode: "in-process handler, local file store, real SMTP on loopback",
    };
  } finally {
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `node --import tsx bench/soak.ts 500` for a small run by hand.
  const requests = Number(process.argv[2] ?? 5000);
  console.log(JSON.stringify(await benchSoak({ requests }), null, 2));
}
