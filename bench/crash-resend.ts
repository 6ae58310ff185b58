/**
 * One e-mail per lead after `kill -9` (issue 19), with the kill landed on purpose inside the send
 * window: after the SMTP server has taken a lead's whole message, before the instance saves that
 * lead's status. A warm function instance in its own process takes consultation requests; the
 * counselor's inbox (an SMTP server on loopback) kills it with SIGKILL the moment it has taken the
 * round's chosen message, in one of two ways, round by round:
 * - `reply-held`: the server keeps the message and holds its 250 reply until the instance is dead
 *   (the reply lost on the way, as RFC 5321 §6.1 warns; the sender never learns it went);
 * - `reply-sent`: the server sends its 250 and kills at once, racing the instance's status write.
 * After each kill the bench reads each taken lead's stored status: not `sent` means the kill
 * landed in that lead's window. Then the hourly retry job runs, its clock moved past each backoff,
 * until nothing is pending, and the inbox counts e-mails and distinct Message-IDs per lead.
 * Both storage modes: the local files and real Redis behind the Upstash protocol.
 * Run alone: `node --import tsx bench/crash-resend.ts`.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";
import { parseEnv } from "../netlify/lib/env";
import { leadsFromEnv, retryPendingLeadEmails } from "../netlify/lib/leads/service";
import { createLogger } from "../netlify/lib/log";
import { startRedisServer } from "../tests/harness/redis-server";
import { startUpstashBridge } from "../tests/harness/upstash-bridge";
import { startWarmInstance } from "./warm-instance";

const ORIGIN_ENV = { URL: "https://bench.example.org" };
const DAY_MS = 24 * 60 * 60 * 1000;
/** Longer than a send claim (120 s in the leads service): a dead sender's claims lapse in Redis. */
const CLAIM_LAPSE_MS = 121_000;

type KillStyle = "reply-held" | "reply-sent";
const STYLES: KillStyle[] = ["reply-held", "reply-sent"];

type Taken = { leadId: string; messageId: string; round: number };

/**
 * The counselor's inbox: a real SMTP server on loopback that keeps every message it takes. Armed
 * for a round, it calls `kill` when it has taken that round's `after`-th message, holding or
 * sending that message's 250 reply as `style` says, and resolves with the taken lead's id.
 */
async function startInbox() {
  const received: Taken[] = [];
  let round = -1;
  let takenThisRound = 0;
  let armed: { after: number; style: KillStyle; kill: () => Promise<void>; fired: (leadId: string) => void } | null =
    null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        const parsed = await PostalMime.parse(Buffer.concat(chunks));
        const leadId = parsed.headers.find((h) => h.key === "x-lead-id")?.value ?? "unknown";
        received.push({ leadId, messageId: parsed.messageId ?? "", round });
        takenThisRound++;
        const trigger = armed && takenThisRound >= armed.after ? armed : null;
        if (!trigger) return callback();
        armed = null;
        if (trigger.style === "reply-sent") {
          callback(); // the 250 is on the wire; the SIGKILL follows in the same tick
          void trigger.kill();
        } else {
          // The 250 goes only to a dead process: its socket is closed by then.
          void trigger.kill().then(() => callback());
        }
        trigger.fired(leadId);
      });
    },
  });
  server.on("error", () => {}); // a reply to a killed sender's closed socket
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    arm({ after, style, kill }: { after: number; style: KillStyle; kill: () => Promise<void> }) {
      round++;
      takenThisRound = 0;
      return new Promise<string>((fired) => (armed = { after, style, kill, fired }));
    },
    disarm: () => void (armed = null),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type KillFigures = {
  /** Rounds killed this way. */
  kills: number;
  /** Kills after the chosen lead's message was taken and before its status was saved. */
  landedInWindow: number;
  /** Every lead whose message was taken and whose status was not saved when its instance died. */
  leadsCaughtInWindow: number;
};

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
  const inbox = await startInbox();
  const redis = mode === "upstash" ? await startRedisServer() : null;
  const bridge = redis ? await startUpstashBridge({ redisPort: redis.port }) : null;
  const env: Record<string, string> = {
    ...ORIGIN_ENV,
    DATA_DIR: dataDir,
    SMTP_URL: inbox.url,
    LEAD_EMAIL_TO: "counselor@bench.example.org",
    LEAD_EMAIL_FROM: "website@bench.example.org",
    CONSULTATION_RATE_LIMIT: "1000000",
    CONSULTATION_CONTACT_RATE_LIMIT: "1000000",
    LEAD_EMAIL_RETRY_BATCH: "1000",
    ANTHROPIC_API_KEY: "",
    ...(bridge ? { UPSTASH_REDIS_REST_URL: bridge.url, UPSTASH_REDIS_REST_TOKEN: bridge.token } : {}),
  };
  // The bench's own view of the same store, and later the retry job's parts, on a clock it moves.
  const quiet = createLogger({ log: () => {}, warn: () => {}, error: () => {} });
  let clock = Date.now();
  const deps = { ...leadsFromEnv(parseEnv(env), { logger: quiet, now: () => clock }), now: () => new Date(clock) };
  const killed = Object.fromEntries(
    STYLES.map((style) => [style, { kills: 0, landedInWindow: 0, leadsCaughtInWindow: 0 }]),
  ) as Record<KillStyle, KillFigures>;
  const accepted = new Set<string>();
  let request = 0;
  try {
    for (let round = 0; round < rounds; round++) {
      const style = STYLES[round % STYLES.length]!;
      const instance = await startWarmInstance(env, { stderr: "ignore" });
      // A different message each round: the 1st, 4th, 7th or 10th the inbox takes.
      const trigger = inbox.arm({ after: 1 + (Math.floor(round / 2) % 4) * 3, style, kill: instance.kill });
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
        if (response?.status === 201) accepted.add(((await response.json()) as { id: string }).id);
      });
      const chosen = await Promise.race([
        trigger,
        Promise.allSettled(sends).then(() => new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000))),
      ]);
      inbox.disarm();
      await instance.kill();
      await Promise.allSettled(sends);
      killed[style].kills++;
      // Where each lead this round's inbox took stood when its instance died.
      for (const taken of inbox.received.filter((mail) => mail.round === round)) {
        const lead = await deps.store.getLead({ id: taken.leadId });
        if (lead?.emailStatus === "sent") continue;
        killed[style].leadsCaughtInWindow++;
        if (taken.leadId === chosen) killed[style].landedInWindow++;
      }
    }
    // Then the hourly job, as often as it takes, its clock past every backoff. The dead senders'
    // claims lapse (120 s): the local files on the job's clock, Redis on its own.
    if (mode === "upstash") await new Promise((resolve) => setTimeout(resolve, CLAIM_LAPSE_MS));
    let retryRuns = 0;
    for (; retryRuns < 50 && (await deps.store.listPendingLeads()).length > 0; retryRuns++) {
      clock += DAY_MS;
      await retryPendingLeadEmails({ deps });
    }
    const stored = await deps.store.listLeads();
    const perLead = new Map<string, { emails: number; messageIds: Set<string> }>();
    for (const { leadId, messageId } of inbox.received) {
      const entry = perLead.get(leadId) ?? { emails: 0, messageIds: new Set() };
      entry.emails++;
      entry.messageIds.add(messageId);
      perLead.set(leadId, entry);
    }
    const leads = [...perLead.values()];
    return {
      rounds,
      requests: request,
      accepted: accepted.size,
      stored: stored.length,
      kills: killed,
      retryRuns,
      messagesReceived: inbox.received.length,
      leadsEmailed: perLead.size,
      /** What the counselor's mail client shows: one message per Message-ID. */
      distinctMessageIds: new Set(inbox.received.map((mail) => mail.messageId)).size,
      /** Copies sent again after a crash, each with its lead's Message-ID (shown once). */
      copiesResent: inbox.received.length - perLead.size,
      /** Leads that reached the inbox more than once. */
      leadsResent: leads.filter((lead) => lead.emails > 1).length,
      /** Leads the counselor sees more than once: two Message-IDs for one lead (goal 0). */
      duplicatesSeenByCounselor: leads.filter((lead) => lead.messageIds.size > 1).length,
      /** Accepted leads never e-mailed (goal 0). */
      acceptedNotEmailed: [...accepted].filter((id) => !perLead.has(id)).length,
      /** Stored leads (answered or not before the kill) never e-mailed (goal 0). */
      storedNotEmailed: stored.filter((lead) => !perLead.has(lead.id)).length,
      stillPending: (await deps.store.listPendingLeads()).length,
    };
  } finally {
    await bridge?.close();
    await redis?.stop();
    await inbox.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function benchCrashResend({
  rounds = 12,
  perRound = 40,
  modes = ["files", "upstash"] as ("files" | "upstash")[],
} = {}) {
  const figures: Partial<Record<"files" | "upstash", Awaited<ReturnType<typeof crashRounds>>>> = {};
  for (const mode of modes) figures[mode] = await crashRounds({ mode, rounds, perRound });
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `node --import tsx bench/crash-resend.ts 4 files` for a small run by hand.
  const [rounds, mode] = process.argv.slice(2);
  const modes = mode === "files" || mode === "upstash" ? [mode as "files" | "upstash"] : undefined;
  console.log(JSON.stringify(await benchCrashResend({ rounds: Number(rounds ?? 12), modes }), null, 2));
}
