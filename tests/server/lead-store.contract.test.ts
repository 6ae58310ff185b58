import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, inject, it } from "vitest";
import { type Lead, type LeadStore, leadDedupeKey } from "../../netlify/lib/leads/store";

/** The dedupe keys are keyed hashes (decision 966): any secret of 16 characters or more. */
const SECRET = "test-dedupe-secret-0123";
import { createLocalLeadStore } from "../../netlify/lib/leads/store-files";
import { createUpstashLeadStore } from "../../netlify/lib/leads/store-upstash";
import { createRedis } from "../../netlify/lib/redis";
import { tempDir } from "../support/leads";
import { startUpstashBridge } from "../harness/upstash-bridge";

/**
 * Fresh, empty storage; `open()` gives another store instance over the same data (a restart).
 * `wait` lets time pass: a clock the test moves for the files, real time for Redis (its key expiry).
 */
type Storage = { open: () => LeadStore; cleanup: () => Promise<void>; wait: (ms: number) => Promise<void> };

const adapters: [name: string, create: () => Promise<Storage>][] = [
  [
    "local files",
    async () => {
      const dir = await tempDir();
      let time = Date.now();
      return {
        open: () => createLocalLeadStore({ dataDir: dir.path, now: () => time }),
        cleanup: dir.remove,
        wait: async (ms) => void (time += ms),
      };
    },
  ],
  [
    "Upstash Redis (REST bridge to a real redis-server)",
    async () => {
      const bridge = await startUpstashBridge({ redisPort: inject("redisPort") });
      const env = { UPSTASH_REDIS_REST_URL: bridge.url, UPSTASH_REDIS_REST_TOKEN: bridge.token };
      return {
        open: () => createUpstashLeadStore({ redis: createRedis(env)! }),
        cleanup: bridge.close,
        wait: (ms) => new Promise((r) => setTimeout(r, ms)),
      };
    },
  ],
];

let sequence = 0;
function makeLead(overrides: Partial<Lead> = {}): Lead {
  sequence++;
  return {
    id: `lead-${sequence}-${Math.random().toString(36).slice(2)}`,
    createdAt: new Date(Date.UTC(2030, 0, 1, 12, 0, sequence)).toISOString(),
    fullName: `Dana "D" O'Neil & <Sons> ${sequence}`,
    email: `dana.${sequence}@example.com`,
    phone: "5550101234",
    serviceBranch: "Space Force",
    emailStatus: "pending",
    emailAttempts: 0,
    emailNextAttemptAt: "2030-01-01T12:15:00.000Z",
    emailSentAt: null,
    ...overrides,
  };
}

const save = (store: LeadStore, lead: Lead, dedupeSeconds = 600) =>
  store.saveLead({ lead, dedupeKey: leadDedupeKey(lead, SECRET), dedupeSeconds });

describe.each(adapters)("LeadStore contract: %s", (_name, createStorage) => {
  let storage: Storage;
  const cleanups: (() => Promise<void>)[] = [];
  async function setup(): Promise<LeadStore> {
    storage = await createStorage();
    cleanups.push(storage.cleanup);
    return storage.open();
  }
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it("saves a lead and reads every field back exactly, types included", async () => {
    const store = await setup();
    const lead = makeLead({ fullName: "José Ñúñez-O'Brien 李", phone: "0123456789" });
    expect(await save(store, lead)).toEqual({ id: lead.id, duplicate: false });
    expect(await store.getLead({ id: lead.id })).toEqual(lead);
  });

  it("answers null for an unknown id", async () => {
    const store = await setup();
    expect(await store.getLead({ id: "no-such-lead" })).toBeNull();
  });

  it("lists every lead newest first", async () => {
    const store = await setup();
    const leads = [makeLead(), makeLead(), makeLead()];
    for (const lead of [leads[1]!, leads[2]!, leads[0]!]) await save(store, lead);
    expect((await store.listLeads()).map((l) => l.id)).toEqual(leads.map((l) => l.id).reverse());
  });

  it("keeps a new lead pending until its e-mail is recorded as sent", async () => {
    const store = await setup();
    const [older, newer] = [makeLead(), makeLead()];
    await save(store, newer);
    await save(store, older);
    expect((await store.listPendingLeads()).map((l) => l.id)).toEqual([older.id, newer.id]);

    const delivery = {
      emailStatus: "sent",
      emailAttempts: 1,
      emailNextAttemptAt: null,
      emailSentAt: "2030-01-01T12:00:05.000Z",
    } as const;
    await store.updateEmailDelivery({ id: older.id, delivery });
    expect((await store.listPendingLeads()).map((l) => l.id)).toEqual([newer.id]);
    expect(await store.getLead({ id: older.id })).toEqual({ ...older, ...delivery });
  });

  it("keeps a lead pending with its attempts after a failed send, and drops it from pending when given up", async () => {
    const store = await setup();
    const lead = makeLead();
    await save(store, lead);
    const retry = {
      emailStatus: "pending",
      emailAttempts: 2,
      emailNextAttemptAt: "2030-01-01T13:00:00.000Z",
      emailSentAt: null,
    } as const;
    await store.updateEmailDelivery({ id: lead.id, delivery: retry });
    expect(await store.listPendingLeads()).toEqual([{ ...lead, ...retry }]);

    const failed = { emailStatus: "failed", emailAttempts: 8, emailNextAttemptAt: null, emailSentAt: null } as const;
    await store.updateEmailDelivery({ id: lead.id, delivery: failed });
    expect(await store.listPendingLeads()).toEqual([]);
    // Given up on is not lost: the counselor still finds it in the export.
    expect(await store.listLeads()).toEqual([{ ...lead, ...failed }]);
  });

  it("does not create a lead when updating an unknown id", async () => {
    const store = await setup();
    const delivery = {
      emailStatus: "sent",
      emailAttempts: 1,
      emailNextAttemptAt: null,
      emailSentAt: "2030-01-01T00:00:00.000Z",
    } as const;
    await store.updateEmailDelivery({ id: "ghost", delivery });
    expect(await store.getLead({ id: "ghost" })).toBeNull();
    expect(await store.listLeads()).toEqual([]);
  });

  it("answers a second save of the same person within the window with the first id and stores nothing", async () => {
    const store = await setup();
    const first = makeLead({ email: "Same.Person@example.com", phone: "(555) 010-9999" });
    const again = makeLead({ email: "same.person@example.com", phone: "555.010.9999" });
    await save(store, first);
    expect(await save(store, again)).toEqual({ id: first.id, duplicate: true });
    expect((await store.listLeads()).map((l) => l.id)).toEqual([first.id]);
    expect(await store.getLead({ id: again.id })).toBeNull();
  });

  it("treats the same e-mail with another phone as another lead", async () => {
    const store = await setup();
    const first = makeLead({ email: "twin@example.com", phone: "5550100001" });
    const other = makeLead({ email: "twin@example.com", phone: "5550100002" });
    await save(store, first);
    expect(await save(store, other)).toEqual({ id: other.id, duplicate: false });
  });

  it("stores the same person again once the dedupe window has passed", async () => {
    const store = await setup();
    const first = makeLead({ email: "later@example.com" });
    const later = makeLead({ email: "later@example.com" });
    await save(store, first, 1);
    await storage.wait(1100);
    expect(await save(store, later, 1)).toEqual({ id: later.id, duplicate: false });
    expect(await store.listLeads()).toHaveLength(2);
  });

  it("keeps exactly one lead when the same person saves 20 times at once", async () => {
    const store = await setup();
    const leads = Array.from({ length: 20 }, () => makeLead({ email: "racer@example.com", phone: "5550102020" }));
    const results = await Promise.all(leads.map((lead) => save(store, lead)));
    const winners = results.filter((r) => !r.duplicate);
    expect(winners).toHaveLength(1);
    expect(new Set(results.map((r) => r.id))).toEqual(new Set([winners[0]!.id]));
    expect((await store.listLeads()).map((l) => l.id)).toEqual([winners[0]!.id]);
  });

  it("loses nothing under 200 concurrent saves of different people", async () => {
    const store = await setup();
    const leads = Array.from({ length: 200 }, () => makeLead());
    const results = await Promise.all(leads.map((lead) => save(store, lead)));
    expect(results.every((r) => !r.duplicate)).toBe(true);
    const listed = await store.listLeads();
    expect(listed).toHaveLength(200);
    expect(new Set(listed.map((l) => l.id))).toEqual(new Set(leads.map((l) => l.id)));
    expect(await store.listPendingLeads()).toHaveLength(200);
  });

  it("still has every lead after a restart (a new store over the same data)", async () => {
    const store = await setup();
    const lead = makeLead();
    await save(store, lead);
    const reopened = storage.open();
    expect(await reopened.getLead({ id: lead.id })).toEqual(lead);
    expect(await save(reopened, makeLead({ email: lead.email, phone: lead.phone }))).toEqual({
      id: lead.id,
      duplicate: true,
    });
  });
});

describe("the local lead store's dedupe claims", () => {
  it("takes over a claim left empty by a crash instead of refusing that person from then on", async () => {
    const dir = await tempDir();
    try {
      const lead = makeLead();
      mkdirSync(join(dir.path, "dedupe"), { recursive: true });
      writeFileSync(join(dir.path, "dedupe", leadDedupeKey(lead, SECRET)), "");
      const store = createLocalLeadStore({ dataDir: dir.path });
      expect(await save(store, lead)).toEqual({ id: lead.id, duplicate: false });
      expect(await store.getLead({ id: lead.id })).toEqual(lead);
      expect(await save(store, makeLead({ email: lead.email, phone: lead.phone }))).toEqual({
        id: lead.id,
        duplicate: true,
      });
    } finally {
      await dir.remove();
    }
  });

  it("reads a claim written before decision 821 (it named the lead `id`): the same person is still a duplicate", async () => {
    const dir = await tempDir();
    try {
      const first = makeLead();
      const store = createLocalLeadStore({ dataDir: dir.path });
      expect(await save(store, first)).toEqual({ id: first.id, duplicate: false });
      const claimPath = join(dir.path, "dedupe", leadDedupeKey(first, SECRET));
      const { expiresAt } = JSON.parse(readFileSync(claimPath, "utf8")) as { expiresAt: number };
      writeFileSync(claimPath, JSON.stringify({ id: first.id, expiresAt }));
      expect(await save(store, makeLead({ email: first.email, phone: first.phone }))).toEqual({
        id: first.id,
        duplicate: true,
      });
    } finally {
      await dir.remove();
    }
  });
});
