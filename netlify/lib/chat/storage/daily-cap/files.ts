import { join } from "node:path";
import { createFileCounter } from "../../../storage/file-counter";
import type { ClientBudget, DailyCap } from "./port";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Local twin: counted in files under the data folder, shared by every local worker. */
export function createFileDailyCap({ dataDir, limit }: { dataDir: string; limit: number }): DailyCap {
  const counter = createFileCounter({ dir: join(dataDir, "chat-claude-calls") });
  return {
    kind: `local-files (${limit} per day)`,
    async tryTake({ now = new Date() } = {}) {
      const { success } = await counter.take({ key: "all", limit, windowMs: DAY_MS, now: now.getTime() });
      return success;
    },
  };
}

/** Local twin of the per-client budget. */
export function createFileClientBudget({ dataDir, limit }: { dataDir: string; limit: number }): ClientBudget {
  const counter = createFileCounter({ dir: join(dataDir, "chat-claude-calls-client") });
  return {
    kind: `local-files (${limit} per client per day)`,
    async tryTake({ client, now = new Date() }) {
      const { success } = await counter.take({ key: client, limit, windowMs: DAY_MS, now: now.getTime() });
      return success;
    },
  };
}
