import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { EmailDelivery, Lead, LeadStore } from "./lead-store";

type DedupeRecord = { id: string; expiresAt: number };

const CLAIM_ATTEMPTS = 50;
const CLAIM_RETRY_MS = 10;

/**
 * Leads as files under `dataDir`: one JSON file per lead, written to a temporary
 * name and renamed, so a crash never leaves half a lead and concurrent saves never
 * share a file. Dedupe claims are files created exclusively (`wx`), so of two
 * concurrent saves of the same person exactly one wins.
 */
export function createLocalLeadStore({ dataDir }: { dataDir: string }): LeadStore {
  const leadsDir = join(dataDir, "leads");
  const dedupeDir = join(dataDir, "dedupe");
  const leadPath = (id: string) => join(leadsDir, `${id}.json`);
  let ready: Promise<unknown> | undefined;
  const ensureDirs = () =>
    (ready ??= Promise.all([mkdir(leadsDir, { recursive: true }), mkdir(dedupeDir, { recursive: true })]));

  async function writeAtomically(path: string, data: unknown): Promise<void> {
    const temporary = `${path}.${randomUUID()}.tmp`;
    await writeFile(temporary, JSON.stringify(data, null, 2));
    await rename(temporary, path);
  }

  async function readJson<T>(path: string): Promise<T | null> {
    try {
      return JSON.parse(await readFile(path, "utf8")) as T;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  /** Claims `key` for `id`; returns the id already holding a live claim, if any. */
  async function claimDedupe(key: string, id: string, seconds: number): Promise<string | null> {
    const path = join(dedupeDir, key);
    const record: DedupeRecord = { id, expiresAt: Date.now() + seconds * 1000 };
    for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
      try {
        // O_CREAT | O_EXCL: of two concurrent claims exactly one creates the file.
        await writeFile(path, JSON.stringify(record), { flag: "wx" });
        return null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const existing = await readClaim(path);
      if (existing === "being-written") {
        await new Promise((resolve) => setTimeout(resolve, CLAIM_RETRY_MS));
        continue;
      }
      if (existing && existing.expiresAt > Date.now() && (await getLead({ id: existing.id }))) {
        return existing.id;
      }
      // Expired, or its lead was removed by hand: take it over. (Two visitors taking over
      // the same expired claim at the same instant could both win; locally that is fine.)
      await rm(path, { force: true });
    }
    throw new Error("Could not claim the dedupe key");
  }

  /** A claim, or "being-written" in the instant between its creation and its content. */
  async function readClaim(path: string): Promise<DedupeRecord | "being-written" | null> {
    try {
      return JSON.parse(await readFile(path, "utf8")) as DedupeRecord;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      if (error instanceof SyntaxError) return "being-written";
      throw error;
    }
  }

  async function getLead({ id }: { id: string }): Promise<Lead | null> {
    return /^[\w-]+$/.test(id) ? readJson<Lead>(leadPath(id)) : null;
  }

  async function listAll(): Promise<Lead[]> {
    await ensureDirs();
    const names = (await readdir(leadsDir)).filter((name) => name.endsWith(".json"));
    const leads = await Promise.all(names.map((name) => readJson<Lead>(join(leadsDir, name))));
    return leads.filter((lead): lead is Lead => lead !== null);
  }

  return {
    kind: `local-files (${dataDir})`,

    async saveLead({ lead, dedupeKey, dedupeSeconds }) {
      await ensureDirs();
      // The lead is written before its claim, so a claim always points at a written lead.
      await writeAtomically(leadPath(lead.id), lead);
      const first = await claimDedupe(dedupeKey, lead.id, dedupeSeconds);
      if (!first) return { id: lead.id, duplicate: false };
      await rm(leadPath(lead.id), { force: true });
      return { id: first, duplicate: true };
    },

    getLead,

    async listLeads() {
      const leads = await listAll();
      return leads.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },

    async listPendingLeads() {
      const leads = await listAll();
      return leads
        .filter((lead) => lead.emailStatus === "pending")
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },

    async updateEmailDelivery({ id, delivery }: { id: string; delivery: EmailDelivery }) {
      const lead = await getLead({ id });
      if (lead) await writeAtomically(leadPath(id), { ...lead, ...delivery });
    },
  };
}
