import { MessageCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "../lib/cn";

/** The button's size and its gap to the screen's edges, in px (its classes): it keeps its size at any text size. */
const SIZE = 56;
const GAP = 16;
/** What the button must never sit on. */
const CONTROLS = "a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])";

/** Whether a link or a field lies under the button's square (sampled on a 4 x 4 grid). */
function coversAControl(button: Element | null): boolean {
  const right = document.documentElement.clientWidth - GAP;
  const bottom = window.innerHeight - GAP;
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 4; j++) {
      const x = right - SIZE + ((i + 0.5) * SIZE) / 4;
      const y = bottom - SIZE + ((j + 0.5) * SIZE) / 4;
      for (const el of document.elementsFromPoint(x, y)) {
        if (button?.contains(el)) continue;
        if (el.closest(CONTROLS)) return true;
      }
    }
  }
  return false;
}

/**
 * True while the button would cover nothing that matters: none of the hero (its own chat button
 * is there), the contact section (the form) and the footer (the crisis line) is on screen, and no
 * link or field lies under it. False until the page is hydrated, since before that the button
 * could not open the chat anyway.
 */
function useClear(): [boolean, (el: HTMLButtonElement | null) => void] {
  const [clear, setClear] = useState(false);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  useEffect(() => {
    const watched = [
      document.getElementById("hero-title")?.closest("section"),
      document.getElementById("contact"),
      document.querySelector("footer"),
    ].filter((el): el is HTMLElement => el instanceof HTMLElement);
    const onScreen = new Set<Element>();
    let frame = 0;
    const update = () => {
      frame = 0;
      setClear(onScreen.size === 0 && !coversAControl(button));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) onScreen.add(entry.target);
        else onScreen.delete(entry.target);
      }
      schedule();
    });
    for (const el of watched) observer.observe(el);
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      cancelAnimationFrame(frame);
    };
  }, [button]);
  return [clear, setButton];
}

export function FloatingChatButton({ onClick }: { onClick: () => void }) {
  const [clear, ref] = useClear();
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      data-floating-chat
      // SIZE and GAP, in px.
      className={cn(
        "fixed right-[16px] bottom-[16px] z-30 size-[56px] items-center justify-center rounded-full border-2 border-transparent bg-navy-800 text-white shadow-lg hover:bg-navy-900",
        clear ? "inline-flex" : "hidden",
      )}
    >
      <MessageCircle aria-hidden="true" className="size-[28px]" />
      <span className="sr-only">Open chat assistant</span>
    </button>
  );
}
