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
  syncHeaderHeight();
  return () => observer.disconnect();
}

function syncHeaderHeight() {
  const header = document.querySelector("header");
  if (header) document.documentElement.style.setProperty("--header-height", `${header.offsetHeight}px`);
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
