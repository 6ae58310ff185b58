import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { RespConnection } from "./resp-connection";

/** Databases enough for every Upstash bridge of a test run to get its own. */
export const REDIS_DATABASES = 1000;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** A real redis-server on a free loopback port, with nothing persisted. */
export async function startRedisServer(): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    "redis-server",
    [
      "--bind",
      "127.0.0.1",
      "--port",
      String(port),
      "--save",
      "",
      "--appendonly",
      "no",
      "--databases",
      String(REDIS_DATABASES),
    ],
    { stdio: "ignore" },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.once("error", () => {}); // reported below as "did not start"
  await waitUntilReady(port, child);
  return {
    port,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

async function waitUntilReady(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const connection = await RespConnection.open({ port });
      await connection.send(["PING"]);
      connection.close();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  child.kill("SIGKILL");
  throw new Error(`redis-server did not start on port ${port} (is it installed? apt-get install -y redis-server)`);
}
