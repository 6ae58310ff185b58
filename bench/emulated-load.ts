/**
 * Load through README's run command: the production server (`scripts/serve.ts`, Netlify's local
 * emulation) with limits raised by env, then with the default limits. Between runs the bench
 * waits for the server to finish the requests autocannon gave up on, so one run's backlog does
 * not weigh on the next.
 */
import { type LoadFigures, type LoadOptions, LOAD, runLoad } from "./load";

/** Waits (at most `maxMs`) until one health call answers within 3 s: the backlog is gone. */
export async function waitForIdle(baseURL: string, maxMs = 60_000) {
  const deadline = Date.now() + maxMs;
  while (Date.now() < deadline) {
    const started = Date.now();
    try {
      const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      if (response.ok && Date.now() - started < 3000) return;
    } catch {
      // still busy
    }
  }
}

export async function loadServer({
  baseURL,
  targets,
  options = LOAD,
}: {
  baseURL: string;
  targets: readonly ("noop" | "consultations" | "chat")[];
  options?: LoadOptions;
}): Promise<Partial<Record<"noop" | "consultations" | "chat", LoadFigures>>> {
  const figures: Partial<Record<"noop" | "consultations" | "chat", LoadFigures>> = {};
  for (const target of targets) {
    await waitForIdle(baseURL);
    figures[target] = await runLoad({ baseURL, target, options });
    console.log(`  ${target}: ${JSON.stringify(figures[target])}`);
  }
  await waitForIdle(baseURL);
  return figures;
}
