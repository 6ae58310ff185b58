/**
 * netlify-cli for `netlify dev`, kept out of the project's dependencies (it is about 350 MB):
 * installed once into a cache folder, then started offline, on loopback, from netlify.toml.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";

const projectRoot = path.resolve(import.meta.dirname, "../..");
export const NETLIFY_CLI_VERSION = "27";
const cacheDir = path.join(
  process.env.XDG_CACHE_HOME ?? path.join(homedir(), ".cache"),
  `va-netlify-cli-${NETLIFY_CLI_VERSION}`,
);
const bin = path.join(cacheDir, "node_modules/.bin/netlify");

/** The netlify binary, installed into the cache folder when absent (about a minute). */
export function ensureNetlifyCli(): string {
  if (existsSync(bin)) return bin;
  console.log(`Installing netlify-cli@${NETLIFY_CLI_VERSION} into ${cacheDir} (once; about a minute)...`);
  const result = spawnSync(
    "npm",
    ["install", "--no-audit", "--no-fund", "--no-save", "--prefix", cacheDir, `netlify-cli@${NETLIFY_CLI_VERSION}`],
    { stdio: "inherit" },
  );
  if (result.status !== 0 || !existsSync(bin)) throw new Error(`Installing netlify-cli failed (exit ${result.status})`);
  return bin;
}

/** README's offline `netlify dev`, on loopback. `stdio: "inherit"` for a person at a terminal. */
export function startNetlifyDev({
  port,
  stdio = "pipe",
  env = {},
}: {
  port: number;
  stdio?: "pipe" | "inherit";
  env?: Record<string, string>;
}) {
  const child = spawn(
    ensureNetlifyCli(),
    ["dev", "--offline", "--no-open", "--internal-disable-edge-functions", "--port", String(port)],
    {
      cwd: projectRoot,
      stdio: ["ignore", stdio, stdio],
      env: {
        ...process.env,
        ...env,
        NETLIFY_TELEMETRY_DISABLED: "1",
        BROWSER: "none",
        NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${path.join(import.meta.dirname, "loopback.mjs")}`]
          .filter(Boolean)
          .join(" "),
      },
    },
  );
  const output: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  return { child, output, baseURL: `http://127.0.0.1:${port}` };
}

/** Waits until `url` answers at all (any status). */
export async function waitForAnswer(url: string, child: { exitCode: number | null }, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`netlify dev exited with code ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`netlify dev did not answer at ${url} within ${timeoutMs} ms`);
}

export async function stopNetlifyDev(child: ReturnType<typeof spawn>) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null) child.kill("SIGKILL");
}
