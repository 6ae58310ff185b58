import { createHash, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { REDIS_DATABASES } from "./redis-server";
import { RespConnection, type RespReply } from "./resp-connection";

/**
 * A small server speaking Upstash's REST protocol in front of a real redis-server:
 * POST `/` with one command, `/pipeline` and `/multi-exec` with a list of commands,
 * `Authorization: Bearer TOKEN`, and base64-encoded strings when the client asks with
 * `Upstash-Encoding: base64`. Each bridge gets a database of its own.
 *
 * Upstash accepts a Lua shebang flag that redis-server 7 refuses
 * (`#!lua flags=allow-key-locking`, used by every @upstash/ratelimit script): the
 * bridge drops that flag and maps the script's SHA-1 so EVALSHA keeps working.
 */
export type UpstashBridge = {
  url: string;
  token: string;
  /** Stops answering: connections are refused, as when Upstash is unreachable. */
  close(): Promise<void>;
};

type Result = { result: unknown } | { error: string };

let lastDb = 0;

export async function startUpstashBridge({ redisPort }: { redisPort: number }): Promise<UpstashBridge> {
  const db = await allocateDatabase(redisPort);
  const redis = await RespConnection.open({ port: redisPort, db });
  await redis.send(["FLUSHDB"]);
  const token = randomUUID();
  const scripts = new LuaScripts();

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => reply(res, 500, { error: error.message }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== "POST") return reply(res, 405, { error: "POST only" });
    if (req.headers.authorization !== `Bearer ${token}`) return reply(res, 401, { error: "Unauthorized" });
    const base64 = String(req.headers["upstash-encoding"] ?? "").toLowerCase() === "base64";
    const body: unknown = JSON.parse(await readBody(req));
    const path = new URL(req.url ?? "/", "http://bridge").pathname;

    if (path === "/") {
      const result = toResult(await redis.send(scripts.translate(toCommand(body))), base64);
      return reply(res, "error" in result ? 400 : 200, result);
    }
    const commands = (body as unknown[]).map((command) => scripts.translate(toCommand(command)));
    if (path === "/pipeline") {
      const replies = await redis.sendAll(commands);
      return reply(
        res,
        200,
        replies.map((r) => toResult(r, base64)),
      );
    }
    if (path === "/multi-exec") {
      const replies = await redis.sendAll([["MULTI"], ...commands, ["EXEC"]]);
      const exec = replies.at(-1)!;
      if (exec.type !== "array" || !exec.value) return reply(res, 400, toResult(exec, base64));
      return reply(
        res,
        200,
        exec.value.map((r) => toResult(r, base64)),
      );
    }
    return reply(res, 404, { error: `Unknown path ${path}` });
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      redis.close();
    },
  };
}

const UPSTASH_ONLY_FLAGS = new Set(["allow-key-locking"]);
const sha1 = (text: string) => createHash("sha1").update(text).digest("hex");

/** Rewrites Lua commands for redis-server, remembering which SHA-1 the client knows each script by. */
class LuaScripts {
  private readonly shas = new Map<string, string>();

  translate(command: string[]): string[] {
    const [name = "", first = "", ...rest] = command;
    switch (name.toUpperCase()) {
      case "EVAL":
      case "EVAL_RO":
        return [name, this.rewrite(first), ...rest];
      case "EVALSHA":
      case "EVALSHA_RO":
        return [name, this.shas.get(first.toLowerCase()) ?? first, ...rest];
      default:
        return command;
    }
  }

  private rewrite(script: string): string {
    const rewritten = script.replace(/^#!lua flags=([^\n]*)/, (_line, flags: string) => {
      const kept = flags.split(",").filter((flag) => flag && !UPSTASH_ONLY_FLAGS.has(flag.trim()));
      return kept.length > 0 ? `#!lua flags=${kept.join(",")}` : "#!lua";
    });
    this.shas.set(sha1(script), sha1(rewritten));
    return rewritten;
  }
}

/** A database of the shared test redis-server that no other bridge of this run uses. */
async function allocateDatabase(redisPort: number): Promise<number> {
  const admin = await RespConnection.open({ port: redisPort });
  try {
    const reply = await admin.send(["INCR", "upstash-bridge:last-db"]);
    lastDb = reply.type === "integer" ? reply.value : lastDb + 1;
  } finally {
    admin.close();
  }
  if (lastDb >= REDIS_DATABASES) throw new Error("The test redis-server has no free database left");
  return lastDb;
}

function toCommand(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0) throw new Error("A command is a non-empty JSON array");
  return value.map((arg) => (typeof arg === "string" ? arg : JSON.stringify(arg)));
}

function toResult(reply: RespReply, base64: boolean): Result {
  return reply.type === "error" ? { error: reply.value } : { result: encode(reply, base64) };
}

function encode(reply: RespReply, base64: boolean): unknown {
  switch (reply.type) {
    case "simple":
      return !base64 || reply.value === "OK" ? reply.value : Buffer.from(reply.value).toString("base64");
    case "bulk":
      return reply.value === null ? null : reply.value.toString(base64 ? "base64" : "utf8");
    case "array":
      return reply.value === null ? null : reply.value.map((item) => encode(item, base64));
    case "integer":
      return reply.value;
    case "error":
      return reply.value;
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}
