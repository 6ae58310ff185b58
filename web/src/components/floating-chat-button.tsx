import { MessageCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "../lib/cn";
import { usePageText } from "../content/i18n/language";

/** What the button must never sit on. */
const CONTROLS = "a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])";

/**
 * Whether a link or a field lies under the button's square, sampled on a 5 x 5 grid from edge to
 * edge. The button keeps its box while hidden (visibility), so its place is read, not computed.
 */
function coversAControl(button: HTMLElement | null): boolean {
  if (!button) return true;
  const box = button.getBoundingClientRect();
  const steps = [0, 0.25, 0.5, 0.75, 1];
  for (const fx of steps) {
    for (const fy of steps) {
      const x = box.left + 1 + fx * (box.width - 2);
      const y = box.top + 1 + fy * (box.height - 2);
      for (const el of document.elementsFromPoint(x, y)) {
        if (button.contains(el)) continue;
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
  const t = usePageText();
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      data-floating-chat
      // In px, so it keeps its size at any text size; hidden by visibility, so it keeps its box.
      className={cn(
        "fixed right-[16px] bottom-[16px] z-30 inline-flex size-[56px] items-center justify-center rounded-full border-2 border-transparent bg-navy-800 text-white shadow-lg hover:bg-navy-900",
        clear ? "visible" : "invisible",
      )}
    >
      <MessageCircle aria-hidden="true" className="size-[28px]" />
      <span className="sr-only">{t.openChat}</span>
    </button>
  );
}
