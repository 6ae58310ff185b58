/** One chat turn as stored and as sent to the model. */
type ChatRole = "user" | "assistant";
export type ChatMessage = { role: ChatRole; content: string };

type TokenUsage = {
  inputTokens: number;
  outputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
};

export type AssistantReply = { text: string; usage?: TokenUsage; topic?: string };

/** Answers one message given the conversation so far (oldest first). */
export interface Assistant {
  readonly kind: string;
  reply(input: { message: string; history: readonly ChatMessage[] }): Promise<AssistantReply>;
}

/** Messages of history sent to the model with each new question. */
export const HISTORY_SENT_TO_MODEL = 20;
