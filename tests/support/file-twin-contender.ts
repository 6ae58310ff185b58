/**
 * One contender in the local twins' cross-process tests. It runs as its own process, as each
 * `npm start` request runs in its own worker, waits for a start time shared with its rivals, then
 * races them over one data folder and prints what it got as JSON.
 *   counter <dir> <startAt> <attempts> <limit>: takes slots of one key in one window (the rate limiter's file twin)
 *   leads <dir> <startAt> <people>: saves one lead for each of the same people
 *   claims <dir> <startAt> <leads>: takes the send claim of each of the same leads, keeping them
 */
import { randomUUID } from "node:crypto";
import { createLocalLeadStore } from "../../netlify/lib/leads/store-files";
import { createFileRateLimiter } from "../../netlify/lib/rate-limit/files";

const [mode, dir, startAt, count, limit] = process.argv.slice(2);

await new Promise((resolve) => setTimeout(resolve, Number(startAt) - Date.now()));

if (mode === "counter") {
  const limiter = createFileRateLimiter({
    dataDir: dir!,
    name: "contenders",
    requests: Number(limit),
    window: { seconds: 60 * 60 },
    now: () => Number(startAt),
  });
  let taken = 0;
  for (let i = 0; i < Number(count); i++) {
    if ((await limiter.limit({ key: "k" })).success) taken++;
  }
  console.log(JSON.stringify({ taken }));
} else if (mode === "claims") {
  const store = createLocalLeadStore({ dataDir: dir! });
  const claimed: number[] = [];
  for (let i = 0; i < Number(count); i++) {
    if (await store.claimSend({ id: `lead-${i}`, ttlSeconds: 60 })) claimed.push(i);
  }
  console.log(JSON.stringify(claimed));
} else {
  const store = createLocalLeadStore({ dataDir: dir! });
  const saved: { id: string; duplicate: boolean }[] = [];
  for (let i = 0; i < Number(count); i++) {
    const lead = {
      id: randomUUID(),
      createdAt: new Date().toISOString(),
      fullName: `Person ${i}`,
      email: `person.${i}@example.com`,
      phone: "(555) 010-1234",
      serviceBranch: "Army" as const,
      emailStatus: "pending" as const,
      emailAttempts: 0,
      emailNextAttemptAt: null,
      emailSentAt: null,
    };
    saved.push(await store.saveLead({ lead, dedupeKey: `person-${i}`, dedupeSeconds: 600 }));
  }
  console.log(JSON.stringify(saved));
}
