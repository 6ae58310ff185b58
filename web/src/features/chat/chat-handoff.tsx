/**
 * The hand-off to a person from inside the chat (issue 20, item 4): "Talk to a person" closes the
 * chat, scrolls to the consultation form and puts focus on its first field (the full name), with
 * a one-tap call beside it. The same action is in every reply that hands off, and the phrase
 * "the consultation form on this page" in a reply is a link to it.
 */
import { Phone, UserRound } from "lucide-react";
import { useRef } from "react";
import { contact } from "../../../../facts/service";
import type { ReturnFocus } from "../../components/ui/dialog";
import { useDialogText } from "../../content/i18n/use-dialog-text";

/** The consultation form's first field. */
const FIRST_FIELD_ID = "consultation-fullName";

/** Scrolls the consultation form into view (no animation if the user asked for less motion) and focuses its first field. */
function goToConsultationForm() {
  requestAnimationFrame(() => {
    const field = document.getElementById(FIRST_FIELD_ID);
    if (!field) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    field.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "center" });
    field.focus({ preventScroll: true });
  });
}

/** What the dialog wires: the action, and where focus goes when the chat closes. */
export function useHandoff(onClose: () => void): { talkToPerson: () => void; returnFocus: ReturnFocus } {
  const handingOff = useRef(false);
  return {
    talkToPerson() {
      handingOff.current = true;
      onClose();
    },
    returnFocus(opener) {
      if (!handingOff.current) return opener?.focus();
      handingOff.current = false;
      goToConsultationForm();
    },
  };
}

// Two 44 px targets that fit side by side on a 360 px phone.
const ACTION =
  "inline-flex min-h-11 items-center gap-1.5 rounded-md px-2.5 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 sm:text-base";
// In a short dialog (styles.css), the bar's targets keep 44 CSS px, not 44 at 100% text times the text size.
const SHORT = "short:min-h-[44px] short:py-0.5 tiny:min-w-[44px] tiny:justify-center tiny:px-1";

/**
 * The two actions: talk to a person (the form), and call. `compact`: in a short dialog, an icon
 * and a short word, and the phone icon alone; the names stay whole ("Talk to a person", "Call
 * (555) 010-0123").
 */
export function HandoffActions({
  className,
  compact = false,
  onTalkToPerson,
}: {
  className?: string;
  compact?: boolean;
  onTalkToPerson: () => void;
}) {
  const text = useDialogText().chat;
  const short = compact ? SHORT : "";
  return (
    <div className={className ?? "flex flex-wrap items-center gap-2"}>
      <button
        type="button"
        onClick={onTalkToPerson}
        className={`${ACTION} ${short} bg-navy-800 text-white hover:bg-navy-900`}
      >
        <UserRound
          aria-hidden="true"
          className={`hidden size-5 sm:inline ${compact ? "short:inline tiny:size-[24px]" : ""}`}
        />
        <span className={compact ? "short:sr-only" : undefined}>{text.talkToPerson}</span>
        {compact ? (
          <span aria-hidden="true" className="hidden short:inline tiny:hidden">
            {text.person}
          </span>
        ) : null}
      </button>
      <a
        href={contact.phoneHref}
        className={`${ACTION} ${short} border-2 border-navy-800 text-navy-800 hover:bg-gray-100`}
      >
        <Phone aria-hidden="true" className={`size-5 ${compact ? "tiny:size-[24px]" : ""}`} />
        <span className="sr-only">{text.callLabel} </span>
        <span className={compact ? "short:sr-only" : undefined}>{contact.phoneDisplay}</span>
      </a>
    </div>
  );
}

/** The dialog's own hand-off row, always visible above the message box; compact in a short dialog. */
export function ChatHandoffBar({ onTalkToPerson }: { onTalkToPerson: () => void }) {
  return (
    <HandoffActions
      compact
      onTalkToPerson={onTalkToPerson}
      className="flex flex-wrap items-center gap-2 pb-2 short:flex-nowrap short:pb-0 tiny:gap-1"
    />
  );
}
