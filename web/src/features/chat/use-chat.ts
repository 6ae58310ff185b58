import { useRef, useState } from "react";
import { API_PATHS, PAGE_LANGUAGE_HEADER, type ChatSendResponse } from "../../../../contract/api";
import { postApi } from "../../lib/api";
import { replyExtras, type ReplyExtras } from "./reply-extras";
import { createSessionId } from "./session-id";
import { useDialogText } from "../../content/i18n/use-dialog-text";
import { useLanguage } from "../../content/i18n/language";

export type ChatMessage = { role: "user" | "assistant"; content: string; timestamp: string } & ReplyExtras;

const message = (role: ChatMessage["role"], content: string): ChatMessage => ({
  role,
  content,
  timestamp: new Date().toISOString(),
});

/** The conversation for this page session: it lives as long as the dialog stays mounted. */
export function useChat() {
  const { greeting, fallback } = useDialogText().chat;
  const language = useLanguage();
  const sessionId = useRef<string | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [message("assistant", greeting)]);
  const [input, setInput] = useState("");
  const [pending, setPending] = useState(false);

  /** Sends `typed` (the input's value as the key press saw it, so a fast Enter is never lost). */
  async function send(typed = input) {
    const text = typed.trim();
    if (text === "" || pending) return;
    sessionId.current ??= createSessionId();
    setMessages((current) => [...current, message("user", text)]);
    setInput("");
    setPending(true);
    try {
      // Not trusted: a reply that is not text, or only spaces, reads as a failure.
      // The page's language goes along in Content-Language: the chat answers a question with no
      // clear language in it.
      const reply: Partial<ChatSendResponse> = await postApi(
        API_PATHS.chatSend,
        { sessionId: sessionId.current, message: text },
        { [PAGE_LANGUAGE_HEADER]: language },
      );
      const { response } = reply;
      if (typeof response !== "string" || response.trim() === "") throw new Error("Empty reply");
      setMessages((current) => [...current, { ...message("assistant", response), ...replyExtras(reply) }]);
    } catch {
      setMessages((current) => [...current, message("assistant", fallback)]);
    } finally {
      setPending(false);
    }
  }

  return { messages, input, setInput, pending, send };
}
