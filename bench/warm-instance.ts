/**
 * Starts `bench/warm-server.ts` (a warm function instance) in a process of its own and resolves
 * once it listens. `stop()` ends it with SIGTERM, `kill()` with SIGKILL (a crash: nothing after
 * it runs); both resolve when the process is gone.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { projectRoot } from "../tests/harness/app-server";

export type WarmInstance = {
  baseURL: string;
  stop(): Promise<void>;
  kill(): Promise<void>;
};

export async function startWarmInstance(
  env: Record<string, string>,
  { stderr = "inherit" }: { stderr?: "inherit" | "ignore" } = {},
): Promise<WarmInstance> {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/warm-server.ts"], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", stderr],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const lines = createInterface({ input: child.stdout! });
  const baseURL = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`The warm server exited with code ${code}`)));
    // The functions log one line per lead: read them all (unread, the pipe would stall the server).
    lines.on("line", (line) => {
      const match = /^listening (\S+)/.exec(line);
      if (match) resolve(match[1]!);
    });
  });
  const end = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return { baseURL, stop: () => end("SIGTERM"), kill: () => end("SIGKILL") };
}
