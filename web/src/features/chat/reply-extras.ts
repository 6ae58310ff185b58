import { CHAT_FOLLOW_UP_LENGTH_MAX, CHAT_FOLLOW_UPS_MAX, type ChatSendResponse } from "../../../../contract/api";

/** What a reply may carry beside its text, as the page keeps it. */
export type ReplyExtras = { handoff?: boolean; followUps?: readonly string[] };

/** The reply's extra fields, not trusted: only a `true` hand-off and short question texts are kept. */
export function replyExtras(reply: Partial<ChatSendResponse>): ReplyExtras {
  const followUps = Array.isArray(reply.followUps)
    ? reply.followUps
        .filter((q): q is string => typeof q === "string" && q.trim() !== "" && q.length <= CHAT_FOLLOW_UP_LENGTH_MAX)
        .slice(0, CHAT_FOLLOW_UPS_MAX)
    : [];
  return { handoff: reply.handoff === true, followUps };
}

/** The questions to offer now: the starters under the greeting alone, else the last reply's follow-ups. */
export function suggestionsFor(
  messages: readonly ({ role: string } & ReplyExtras)[],
  starters: readonly string[],
): readonly string[] {
  if (messages.length === 1) return starters;
  const last = messages.at(-1);
  return last?.role === "assistant" ? (last.followUps ?? []) : [];
}
