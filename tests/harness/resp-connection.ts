import { connect, type Socket } from "node:net";

/** A Redis reply, keeping apart what the Upstash protocol encodes differently. */
export type RespReply =
  | { type: "simple"; value: string }
  | { type: "error"; value: string }
  | { type: "integer"; value: number }
  | { type: "bulk"; value: Buffer | null }
  | { type: "array"; value: RespReply[] | null };

/**
 * A minimal RESP2 client: one socket, replies matched to commands in order.
 * Commands written in one call reach Redis back to back, which MULTI/EXEC relies on.
 */
export class RespConnection {
  private buffer = Buffer.alloc(0);
  private waiting: { resolve: (reply: RespReply) => void; reject: (error: Error) => void }[] = [];

  private constructor(private readonly socket: Socket) {
    socket.on("data", (chunk) => this.receive(chunk));
    socket.on("close", () => this.failAll(new Error("Redis connection closed")));
    socket.on("error", (error) => this.failAll(error));
  }

  static open({ port, db = 0 }: { port: number; db?: number }): Promise<RespConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port, host: "127.0.0.1" }, async () => {
        socket.off("error", reject);
        const connection = new RespConnection(socket);
        if (db !== 0) await connection.send(["SELECT", String(db)]);
        resolve(connection);
      });
      socket.once("error", reject);
    });
  }

  /** Sends commands together; resolves with their replies in order. */
  sendAll(commands: string[][]): Promise<RespReply[]> {
    const replies = commands.map(
      () => new Promise<RespReply>((resolve, reject) => this.waiting.push({ resolve, reject })),
    );
    this.socket.write(Buffer.concat(commands.map(encodeCommand)));
    return Promise.all(replies);
  }

  async send(command: string[]): Promise<RespReply> {
    const [reply] = await this.sendAll([command]);
    return reply!;
  }

  close(): void {
    this.socket.destroy();
  }

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const parsed = parseReply(this.buffer, 0);
      if (!parsed) return;
      this.buffer = this.buffer.subarray(parsed.end);
      this.waiting.shift()?.resolve(parsed.reply);
    }
  }

  private failAll(error: Error): void {
    for (const { reject } of this.waiting.splice(0)) reject(error);
  }
}

function encodeCommand(args: string[]): Buffer {
  const parts = [Buffer.from(`*${args.length}\r\n`)];
  for (const arg of args) {
    const bytes = Buffer.from(arg);
    parts.push(Buffer.from(`$${bytes.length}\r\n`), bytes, Buffer.from("\r\n"));
  }
  return Buffer.concat(parts);
}

/** Parses one reply at `start`, or returns null if the buffer does not hold all of it yet. */
function parseReply(buffer: Buffer, start: number): { reply: RespReply; end: number } | null {
  const lineEnd = buffer.indexOf("\r\n", start);
  if (lineEnd < 0) return null;
  const line = buffer.toString("utf8", start + 1, lineEnd);
  const next = lineEnd + 2;
  switch (String.fromCharCode(buffer[start]!)) {
    case "+":
      return { reply: { type: "simple", value: line }, end: next };
    case "-":
      return { reply: { type: "error", value: line }, end: next };
    case ":":
      return { reply: { type: "integer", value: Number(line) }, end: next };
    case "$": {
      const length = Number(line);
      if (length < 0) return { reply: { type: "bulk", value: null }, end: next };
      if (buffer.length < next + length + 2) return null;
      return {
        reply: { type: "bulk", value: Buffer.from(buffer.subarray(next, next + length)) },
        end: next + length + 2,
      };
    }
    case "*": {
      const count = Number(line);
      if (count < 0) return { reply: { type: "array", value: null }, end: next };
      const items: RespReply[] = [];
      let end = next;
      for (let i = 0; i < count; i++) {
        const item = parseReply(buffer, end);
        if (!item) return null;
        items.push(item.reply);
        end = item.end;
      }
      return { reply: { type: "array", value: items }, end };
    }
    default:
      throw new Error(`Unexpected RESP reply: ${line}`);
  }
}
