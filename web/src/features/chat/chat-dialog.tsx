import { Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { CHAT_MESSAGE_MAX } from "../../../../contract/api";
import { CRISIS_TAPS } from "../../../../facts/crisis-line";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { cn } from "../../lib/cn";
import { ChatHandoffBar, HandoffActions, useHandoff } from "./chat-handoff";
import { ChatSuggestions } from "./chat-starters";
import { Linkified } from "./linkify";
import { suggestionsFor } from "./reply-extras";
import { useChat } from "./use-chat";
import { useDialogText } from "../../content/i18n/use-dialog-text";
import { usePageText } from "../../content/i18n/language";

/** Scrolls the conversation to its end, or, for a reply taller than the view, to the reply's first line. */
function showNewest(list: HTMLElement, isReply: boolean) {
  const end = list.scrollHeight - list.clientHeight;
  const last = [...list.querySelectorAll<HTMLElement>("[data-message]")].at(-1);
  const top = isReply && last ? last.offsetTop - 16 : end;
  list.scrollTop = Math.min(end, top);
}

type VisibleArea = { height: number; top: number };

/** Less than this between the window and the visual viewport is not a keyboard, in px. */
const KEYBOARD_MIN = 100;

/**
 * On a phone, the part of the screen a raised keyboard leaves (the visual viewport), or null while
 * it is the whole screen. The dialog then fits that part, so its input and its latest reply stay
 * in view instead of under the keyboard.
 */
function useVisibleArea(open: boolean): VisibleArea | null {
  const [area, setArea] = useState<VisibleArea | null>(null);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!open || !viewport) return;
    const phone = window.matchMedia("(max-width: 639px)");
    const update = () => {
      // Zooming in also shrinks the visual viewport, and a page a few px too wide grows the window:
      // only a keyboard-sized inset (over 100 px) at scale 1 counts.
      const inset =
        phone.matches && Math.abs(viewport.scale - 1) < 0.01 && viewport.height < window.innerHeight - KEYBOARD_MIN;
      setArea(inset ? { height: viewport.height, top: viewport.offsetTop } : null);
    };
    update();
    viewport.addEventListener("resize", update);
    viewport.addEventListener("scroll", update);
    return () => {
      viewport.removeEventListener("resize", update);
      viewport.removeEventListener("scroll", update);
    };
  }, [open]);
  return area;
}

export function ChatDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { messages, input, setInput, pending, send } = useChat();
  const t = useDialogText().chat;
  const crisis = usePageText().crisis;
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [disclaimerOpen, setDisclaimerOpen] = useState(false);
  const visibleArea = useVisibleArea(open);
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
        // Below 640 px the chat takes the whole screen (or the part a keyboard leaves), so a phone
        // shows as much of a reply as it can. Three rows: the title area, capped and scrolling on its
        // own; the conversation, at least half of what a keyboard leaves; the input with the crisis line, always
        // shown. Under 34 rem tall (`short:`, a container query: a keyboard up or large text), the
        // bottom part packs tighter: the hand-off row compact beside the crisis line, a one-line input.
        // Should all three still not fit (very large text with the keyboard up), the dialog scrolls.
        fullScreenOnPhone
        className="overflow-y-auto [container-name:chat] [container-type:size] sm:h-[min(600px,calc(100dvh-2rem))] sm:max-w-md"
        style={visibleArea ? { top: visibleArea.top, height: visibleArea.height, bottom: "auto" } : undefined}
        returnFocus={returnFocus}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
      >
        <div
          data-chat-top
          className="max-h-[30%] min-h-0 shrink overflow-y-auto border-b border-gray-200 py-2 pr-13 pl-4 tiny:max-h-[12%] tiny:py-0"
        >
          <DialogTitle className="text-lg font-bold text-navy-800 short:text-base sm:text-xl">{t.title}</DialogTitle>
          <div className="flex items-start gap-2">
            <DialogDescription
              id="chat-disclaimer"
              className={cn("min-w-0 flex-1 py-0.5 text-sm text-gray-700", disclaimerOpen ? "" : "line-clamp-1")}
            >
              {t.disclaimer}
            </DialogDescription>
            {/* The whole text stays in the page (screen readers read it all); only its display is clipped. */}
            <button
              type="button"
              aria-expanded={disclaimerOpen}
              aria-controls="chat-disclaimer"
              onClick={() => setDisclaimerOpen((shown) => !shown)}
              className="-my-3 inline-flex min-h-11 shrink-0 items-center px-1 text-sm font-semibold text-navy-700 underline"
            >
              {disclaimerOpen ? t.less : t.more}
              <span className="sr-only"> {t.aboutAnswers}</span>
            </button>
          </div>
        </div>
        <div
          ref={listRef}
          role="log"
          aria-live="polite"
          aria-label={t.log}
          // With a keyboard up (a visual viewport smaller than the window, or a window under 480 px
          // tall) the conversation keeps half of what is left; otherwise large text may take more of
          // the screen for the title and the input, and the conversation keeps at least 30%.
          className={cn(
            "relative flex-1 space-y-3 overflow-y-auto p-4",
            visibleArea ? "min-h-[50%]" : "min-h-[30%] [@media(max-height:480px)]:min-h-[50%]",
          )}
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
              <span className="sr-only">{m.role === "user" ? t.you : t.assistant}</span>
              {m.role === "assistant" ? <Linkified text={m.content} onTalkToPerson={talkToPerson} /> : m.content}
              {m.handoff ? (
                <HandoffActions onTalkToPerson={talkToPerson} className="mt-2 flex flex-wrap gap-2" />
              ) : null}
            </div>
          ))}
          {pending ? null : (
            <ChatSuggestions
              questions={suggestionsFor(messages, t.starters)}
              disabled={pending}
              onPick={(q) => void send(q)}
            />
          )}
          {pending ? (
            <div role="status" className="w-fit rounded-lg bg-gray-100 px-3 py-2 text-gray-700">
              {t.typing}
            </div>
          ) : null}
        </div>
        <div
          data-chat-bottom
          className="shrink-0 border-t border-gray-200 px-3 pt-1 pb-3 short:flex short:flex-wrap short:items-center short:gap-x-2 short:gap-y-1 short:pb-2 tiny:gap-x-1 tiny:px-2 tiny:pb-1"
        >
          <p className="text-sm text-gray-700 short:flex-[1_1_8rem] tiny:min-w-0 tiny:flex-[0_1_auto]">
            <span className="tiny:hidden">{t.inCrisis} </span>
            <a
              href={CRISIS_TAPS.call.href}
              className="inline-flex min-h-8 items-center font-semibold text-pretty text-red-700 underline tiny:min-h-[44px]"
            >
              <span className="tiny:hidden">{crisis.call}</span>
              {/* In a tiny dialog the link names itself whole: "In crisis? 988, select 1". */}
              <span className="hidden tiny:inline">
                <span className="sr-only">{t.inCrisis} </span>
                {t.callShort}
              </span>
            </a>
          </p>
          <ChatHandoffBar onTalkToPerson={talkToPerson} />
          <div className="flex items-end gap-2 short:min-w-0 short:basis-full">
            <label htmlFor="chat-input" className="sr-only">
              {t.inputLabel}
            </label>
            <textarea
              id="chat-input"
              ref={inputRef}
              rows={2}
              value={input}
              disabled={pending}
              maxLength={CHAT_MESSAGE_MAX}
              placeholder={t.placeholder}
              className="min-h-11 flex-1 resize-none rounded-md border-2 border-gray-500 px-3 py-2 text-base disabled:bg-gray-100 short:h-[calc(1lh+1rem+4px)] short:min-h-[44px] short:placeholder:truncate tiny:h-[calc(1lh+0.5rem+4px)] tiny:py-1"
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
              className="inline-flex size-11 items-center justify-center rounded-md bg-navy-800 text-white hover:bg-navy-900 disabled:opacity-60 tiny:size-[60px]"
            >
              <Send aria-hidden="true" className="size-5" />
              <span className="sr-only">{t.send}</span>
            </button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
