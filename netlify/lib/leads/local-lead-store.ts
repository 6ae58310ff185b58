import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readJsonFile, writeFileAtomically } from "../storage/files";
import type { EmailDelivery, Lead, LeadStore } from "./lead-store";

type DedupeRecord = { id: string; expiresAt: number };

const CLAIM_ATTEMPTS = 50;
const CLAIM_RETRY_MS = 10;

/**
 * Leads as files under `dataDir`: one JSON file per lead, written to a temporary
 * name and renamed, so a crash never leaves half a lead and concurrent saves never
 * share a file. Dedupe claims are files created exclusively (`wx`), so of two
 * concurrent saves of the same person exactly one wins, across processes too. The calls are
 * synchronous (see `../storage/files.ts`).
 */
export function createLocalLeadStore({ dataDir }: { dataDir: string }): LeadStore {
  const leadsDir = join(dataDir, "leads");
  const dedupeDir = join(dataDir, "dedupe");
  const leadPath = (id: string) => join(leadsDir, `${id}.json`);
  let ready = false;
  function ensureDirs() {
    if (ready) return;
    mkdirSync(leadsDir, { recursive: true });
    mkdirSync(dedupeDir, { recursive: true });
    ready = true;
  }
  const writeLead = (lead: Lead) => writeFileAtomically(leadPath(lead.id), JSON.stringify(lead, null, 2));

  /** Claims `key` for `id`; returns the id already holding a live claim, if any. */
  async function claimDedupe(key: string, id: string, seconds: number): Promise<string | null> {
    const path = join(dedupeDir, key);
    const record: DedupeRecord = { id, expiresAt: Date.now() + seconds * 1000 };
    for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
      try {
        // O_CREAT | O_EXCL: of two concurrent claims exactly one creates the file.
        writeFileSync(path, JSON.stringify(record), { flag: "wx" });
        return null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const existing = readClaim(path);
      if (existing === "being-written") {
        // Another process created the claim and is writing it: wait for its content.
        await new Promise((resolve) => setTimeout(resolve, CLAIM_RETRY_MS));
        continue;
      }
      if (existing && existing.expiresAt > Date.now() && readLead(existing.id)) {
        return existing.id;
      }
      // Expired, or its lead was removed by hand: take it over. (Two visitors taking over
      // the same expired claim at the same instant could both win; locally that is fine.)
      rmSync(path, { force: true });
    }
    throw new Error("Could not claim the dedupe key");
  }

  /** A claim, or "being-written" in the instant between its creation and its content. */
  function readClaim(path: string): DedupeRecord | "being-written" | null {
    try {
      return readJsonFile<DedupeRecord>(path);
    } catch (error) {
      if (error instanceof SyntaxError) return "being-written";
      throw error;
    }
  }

  const readLead = (id: string) => (/^[\w-]+$/.test(id) ? readJsonFile<Lead>(leadPath(id)) : null);

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
      // The lead is written before its claim, so a claim always points at a written lead.
      writeLead(lead);
      const first = await claimDedupe(dedupeKey, lead.id, dedupeSeconds);
      if (!first) return { id: lead.id, duplicate: false };
      rmSync(leadPath(lead.id), { force: true });
      return { id: first, duplicate: true };
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

    async updateEmailDelivery({ id, delivery }: { id: string; delivery: EmailDelivery }) {
      const lead = readLead(id);
      if (lead) writeLead({ ...lead, ...delivery });
    },
  };
}
