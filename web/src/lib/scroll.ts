function prefersReducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Scrolls to a section by id (smoothly unless the user asked for less motion) and moves focus there. */
export function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  // Keyboard and screen reader users continue from the section they chose.
  target.focus({ preventScroll: true });
  if (window.location.hash !== `#${id}`) window.history.replaceState(null, "", `#${id}`);
}
