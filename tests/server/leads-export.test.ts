import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterEach, describe, expect, inject, it } from "vitest";
import { formatLeadsCsv } from "../../netlify/lib/leads/csv";
import { type Lead, type LeadStore, leadDedupeKey } from "../../netlify/lib/leads/store";

/** The dedupe keys are keyed hashes (decision 966): any secret of 16 characters or more. */
const SECRET = "test-dedupe-secret-0123";
import { createLocalLeadStore } from "../../netlify/lib/leads/store-files";
import { createUpstashLeadStore } from "../../netlify/lib/leads/store-upstash";
import { createRedis } from "../../netlify/lib/redis";
import { tempDir } from "../support/leads";
import { startUpstashBridge } from "../harness/upstash-bridge";

const run = promisify(execFile);

function makeLead(n: number, overrides: Partial<Lead> = {}): Lead {
  return {
    id: `lead-${n}`,
    createdAt: new Date(Date.UTC(2030, 4, n)).toISOString(),
    fullName: `Person ${n}`,
    email: `person${n}@example.com`,
    phone: "555-010-1234",
    serviceBranch: "Navy",
    emailStatus: "sent",
    emailAttempts: 1,
    emailNextAttemptAt: null,
    emailSentAt: new Date(Date.UTC(2030, 4, n, 0, 1)).toISOString(),
    ...overrides,
  };
}

async function fill(store: LeadStore, leads: Lead[]) {
  for (const lead of leads) await store.saveLead({ lead, dedupeKey: leadDedupeKey(lead, SECRET), dedupeSeconds: 600 });
}

/** `npm run leads:export` as the counselor runs it, with the given environment. */
async function exportCsv(env: Record<string, string>): Promise<string> {
  const blank = { UPSTASH_REDIS_REST_URL: "", UPSTASH_REDIS_REST_TOKEN: "", SMTP_URL: "" };
  const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/leads-export.ts"], {
    env: { ...process.env, ...blank, ...env },
  });
  return stdout;
}

describe("formatLeadsCsv", () => {
  it("writes a header and one row per lead, quoting commas, quotes and line breaks", () => {
    const csv = formatLeadsCsv([makeLead(1, { fullName: 'Smith, "Sam"' })]);
    expect(csv.split("\r\n")).toEqual([
      "Lead id,Received (UTC),Full name,E-mail,Phone,Branch of service,E-mail status,E-mail attempts,E-mail sent (UTC)",
      'lead-1,2030-05-01T00:00:00.000Z,"Smith, ""Sam""",person1@example.com,555-010-1234,Navy,sent,1,2030-05-01T00:01:00.000Z',
      "",
    ]);
  });

  it("defuses values a spreadsheet would run as formulas", () => {
    const csv = formatLeadsCsv([
      makeLead(2, { fullName: '=HYPERLINK("http://evil.example")', email: "+x@example.com" }),
    ]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain(",'+x@example.com,");
  });
});

describe("npm run leads:export", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  const leads = [makeLead(3), makeLead(1), makeLead(2, { emailStatus: "failed", emailSentAt: null })];
  const expectNewestFirst = (csv: string) =>
    expect(
      csv
        .trim()
        .split("\r\n")
        .slice(1)
        .map((row) => row.split(",")[0]),
    ).toEqual(["lead-3", "lead-2", "lead-1"]);

  it("prints every lead from the local store (DATA_DIR), newest first", async () => {
    const dir = await tempDir();
    cleanups.push(dir.remove);
    await fill(createLocalLeadStore({ dataDir: dir.path }), leads);
    expectNewestFirst(await exportCsv({ DATA_DIR: dir.path }));
  });

  it("prints every lead from Upstash when UPSTASH_* are set", async () => {
    const bridge = await startUpstashBridge({ redisPort: inject("redisPort") });
    cleanups.push(bridge.close);
    const env = { UPSTASH_REDIS_REST_URL: bridge.url, UPSTASH_REDIS_REST_TOKEN: bridge.token };
    await fill(createUpstashLeadStore({ redis: createRedis(env)! }), leads);
    const csv = await exportCsv(env);
    expectNewestFirst(csv);
    expect(csv).toContain("lead-2,2030-05-02T00:00:00.000Z,Person 2,person2@example.com,555-010-1234,Navy,failed,1,");
  });
});
