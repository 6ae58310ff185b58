/** Runs work once the browser is idle (or after a short wait where idle callbacks are missing). */
export function whenIdle(work: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(work, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 1500);
  return () => clearTimeout(handle);
}
