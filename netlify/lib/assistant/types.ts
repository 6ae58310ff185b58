import type { Language } from "./answer";

/** One chat turn as stored and as sent to the model. */
type ChatRole = "user" | "assistant";
export type ChatMessage = { role: ChatRole; content: string };

type TokenUsage = {
  inputTokens: number;
  outputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
};

export type AssistantReply = {
  text: string;
  usage?: TokenUsage;
  topic?: string;
  /** The reply hands the veteran to a person (the offline assistant could not answer). */
  handoff?: boolean;
  /** Questions to offer next. */
  followUps?: readonly string[];
};

/** Answers one message given the conversation so far (oldest first). */
export interface Assistant {
  readonly kind: string;
  reply(input: {
    message: string;
    history: readonly ChatMessage[];
    /** The page's language (its `Content-Language` header), for a message with no clear language. */
    pageLanguage?: Language | null;
  }): Promise<AssistantReply>;
}

/** Messages of history sent to the model with each new question. */
export const HISTORY_SENT_TO_MODEL = 20;
