import type { RecentTurns } from "./screen";

/** How long the screen remembers a session's turns: a conversation, not a history. */
export const SCREEN_STATE_TTL_SECONDS = 30 * 60;
/** Longest text kept of one turn: the end of an answer, where its question is. */
const SCREEN_TURN_MAX_CHARS = 600;

/**
 * What the crisis screen remembers of a session (docs/decisions/941-..., part 2): the user's last few
 * messages, crisis ones included (the chat history never holds those), and the end of the
 * assistant's last normal answer. Never sent to the model as history.
 */
export interface ScreenStateStore {
  readonly kind: string;
  /** The session's recent turns; empty for an unknown or expired session. */
  loadTurns(input: { sessionId: string }): Promise<RecentTurns>;
  /** Adds the user's message and the assistant's answer (none after a crisis reply); restarts the expiry. */
  recordTurn(input: { sessionId: string; user: string; assistant?: string }): Promise<void>;
}

export type ScreenState = { userMessages: string[]; assistantMessage?: string };

/** `state` with one more turn, trimmed to what the screen reads. */
export function nextState(state: ScreenState, user: string, assistant: string | undefined, keep: number): ScreenState {
  return {
    userMessages: [...state.userMessages, user.slice(0, SCREEN_TURN_MAX_CHARS)].slice(-keep),
    ...(assistant === undefined ? {} : { assistantMessage: assistant.slice(-SCREEN_TURN_MAX_CHARS) }),
  };
}

/** A stored state, or the empty one when it is missing or not one. */
export function parseState(value: unknown): ScreenState {
  try {
    const parsed = (typeof value === "string" ? JSON.parse(value) : value) as Partial<ScreenState> | null;
    const userMessages = Array.isArray(parsed?.userMessages)
      ? parsed.userMessages.filter((m): m is string => typeof m === "string")
      : [];
    const assistantMessage = typeof parsed?.assistantMessage === "string" ? parsed.assistantMessage : undefined;
    return { userMessages, ...(assistantMessage === undefined ? {} : { assistantMessage }) };
  } catch {
    return { userMessages: [] };
  }
}
