import type Anthropic from "@anthropic-ai/sdk";
import { type Assistant, type ChatMessage, HISTORY_SENT_TO_MODEL } from "./types";
import { pageLanguageNote, SYSTEM_PROMPT } from "./system-prompt";

/** About 150 words is the target; 600 tokens leaves room when a person asks for more. */
const CLAUDE_MAX_TOKENS = 600;

export type ClaudeConfig = {
  apiKey: string;
  model: string;
  baseURL?: string;
  /** The whole wait, retry included (the SDK's own default is 10 minutes). */
  timeoutMs: number;
  maxRetries: number;
};

/** No answer within the deadline. */
class ClaudeDeadlineError extends Error {
  override name = "ClaudeDeadlineError";
}

/**
 * Runs `work` with an abort signal, and stops waiting at the deadline whatever the SDK is doing
 * (a retry's back-off, or a body that never finishes): the veteran gets the offline answer instead.
 */
async function withDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ClaudeDeadlineError(`No reply within ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** The model answered, but with nothing usable (no text). */
class MalformedReplyError extends Error {
  override name = "MalformedReplyError";
}

/**
 * The Messages API wants user/assistant turns alternating and starting with the user; stored
 * history always is, but a trimmed or damaged list is repaired rather than sent as is.
 */
function toTurns(history: readonly ChatMessage[]): ChatMessage[] {
  const turns: ChatMessage[] = [];
  for (const message of history.slice(-HISTORY_SENT_TO_MODEL)) {
    const expected = turns.length % 2 === 0 ? "user" : "assistant";
    if (message.role === expected && message.content.trim() !== "") turns.push(message);
  }
  if (turns.at(-1)?.role === "user") turns.pop();
  return turns;
}

export function createClaudeAssistant({ apiKey, model, baseURL, timeoutMs, maxRetries }: ClaudeConfig): Assistant {
  // The SDK is loaded on the first reply, not at import: a cold start that never asks Claude
  // (no key, a crisis message, a refused request) does not pay for it.
  let client: Promise<Anthropic> | undefined;
  const getClient = () =>
    (client ??= import("@anthropic-ai/sdk").then(
      ({ default: Sdk }) => new Sdk({ apiKey, baseURL, timeout: timeoutMs, maxRetries }),
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    ));
  return {
    kind: `claude (${model}, ${timeoutMs} ms, ${maxRetries} retr${maxRetries === 1 ? "y" : "ies"})`,
    async reply({ message, history, pageLanguage }) {
      const response = await withDeadline(timeoutMs, async (signal) =>
        (await getClient()).messages.create(
          {
            model,
            max_tokens: CLAUDE_MAX_TOKENS,
            // Identical on every call, so it is cached (when above the model's minimum length).
            // The page's language follows, uncached: the cached prefix stays the same on every call.
            system: [
              { type: "text", text: SYSTEM_PROMPT, cache_control: { type: "ephemeral" } },
              { type: "text", text: pageLanguageNote(pageLanguage) },
            ],
            // The visitor's words only ever travel as user content, never inside the system prompt.
            messages: [...toTurns(history), { role: "user", content: message }],
          },
          { signal },
        ),
      );
      const blocks: unknown[] = Array.isArray(response?.content) ? response.content : [];
      const text = blocks
        .map((block) => {
          const { type, text } = (block ?? {}) as { type?: unknown; text?: unknown };
          return type === "text" && typeof text === "string" ? text : "";
        })
        .join("\n")
        .trim();
      if (text === "") throw new MalformedReplyError("The model's reply had no text");
      const usage = response.usage;
      return {
        text,
        usage: {
          inputTokens: usage?.input_tokens ?? 0,
          outputTokens: usage?.output_tokens ?? 0,
          cacheReadTokens: usage?.cache_read_input_tokens ?? 0,
          cacheWriteTokens: usage?.cache_creation_input_tokens ?? 0,
        },
      };
    },
  };
}
