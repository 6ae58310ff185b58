import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

export const projectRoot = path.resolve(import.meta.dirname, "../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The app server did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * Starts README's production server (scripts/serve.ts) on a free port; the build must exist.
 * `cwd` is where it looks for `.env` (npm runs it from the project root); `tsx` must resolve from it.
 */
export async function startAppServer({
  env = {},
  cwd = projectRoot,
}: { env?: Record<string, string>; cwd?: string } = {}) {
  if (!existsSync(path.join(projectRoot, "dist/index.html"))) {
    throw new Error("dist/ is missing: run `npm run build` first (npm test does).");
  }
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ["--import", "tsx", path.join(projectRoot, "scripts/serve.ts")], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${baseURL}/`, child, 60_000);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${output.join("")}`);
  }
  return {
    baseURL,
    port,
    output,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}
