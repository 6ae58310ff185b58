import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { ChatMessage } from "../assistant/types";
import { readJsonFile, writeFileAtomically } from "../files";
import { type ChatHistoryStore, exchange, HISTORY_MAX_MESSAGES, type HistoryConfig, parseMessage } from "./history";

type SessionFile = { expiresAt: number; messages: ChatMessage[] };

/** How often one instance looks through the folder for expired conversations to delete. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Local twin: one JSON file per session under `dataDir/chat/`, replaced atomically. Each read
 * and read-modify-write is synchronous (see `../files.ts`), so two quick messages of one
 * session in this process never overwrite each other.
 */
export function createLocalHistoryStore({
  dataDir,
  maxMessages = HISTORY_MAX_MESSAGES,
  ttlSeconds,
  now = Date.now,
}: HistoryConfig & { dataDir: string; now?: () => number }): ChatHistoryStore {
  const dir = join(dataDir, "chat");
  const path = (sessionId: string) => join(dir, `${sessionId}.json`);

  let lastSweep = -Infinity;
  /**
   * Deletes every expired conversation, not only the ones asked for again: as Redis expires its
   * keys, a history is gone after its days without a message (decision 961).
   */
  function sweepExpired() {
    if (now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now();
    for (const name of readdirSync(dir)) {
      if (!name.endsWith(".json")) continue;
      const file = readJsonFile<SessionFile>(join(dir, name));
      if (file && file.expiresAt <= now()) rmSync(join(dir, name), { force: true });
    }
  }

  function read(sessionId: string): ChatMessage[] {
    const file = readJsonFile<SessionFile>(path(sessionId));
    if (!file) return [];
    if (file.expiresAt <= now()) {
      rmSync(path(sessionId), { force: true });
      return [];
    }
    return file.messages.map(parseMessage).filter((m): m is ChatMessage => m !== null);
  }

  return {
    kind: `local-files (${dir})`,
    async loadHistory({ sessionId, limit }) {
      return limit > 0 ? read(sessionId).slice(-limit) : [];
    },
    async saveExchange({ sessionId, user, assistant }) {
      mkdirSync(dir, { recursive: true });
      sweepExpired();
      const messages = [...read(sessionId), ...exchange(user, assistant)].slice(-maxMessages);
      const file: SessionFile = { expiresAt: now() + ttlSeconds * 1000, messages };
      writeFileAtomically(path(sessionId), JSON.stringify(file));
    },
  };
}
