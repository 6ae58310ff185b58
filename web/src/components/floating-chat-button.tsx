import { MessageCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "../lib/cn";
import { usePageText } from "../content/i18n/language";

/**
 * True while none of the places the button would cover is on screen: the hero (its own chat
 * button is there), the contact section (the form) and the footer (the crisis line). False until
 * the page is hydrated, since before that the button could not open the chat anyway.
 */
function useClearOfKeyControls(): boolean {
  const [clear, setClear] = useState(false);
  useEffect(() => {
    const watched = [
      document.getElementById("hero-title")?.closest("section"),
      document.getElementById("contact"),
      document.querySelector("footer"),
    ].filter((el): el is HTMLElement => el instanceof HTMLElement);
    const onScreen = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) onScreen.add(entry.target);
        else onScreen.delete(entry.target);
      }
      setClear(onScreen.size === 0);
    });
    for (const el of watched) observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return clear;
}

export function FloatingChatButton({ onClick }: { onClick: () => void }) {
  const clear = useClearOfKeyControls();
  const t = usePageText();
  return (
    <button
      type="button"
      onClick={onClick}
      data-early-tap="floating-chat"
      className={cn(
        "fixed right-4 bottom-4 z-30 size-16 items-center justify-center rounded-full border-2 border-transparent bg-navy-800 text-white shadow-lg hover:bg-navy-900",
        clear ? "inline-flex" : "hidden",
      )}
    >
      <MessageCircle aria-hidden="true" className="size-7" />
      <span className="sr-only">{t.openChat}</span>
    </button>
  );
}
