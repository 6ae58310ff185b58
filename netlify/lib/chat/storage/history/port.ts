import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Redis } from "@upstash/redis";
import { readJsonFile, writeFileAtomically } from "../../../storage/files";
import type { ChatMessage } from "../../assistant/port";

/** Messages kept per session; older ones are dropped as new ones arrive. */
export const HISTORY_MAX_MESSAGES = 50;
/** Messages of history sent to the model with each new question. */
export const HISTORY_SENT_TO_MODEL = 20;

/** A chat session's conversation, oldest first. */
export interface ChatHistoryStore {
  readonly kind: string;
  /** The last `limit` messages, oldest first; empty for an unknown or expired session. */
  loadHistory(input: { sessionId: string; limit: number }): Promise<ChatMessage[]>;
  /** Appends a question and its reply together, keeps the newest messages, restarts the idle expiry. */
  saveExchange(input: { sessionId: string; user: string; assistant: string }): Promise<void>;
}

export type HistoryConfig = { maxMessages?: number; ttlSeconds: number };

function parseMessage(value: unknown): ChatMessage | null {
  try {
    const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
    const { role, content } = (parsed ?? {}) as Partial<ChatMessage>;
    if ((role === "user" || role === "assistant") && typeof content === "string") return { role, content };
  } catch {
    // A corrupt entry is skipped, not fatal: the conversation goes on without it.
  }
  return null;
}

const exchange = (user: string, assistant: string): ChatMessage[] => [
  { role: "user", content: user },
  { role: "assistant", content: assistant },
];

/** Upstash Redis: one list per session (RPUSH, LTRIM, EXPIRE in one MULTI). */
export function createUpstashHistoryStore({
  redis,
  maxMessages = HISTORY_MAX_MESSAGES,
  ttlSeconds,
}: HistoryConfig & { redis: Redis }): ChatHistoryStore {
  const key = (sessionId: string) => `chat:history:${sessionId}`;
  return {
    kind: "upstash-redis",
    async loadHistory({ sessionId, limit }) {
      if (limit <= 0) return [];
      const entries = await redis.lrange<unknown>(key(sessionId), -limit, -1);
      return entries.map(parseMessage).filter((m): m is ChatMessage => m !== null);
    },
    async saveExchange({ sessionId, user, assistant }) {
      const [question, reply] = exchange(user, assistant).map((m) => JSON.stringify(m));
      await redis
        .multi()
        .rpush(key(sessionId), question!, reply!)
        .ltrim(key(sessionId), -maxMessages, -1)
        .expire(key(sessionId), ttlSeconds)
        .exec();
    },
  };
}

type SessionFile = { expiresAt: number; messages: ChatMessage[] };

/**
 * Local twin: one JSON file per session under `dataDir/chat/`, replaced atomically. Each read
 * and read-modify-write is synchronous (see `../storage/files.ts`), so two quick messages of one
 * session in this process never overwrite each other.
 */
export function createLocalHistoryStore({
  dataDir,
  maxMessages = HISTORY_MAX_MESSAGES,
  ttlSeconds,
}: HistoryConfig & { dataDir: string }): ChatHistoryStore {
  const dir = join(dataDir, "chat");
  const path = (sessionId: string) => join(dir, `${sessionId}.json`);

  function read(sessionId: string): ChatMessage[] {
    const file = readJsonFile<SessionFile>(path(sessionId));
    if (!file) return [];
    if (file.expiresAt <= Date.now()) {
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
      const file: SessionFile = { expiresAt: Date.now() + ttlSeconds * 1000, messages };
      writeFileAtomically(path(sessionId), JSON.stringify(file));
    },
  };
}
