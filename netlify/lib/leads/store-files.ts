import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { readJsonFile, writeFileAtomically } from "../files";
import { type FileClaim, readFileClaim, releaseFileClaim, takeFileClaim } from "./file-claim";
import type { Lead, LeadStore } from "./store";

/** Tries to take over an expired claim that another save keeps taking over first. */
const CLAIM_ATTEMPTS = 5;
/** How often one instance deletes expired dedupe keys, as Redis expires its own. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Leads as files under `dataDir`: one JSON file per lead, written to a temporary
 * name and renamed, so a crash never leaves half a lead and concurrent saves never
 * share a file. A dedupe claim is written whole under a private name and hard-linked into
 * place: the link fails if the key is taken, so of two concurrent saves of the same person
 * exactly one wins, across processes too, and no one ever reads half a claim. The calls are
 * synchronous (see `../files.ts`).
 */
export function createLocalLeadStore({
  dataDir,
  now = Date.now,
}: {
  dataDir: string;
  /** The clock of the dedupe window and the send claims (tests advance their own). */
  now?: () => number;
}): LeadStore {
  const leadsDir = join(dataDir, "leads");
  const dedupeDir = join(dataDir, "dedupe");
  const sendingDir = join(dataDir, "sending");
  const leadPath = (id: string) => join(leadsDir, `${id}.json`);
  let ready = false;
  function ensureDirs() {
    if (ready) return;
    mkdirSync(leadsDir, { recursive: true });
    mkdirSync(dedupeDir, { recursive: true });
    mkdirSync(sendingDir, { recursive: true });
    ready = true;
  }
  const writeLead = (lead: Lead) => writeFileAtomically(leadPath(lead.id), JSON.stringify(lead, null, 2));

  /** Claims `key` for `id`; returns the id already holding a live claim, if any. */
  function claimDedupe(key: string, id: string, seconds: number): string | null {
    const path = join(dedupeDir, key);
    // A claim whose lead was removed by hand no longer stands: it is taken over like an expired one.
    // One written before decision 821 names its lead `id` instead of `token`.
    const holderId = (claim: FileClaim) => claim.token ?? (claim as { id?: string }).id ?? "";
    const holds = (claim: FileClaim) => readLead(holderId(claim)) !== null;
    for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
      if (takeFileClaim({ path, seconds, token: id, now, holds })) return null;
      const holder = readFileClaim(path);
      if (holder && holder.expiresAt > now() && holds(holder)) return holderId(holder);
      // (Another save was taking over an expired claim at that instant: try again.)
    }
    throw new Error("Could not claim the dedupe key");
  }

  let lastSweep = -Infinity;
  /** Deletes every expired dedupe key: a hash of a person's contact is kept no longer than it is used. */
  function sweepExpiredDedupe() {
    if (now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now();
    for (const name of readdirSync(dedupeDir)) {
      if (name.includes(".")) continue; // another save's temporary or set-aside file
      const claim = readFileClaim(join(dedupeDir, name));
      if (claim && claim.expiresAt <= now()) rmSync(join(dedupeDir, name), { force: true });
    }
  }

  /** The lead id a live dedupe claim names, if any. */
  function liveDuplicate(key: string): string | null {
    const claim = readFileClaim(join(dedupeDir, key));
    const id = claim ? (claim.token ?? (claim as { id?: string }).id ?? "") : "";
    return claim && claim.expiresAt > now() && readLead(id) !== null ? id : null;
  }

  const isLeadId = (id: string) => /^[\w-]+$/.test(id);
  const readLead = (id: string) => (isLeadId(id) ? readJsonFile<Lead>(leadPath(id)) : null);
  const sendingPath = (id: string) => {
    if (!isLeadId(id)) throw new Error("Not a lead id");
    ensureDirs();
    return join(sendingDir, id);
  };

  function listAll(): Lead[] {
    ensureDirs();
    return readdirSync(leadsDir)
      .filter((name) => name.endsWith(".json"))
      .map((name) => readJsonFile<Lead>(join(leadsDir, name)))
      .filter((lead): lead is Lead => lead !== null);
  }

  return {
    kind: `local-files (${dataDir})`,

    async saveLead({ lead, dedupeKey, dedupeSeconds }) {
      ensureDirs();
      sweepExpiredDedupe();
      // The lead is written before its claim, so a claim always points at a written lead.
      writeLead(lead);
      let first: string | null;
      try {
        first = claimDedupe(dedupeKey, lead.id, dedupeSeconds);
      } catch (error) {
        // Unclaimed, the lead must not stay behind: the caller now e-mails it without storage,
        // and the retry job would otherwise find it pending and e-mail it again.
        rmSync(leadPath(lead.id), { force: true });
        throw error;
      }
      if (!first) return { id: lead.id, duplicate: false };
      rmSync(leadPath(lead.id), { force: true });
      return { id: first, duplicate: true };
    },

    async findDuplicate({ dedupeKey }) {
      ensureDirs();
      return /^[0-9a-f]{64}$/.test(dedupeKey) ? liveDuplicate(dedupeKey) : null;
    },

    async getLead({ id }) {
      return readLead(id);
    },

    async listLeads() {
      return listAll().sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },

    async listPendingLeads() {
      return listAll()
        .filter((lead) => lead.emailStatus === "pending")
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },

    async updateEmailDelivery({ id, delivery, releaseClaim }) {
      const lead = readLead(id);
      if (lead) writeLead({ ...lead, ...delivery });
      if (releaseClaim) releaseFileClaim({ path: sendingPath(id), token: releaseClaim });
    },

    async claimSend({ id, ttlSeconds }) {
      const token = takeFileClaim({ path: sendingPath(id), seconds: ttlSeconds, now });
      return token ? { token, lead: readLead(id) } : null;
    },

    async releaseSend({ id, token }) {
      releaseFileClaim({ path: sendingPath(id), token });
    },
  };
}
