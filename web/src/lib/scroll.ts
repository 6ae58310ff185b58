function prefersReducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Keeps `--header-height` (the root's `scroll-padding-top`, styles.css) equal to the sticky
 * header's height, which changes with the width, the text size and the open mobile menu, so no
 * focused control or section heading ends up under the header. Returns the clean-up.
 */
export function trackHeaderHeight(): () => void {
  const header = document.querySelector("header");
  if (!header) return () => {};
  const observer = new ResizeObserver(() => syncHeaderHeight());
  observer.observe(header);
  window.addEventListener("resize", syncHeaderHeight);
  syncHeaderHeight();
  return () => {
    observer.disconnect();
    window.removeEventListener("resize", syncHeaderHeight);
  };
}

/**
 * A sticky header taller than this share of the screen (large text on a phone) scrolls away
 * instead, all but its one-line crisis strip.
 */
const MAX_STICKY_SHARE = 0.3;

function syncHeaderHeight() {
  const header = document.querySelector("header");
  if (!header) return;
  // Judged on the closed header (crisis strip and the row), so opening its panel or menu never unsticks it.
  const closedHeight = [header.querySelector("[data-crisis-strip]"), header.querySelector("[data-header-row]")].reduce(
    (sum, part) => sum + ((part as HTMLElement | null)?.offsetHeight ?? 0),
    0,
  );
  const unstuck = closedHeight > window.innerHeight * MAX_STICKY_SHARE;
  header.toggleAttribute("data-unstuck", unstuck);
  // An unstuck header leaves its crisis strip fixed at the top of the screen (header.tsx): the
  // header keeps the strip's room in the page, and scrolling keeps what it shows below the strip.
  const strip = header.querySelector<HTMLElement>("[data-crisis-strip]")?.offsetHeight ?? 0;
  header.style.setProperty("--crisis-height", `${strip}px`);
  document.documentElement.style.setProperty("--header-height", `${unstuck ? strip : header.offsetHeight}px`);
}

/**
 * Scrolls to a section by id (smoothly unless the user asked for less motion) and moves focus there.
 * It waits one frame, so a menu that closes on the same tap has left the layout before the scroll
 * starts (a closing menu would otherwise shift the page under a scroll already under way).
 */
export function scrollToSection(id: string) {
  requestAnimationFrame(() => {
    const target = document.getElementById(id);
    if (!target) return;
    syncHeaderHeight();
    target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
    // Keyboard and screen reader users continue from the section they chose.
    target.focus({ preventScroll: true });
    if (window.location.hash !== `#${id}`) window.history.replaceState(null, "", `#${id}`);
  });
}
