import { randomUUID } from "node:crypto";
import type { Redis } from "@upstash/redis";
import type { Lead, LeadStore } from "./store";

const KEYS = {
  lead: (id: string) => `leads:lead:${id}`,
  byTime: "leads:by-time",
  pending: "leads:pending-email",
  dedupe: (key: string) => `leads:dedupe:${key}`,
  sending: (id: string) => `leads:sending:${id}`,
};

const LEAD_FIELDS = [
  "id",
  "createdAt",
  "fullName",
  "email",
  "phone",
  "serviceBranch",
  "emailStatus",
  "emailAttempts",
  "emailNextAttemptAt",
  "emailSentAt",
  "pageLanguage",
] as const satisfies readonly (keyof Lead)[];

/** A lead as flat string fields (for a Redis hash); nulls become empty strings. */
function leadToFields(lead: Partial<Lead>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of LEAD_FIELDS) {
    if (name in lead) fields[name] = String(lead[name] ?? "");
  }
  return fields;
}

function leadFromFields(fields: Record<string, string>): Lead {
  return {
    id: fields.id ?? "",
    createdAt: fields.createdAt ?? "",
    fullName: fields.fullName ?? "",
    email: fields.email ?? "",
    phone: fields.phone ?? "",
    serviceBranch: (fields.serviceBranch ?? "") as Lead["serviceBranch"],
    emailStatus: (fields.emailStatus ?? "pending") as Lead["emailStatus"],
    emailAttempts: Number(fields.emailAttempts ?? 0),
    emailNextAttemptAt: fields.emailNextAttemptAt || null,
    emailSentAt: fields.emailSentAt || null,
    ...(fields.pageLanguage === "es" ? { pageLanguage: "es" as const } : {}),
  };
}

/** Pipelines stay well under Upstash's request size limits. */
const READ_BATCH = 100;

// One script so the dedupe check and the three writes happen atomically:
// a dedupe key can never point at a lead that was not written.
const SAVE_LEAD = `
local first = redis.call('GET', KEYS[1])
if first then return first end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
redis.call('HSET', KEYS[2], unpack(ARGV, 4))
redis.call('ZADD', KEYS[3], ARGV[3], ARGV[1])
redis.call('SADD', KEYS[4], ARGV[1])
return ARGV[1]`;

// Touches only leads that exist, keeps the pending set in step with the status, and gives back
// the caller's send claim (ARGV[3], if any) in the same round trip.
const UPDATE_DELIVERY = `
if ARGV[3] ~= '' and redis.call('GET', KEYS[3]) == ARGV[3] then redis.call('DEL', KEYS[3]) end
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], unpack(ARGV, 4))
if ARGV[2] == 'pending' then redis.call('SADD', KEYS[2], ARGV[1]) else redis.call('SREM', KEYS[2], ARGV[1]) end
return 1`;

// Takes a send claim and reads the lead in one round trip: nil while another sender holds it.
const CLAIM_SEND = `
if not redis.call('SET', KEYS[1], ARGV[1], 'NX', 'EX', ARGV[2]) then return false end
return redis.call('HGETALL', KEYS[2])`;

// Deletes a send claim only while it is still the caller's (it may have expired and been retaken).
const RELEASE_SEND = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/** HGETALL as given with automatic deserialization off: a flat [field, value, …] list. */
type HashReply = string[] | Record<string, unknown> | null;

function hashFields(reply: HashReply): Record<string, string> | null {
  if (!reply) return null;
  const pairs = Array.isArray(reply) ? reply : Object.entries(reply).flat();
  if (pairs.length === 0) return null;
  const fields: Record<string, string> = {};
  for (let i = 0; i + 1 < pairs.length; i += 2) fields[String(pairs[i])] = String(pairs[i + 1]);
  return fields;
}

/** Leads in Upstash Redis: a hash per lead, a sorted set by time, a set of pending e-mails. */
export function createUpstashLeadStore({ redis }: { redis: Redis }): LeadStore {
  const saveScript = redis.createScript<string>(SAVE_LEAD);
  const updateScript = redis.createScript<number>(UPDATE_DELIVERY);
  const claimScript = redis.createScript<HashReply>(CLAIM_SEND);
  const releaseScript = redis.createScript<number>(RELEASE_SEND);

  async function readLeads(ids: string[]): Promise<Lead[]> {
    const leads: Lead[] = [];
    for (let start = 0; start < ids.length; start += READ_BATCH) {
      const pipeline = redis.pipeline();
      for (const id of ids.slice(start, start + READ_BATCH)) pipeline.hgetall(KEYS.lead(id));
      const rows = await pipeline.exec<HashReply[]>();
      for (const row of rows) {
        const fields = hashFields(row);
        if (fields) leads.push(leadFromFields(fields));
      }
    }
    return leads;
  }

  return {
    kind: "upstash-redis",

    async saveLead({ lead, dedupeKey, dedupeSeconds }) {
      const fields = Object.entries(leadToFields(lead)).flat();
      const id = await saveScript.exec(
        [KEYS.dedupe(dedupeKey), KEYS.lead(lead.id), KEYS.byTime, KEYS.pending],
        [lead.id, String(dedupeSeconds), String(Date.parse(lead.createdAt)), ...fields],
      );
      return { id, duplicate: id !== lead.id };
    },

    async findDuplicate({ dedupeKey }) {
      return (await redis.get<string>(KEYS.dedupe(dedupeKey))) ?? null;
    },

    async getLead({ id }) {
      const fields = hashFields(await redis.hgetall(KEYS.lead(id)));
      return fields ? leadFromFields(fields) : null;
    },

    async listLeads() {
      const ids = await redis.zrange<string[]>(KEYS.byTime, 0, -1, { rev: true });
      return readLeads(ids);
    },

    async listPendingLeads() {
      const ids = await redis.smembers<string[]>(KEYS.pending);
      const leads = await readLeads(ids);
      return leads.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },

    async updateEmailDelivery({ id, delivery, releaseClaim = "" }) {
      const fields = Object.entries(leadToFields(delivery)).flat();
      await updateScript.exec(
        [KEYS.lead(id), KEYS.pending, KEYS.sending(id)],
        [id, delivery.emailStatus, releaseClaim, ...fields],
      );
    },

    async claimSend({ id, ttlSeconds }) {
      const token = randomUUID();
      const reply = await claimScript.exec([KEYS.sending(id), KEYS.lead(id)], [token, String(ttlSeconds)]);
      if (reply === null) return null;
      const fields = hashFields(reply);
      return { token, lead: fields ? leadFromFields(fields) : null };
    },

    async releaseSend({ id, token }) {
      await releaseScript.exec([KEYS.sending(id)], [token]);
    },
  };
}
