/**
 * Per-call medians under `netlify dev` (netlify-cli, installed into a cache folder when absent),
 * beside `npm start` and the warm instance: it builds each function again on every call.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { startNetlifyDev, stopNetlifyDev, waitForAnswer } from "../scripts/netlify-dev/cli";
import { RAISED_LIMITS_ENV } from "./consultations";
import { measureOneAtATime } from "./one-at-a-time";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function benchNetlifyDev({ warmUp = 2, samples = 21 } = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-netlify-dev-"));
  const dev = startNetlifyDev({ port: await freePort(), env: { ...RAISED_LIMITS_ENV, DATA_DIR: dataDir } });
  try {
    await waitForAnswer(`${dev.baseURL}/`, dev.child);
    return await measureOneAtATime({ baseURL: dev.baseURL, warmUp, samples });
  } finally {
    await stopNetlifyDev(dev.child);
    await rm(dataDir, { recursive: true, force: true });
  }
}
