import { Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { CHAT_MESSAGE_MAX } from "../../../../contract/api";
import { CRISIS_TAPS } from "../../../../facts/crisis-line";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { cn } from "../../lib/cn";
import { ChatHandoffBar, HandoffActions, HandoffProvider, useHandoff } from "./chat-handoff";
import { ChatSuggestions } from "./chat-starters";
import { Linkified } from "./linkify";
import { suggestionsFor } from "./reply-extras";
import { useChat } from "./use-chat";

/** Scrolls the conversation to its end, or, for a reply taller than the view, to the reply's first line. */
function showNewest(list: HTMLElement, isReply: boolean) {
  const end = list.scrollHeight - list.clientHeight;
  const last = [...list.querySelectorAll<HTMLElement>("[data-message]")].at(-1);
  const top = isReply && last ? last.offsetTop - 16 : end;
  list.scrollTop = Math.min(end, top);
}

export function ChatDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { messages, input, setInput, pending, send } = useChat();
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const { talkToPerson, returnFocus } = useHandoff(onClose);

  // Show the newest message: a reply from its first line (a long one is read from the top), anything
  // else at the bottom. Then give the input back its focus so a phone's keyboard stays up.
  useEffect(() => {
    const list = listRef.current;
    if (list) showNewest(list, messages.at(-1)?.role === "assistant" && !pending);
    if (!pending) inputRef.current?.focus({ preventScroll: true });
  }, [messages, pending, open]);

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent
        // Below 640 px the chat takes the whole screen, so a phone shows as much of a reply as it can.
        fullScreenOnPhone
        className="sm:h-[min(600px,calc(100dvh-2rem))] sm:max-w-md"
        returnFocus={returnFocus}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
      >
        <HandoffProvider value={talkToPerson}>
          <div className="border-b border-gray-200 px-4 py-3 pr-14 sm:py-4">
            <DialogTitle className="text-lg font-bold text-navy-800 sm:text-xl">VA Benefits Assistant</DialogTitle>
            <DialogDescription className="mt-1 text-sm text-gray-700">
              Answers are AI-generated and may contain inaccuracies; verify important information. Don&rsquo;t share
              your Social Security number or medical records here.
            </DialogDescription>
            <p className="mt-1 text-sm text-gray-700">
              In crisis?{" "}
              <a href={CRISIS_TAPS.call.href} className="font-semibold text-red-700 underline">
                {CRISIS_TAPS.call.text}
              </a>
              .
            </p>
          </div>
          <div
            ref={listRef}
            role="log"
            aria-live="polite"
            aria-label="Conversation"
            className="relative min-h-0 flex-1 space-y-3 overflow-y-auto p-4"
          >
            {messages.map((m, index) => (
              <div
                // The list only grows, so the index is a stable key.
                key={index}
                data-message={m.role}
                className={cn(
                  "max-w-[85%] rounded-lg px-3 py-2 whitespace-pre-wrap",
                  m.role === "user" ? "ml-auto bg-navy-800 text-white" : "bg-gray-100 text-gray-900",
                )}
              >
                <span className="sr-only">{m.role === "user" ? "You: " : "Assistant: "}</span>
                {m.role === "assistant" ? <Linkified text={m.content} /> : m.content}
                {m.handoff ? <HandoffActions className="mt-2 flex flex-wrap gap-2 whitespace-normal" /> : null}
              </div>
            ))}
            {pending ? null : (
              <ChatSuggestions questions={suggestionsFor(messages)} disabled={pending} onPick={(q) => void send(q)} />
            )}
            {pending ? (
              <div role="status" className="w-fit rounded-lg bg-gray-100 px-3 py-2 text-gray-700">
                Typing...
              </div>
            ) : null}
          </div>
          <ChatHandoffBar />
          <div className="flex items-end gap-2 p-3">
            <label htmlFor="chat-input" className="sr-only">
              Your message
            </label>
            <textarea
              id="chat-input"
              ref={inputRef}
              rows={2}
              value={input}
              disabled={pending}
              maxLength={CHAT_MESSAGE_MAX}
              placeholder="Ask about disability claims, home loans, education..."
              className="min-h-11 flex-1 resize-none rounded-md border-2 border-gray-500 px-3 py-2 text-base disabled:bg-gray-100"
              onChange={(event) => setInput(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  void send(event.currentTarget.value);
                }
              }}
            />
            <button
              type="button"
              disabled={pending}
              onClick={() => void send()}
              className="inline-flex size-11 items-center justify-center rounded-md bg-navy-800 text-white hover:bg-navy-900 disabled:opacity-60"
            >
              <Send aria-hidden="true" className="size-5" />
              <span className="sr-only">Send message</span>
            </button>
          </div>
        </HandoffProvider>
      </DialogContent>
    </Dialog>
  );
}
