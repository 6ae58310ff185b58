import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { ChatMessage } from "../assistant/types";
import { readJsonFile, writeFileAtomically } from "../files";
import { type ChatHistoryStore, exchange, HISTORY_MAX_MESSAGES, type HistoryConfig, parseMessage } from "./history";

type SessionFile = { expiresAt: number; messages: ChatMessage[] };

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
      const messages = [...read(sessionId), ...exchange(user, assistant)].slice(-maxMessages);
      const file: SessionFile = { expiresAt: now() + ttlSeconds * 1000, messages };
      writeFileAtomically(path(sessionId), JSON.stringify(file));
    },
  };
}
