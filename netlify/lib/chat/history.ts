/** A chat session's history: the type both stores share (the picker is `chatFromEnv` in `./service.ts`). */
import type { ChatMessage } from "../assistant/types";

/** Messages kept per session; older ones are dropped as new ones arrive. */
export const HISTORY_MAX_MESSAGES = 50;

/** A chat session's conversation, oldest first. */
export interface ChatHistoryStore {
  readonly kind: string;
  /** The last `limit` messages, oldest first; empty for an unknown or expired session. */
  loadHistory(input: { sessionId: string; limit: number }): Promise<ChatMessage[]>;
  /** Appends a question and its reply together, keeps the newest messages, restarts the idle expiry. */
  saveExchange(input: { sessionId: string; user: string; assistant: string }): Promise<void>;
}

export type HistoryConfig = { maxMessages?: number; ttlSeconds: number };

export function parseMessage(value: unknown): ChatMessage | null {
  try {
    const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
    const { role, content } = (parsed ?? {}) as Partial<ChatMessage>;
    if ((role === "user" || role === "assistant") && typeof content === "string") return { role, content };
  } catch {
    // A corrupt entry is skipped, not fatal: the conversation goes on without it.
  }
  return null;
}

export const exchange = (user: string, assistant: string): ChatMessage[] => [
  { role: "user", content: user },
  { role: "assistant", content: assistant },
];
