/** Runs work once the browser is idle (or after a short wait where idle callbacks are missing). */
function whenIdle(work: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(work, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 1500);
  return () => clearTimeout(handle);
}

/**
 * Runs each piece of work in an idle period of its own, one after the other, so that no single
 * task grows long enough to block input (what Lighthouse's Total Blocking Time counts).
 */
export function eachWhenIdle(works: (() => unknown)[]): () => void {
  let cancel = () => {};
  const next = (index: number) => {
    const work = works[index];
    if (!work) return;
    cancel = whenIdle(() => {
      void Promise.resolve(work()).finally(() => next(index + 1));
    });
  };
  next(0);
  return () => cancel();
}
