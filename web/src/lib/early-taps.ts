import { useEffect } from "react";

declare global {
  interface Window {
    /** Set by public/early-taps.js, which runs before the bundle. */
    __earlyTaps?: { take: () => string | null };
  }
}

/**
 * The control tapped before the page's script ran (its `data-early-tap` name), if any. Called just
 * before hydration starts: from then on React handles taps itself, so recording stops here.
 */
export function takeEarlyTap(): string | null {
  return window.__earlyTaps?.take() ?? null;
}

/** Once the page is hydrated, taps the control again, so its own handler acts on it. */
export function ReplayEarlyTap({ name }: { name: string | null }) {
  useEffect(() => {
    if (name) document.querySelector<HTMLElement>(`[data-early-tap="${CSS.escape(name)}"]`)?.click();
  }, [name]);
  return null;
}
