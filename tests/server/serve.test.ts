/**
 * `npm start` (scripts/serve.ts) as a client sees it: warm functions behind Netlify's static
 * emulation, `.env`, path spellings, odd methods, slow and huge bodies, invalid UTF-8, the
 * scheduled job's missing URL, and a graceful stop. Needs the build (`npm run build`).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { get } from "node:http";
import { mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot, startAppServer } from "../harness/app-server";
import { validRequest } from "../support/leads";

type Server = Awaited<ReturnType<typeof startAppServer>>;

let dataDir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "va-serve-"));
  server = await startAppServer({
    env: {
      DATA_DIR: dataDir,
      CONSULTATION_RATE_LIMIT: "10000",
      CHAT_IP_RATE_LIMIT: "10000",
      ANTHROPIC_API_KEY: "",
      UPSTASH_REDIS_REST_URL: "",
      SMTP_URL: "",
      SERVE_REQUEST_TIMEOUT_MS: "4000",
    },
  });
  origin = `http://localhost:${server.port}`;
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const consultation = (pathname = "/api/consultations", body: BodyInit = JSON.stringify(validRequest())) =>
  fetch(`${server.baseURL}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body,
  });

/** What a raw HTTP/1.1 exchange answered: the status line's code, or null if the socket closed first. */
function rawExchange(text: string): Promise<{ status: number | null; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, "127.0.0.1", () => socket.write(text));
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString()));
    socket.on("error", reject);
    socket.on("close", () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      resolve({ status: status ? Number(status) : null, body: received });
    });
  });
}

const scratchFolders = () => {
  const dir = path.join(projectRoot, ".netlify/functions-serve");
  return existsSync(dir) ? readdirSync(dir) : [];
};
const leadFiles = () => readdirSync(path.join(dataDir, "leads")).filter((name) => name.endsWith(".json"));

describe("npm start serves the functions warm", () => {
  it("answers every spelling of a function's path from that function, 60 calls at once", async () => {
    const spellings = ["/api/consultations", "/api/Consultations", "/api/consultations/", "/API/CONSULTATIONS/"];
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => consultation(spellings[i % spellings.length])),
    );
    const bodies = await Promise.all(answers.map((res) => res.text()));
    expect(answers.map((res) => res.status)).toEqual(Array(60).fill(201));
    for (const body of bodies) expect(JSON.parse(body)).toEqual({ id: expect.any(String) });
  });

  it("refuses TRACE and other methods nobody serves with 405 and no stack trace", async () => {
    for (const [method, pathname] of [
      ["TRACE", "/"],
      ["TRACE", "/api/consultations"],
      ["PROPFIND", "/api/chat/send"],
      ["POST", "/"],
      ["DELETE", "/index.html"],
    ]) {
      const { status, body } = await rawExchange(
        `${method} ${pathname} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      );
      expect(status, `${method} ${pathname}`).toBe(405);
      expect(body).not.toMatch(/\n\s+at |\/work\/|node_modules/);
    }
  });

  it("answers malformed percent-escapes in a path with 400, not 500", async () => {
    for (const pathname of ["/%", "/x%zz", "/%ff", "/api/%E9", "/api/consultations%"]) {
      const { status, body } = await rawExchange(`GET ${pathname} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(status, pathname).toBe(400);
      expect(body).not.toMatch(/URI malformed|\n\s+at /);
    }
    const fine = await rawExchange("GET /%70rivacy HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(fine.status).not.toBe(400);
  });

  it("answers a request with two Host headers with 400", async () => {
    const { status } = await rawExchange(
      "GET / HTTP/1.1\r\nHost: x\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
    );
    expect(status).toBe(400);
    const post = await rawExchange(
      `POST /api/consultations HTTP/1.1\r\nHost: x\r\nhost: y\r\nOrigin: ${origin}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
    );
    expect(post.status).toBe(400);
  });

  it.each([
    ["POST", 405],
    ["PUT", 405],
    ["GET", 413],
  ])("answers a 100 MB body %s to a static path with %i at once, without reading it", async (method, code) => {
    const started = performance.now();
    const result = await new Promise<{ status: number | null; sent: number }>((resolve) => {
      let sent = 0;
      let received = "";
      const chunk = Buffer.alloc(0x10000, 0x61);
      const socket = connect(server.port, "127.0.0.1", () => {
        socket.write(`${method} /index.html HTTP/1.1\r\nHost: x\r\nContent-Length: ${100 * 1024 * 1024}\r\n\r\n`);
        const pump = () => {
          while (sent < 100 * 1024 * 1024 && !socket.destroyed && !received) {
            sent += chunk.length;
            if (!socket.write(chunk)) return void socket.once("drain", pump);
          }
        };
        pump();
      });
      socket.on("data", (data) => (received += data.toString()));
      socket.on("error", () => {}); // the server closes the connection once it has answered
      socket.on("close", () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1]) || null, sent }));
    });
    expect(result.status).toBe(code);
    expect(result.sent).toBeLessThan(20 * 1024 * 1024);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it("refuses invalid UTF-8 in a JSON body as the handler does, and stores nothing", async () => {
    const before = leadFiles().length;
    const bytes = Buffer.concat([Buffer.from('{"fullName":"Al'), Buffer.from([0xc3, 0x28]), Buffer.from('x"}')]);
    const res = await consultation("/api/consultations", bytes);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.any(String) });
    expect(leadFiles().length).toBe(before);
  });

  it("stops reading a huge chunked body at the function's cap: 413, and far less than 100 MB read", async () => {
    const result = await new Promise<{ status: number | null; sent: number }>((resolve) => {
      let sent = 0;
      let received = "";
      const chunk = Buffer.concat([Buffer.from("10000\r\n"), Buffer.alloc(0x10000, 0x61), Buffer.from("\r\n")]);
      const socket = connect(server.port, "127.0.0.1", () => {
        socket.write(
          `POST /api/consultations HTTP/1.1\r\nHost: x\r\nOrigin: ${origin}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
        );
        const pump = () => {
          while (sent < 100 * 1024 * 1024 && !socket.destroyed && !received) {
            sent += 0x10000;
            if (!socket.write(chunk)) return void socket.once("drain", pump);
          }
        };
        pump();
      });
      socket.on("data", (data) => (received += data.toString()));
      socket.on("error", () => {}); // the server closes the connection once it has answered
      socket.on("close", () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1]) || null, sent }));
    });
    expect(result.status).toBe(413);
    expect(result.sent).toBeLessThan(20 * 1024 * 1024);
  });

  it("answers others while a client trickles a body, and ends the slow one at the request timeout", async () => {
    const slow = new Promise<{ status: number | null }>((resolve, reject) => {
      const socket = connect(server.port, "127.0.0.1", () => {
        socket.write(
          `POST /api/consultations HTTP/1.1\r\nHost: x\r\nOrigin: ${origin}\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{`,
        );
      });
      const trickle = setInterval(() => socket.writable && socket.write(" "), 200);
      let received = "";
      const status = () => Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1]) || null;
      socket.on("data", (chunk) => {
        received += chunk.toString();
        // The answer is in: stop writing, so the server's close after it does not meet a write (a
        // reset that loaded machines turned into ECONNRESET before the answer was read).
        clearInterval(trickle);
      });
      // A reset after the answer arrived still carries the answer; one before it is a failure.
      socket.on("error", (error) => (status() === null ? reject(error) : resolve({ status: status() })));
      socket.on("close", () => {
        clearInterval(trickle);
        resolve({ status: status() });
      });
    });
    let slowDone = false;
    void slow.then(() => (slowDone = true));
    const quick = await consultation();
    expect(quick.status).toBe(201);
    expect(slowDone).toBe(false); // answered while the slow body was still arriving
    expect((await slow).status).toBe(408);
  }, 30_000);

  it("gives the scheduled retry job no URL", async () => {
    for (const pathname of ["/.netlify/functions/retry-lead-emails", "/api/retry-lead-emails"]) {
      const res = await fetch(`${server.baseURL}${pathname}`, { method: "POST", headers: { origin } });
      expect(res.status, pathname).not.toBe(200);
      expect([404, 405]).toContain(res.status);
    }
  });
});

/** A GET as the bytes came over the wire (fetch would decompress them). */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    get(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

describe("npm start compresses as the CDN does", () => {
  it("sends the site's script compressed to the same bytes every time, and whole to a client that asks for none", async () => {
    const assets = path.join(projectRoot, "dist/assets");
    const script = readdirSync(assets).find((name) => /^index-.*\.js$/.test(name))!;
    const file = readFileSync(path.join(assets, script));
    const url = `${server.baseURL}/assets/${script}`;
    for (const [encoding, decompress] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const [first, second] = [await rawGet(url, `${encoding}, deflate`), await rawGet(url, encoding)];
      expect(first.headers["content-encoding"], encoding).toBe(encoding);
      expect(Number(first.headers["content-length"]), encoding).toBe(first.body.length);
      expect(first.body.length, encoding).toBeLessThan(file.length / 2);
      expect(decompress(first.body).equals(file), encoding).toBe(true);
      expect(second.body.equals(first.body), encoding).toBe(true);
    }
    const plain = await rawGet(url, "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(file)).toBe(true);
  });
});

describe("npm start reads .env", () => {
  let dir: string;
  let withEnv: Server;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "va-serve-env-"));
    await symlink(path.join(projectRoot, "node_modules"), path.join(dir, "node_modules")); // for --import tsx
    await writeFile(
      path.join(dir, ".env"),
      ["# limits for this test", "CONSULTATION_RATE_LIMIT=1", "CHAT_IP_RATE_LIMIT=1", `DATA_DIR=${dir}/data`].join(
        "\n",
      ),
    );
    // The real environment wins over .env, as under `netlify dev`.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/RATE_LIMIT|DATA_DIR/.test(name)));
    withEnv = await startAppServer({
      cwd: dir,
      env: { ...env, CHAT_IP_RATE_LIMIT: "100", ANTHROPIC_API_KEY: "" } as Record<string, string>,
    });
  }, 60_000);
  afterAll(async () => {
    await withEnv?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it("applies .env settings, with real environment variables winning", async () => {
    const site = `http://localhost:${withEnv.port}`;
    const post = (pathname: string, body: unknown) =>
      fetch(`${withEnv.baseURL}${pathname}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: site },
        body: JSON.stringify(body),
      });
    expect((await post("/api/consultations", validRequest())).status).toBe(201);
    expect((await post("/api/consultations", validRequest())).status).toBe(429); // .env's limit of 1
    const chat = { message: "How do I file for tinnitus?", sessionId: "session-1700000000000-abcdefghi" };
    expect((await post("/api/chat/send", chat)).status).toBe(200);
    expect((await post("/api/chat/send", chat)).status).toBe(200); // the environment's 100, not .env's 1
    expect(existsSync(path.join(dir, "data/leads"))).toBe(true); // .env's DATA_DIR
    expect(withEnv.output.join("")).toMatch(/Read from \.env: .*CONSULTATION_RATE_LIMIT/);
  });
});

describe("npm start stops gracefully", () => {
  it("finishes a request under way before it exits, and leaves no per-call build folders", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "va-serve-stop-"));
    // Folders an earlier `npm run netlify:dev` left in this checkout are not this server's.
    const before = new Set(scratchFolders());
    const own = await startAppServer({
      env: { DATA_DIR: dir, ANTHROPIC_API_KEY: "", UPSTASH_REDIS_REST_URL: "", SMTP_URL: "" },
    });
    const body = JSON.stringify(validRequest());
    const answered = new Promise<number | null>((resolve, reject) => {
      const socket = connect(own.port, "127.0.0.1", () => {
        socket.write(
          `POST /api/consultations HTTP/1.1\r\nHost: x\r\nOrigin: http://localhost:${own.port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
        );
        // The rest of the body arrives after the server was told to stop.
        setTimeout(() => {
          own.child.kill("SIGTERM");
          setTimeout(() => socket.write(body.slice(10)), 300);
        }, 300);
      });
      let received = "";
      socket.on("data", (chunk) => (received += chunk.toString()));
      socket.on("error", reject);
      socket.on("close", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1]) || null));
    });
    const exitCode = await new Promise((resolve) => own.child.once("exit", resolve));
    expect(await answered).toBe(201);
    expect(exitCode).toBe(0);
    expect(readdirSync(path.join(dir, "leads")).filter((n) => n.endsWith(".json"))).toHaveLength(1);
    // Netlify's emulation makes a scratch folder per static request; none outlives a stop. (Another
    // test server may hold one for a few milliseconds, hence the poll.)
    await expect.poll(() => scratchFolders().filter((name) => !before.has(name)), { timeout: 2000 }).toEqual([]);
    await rm(dir, { recursive: true, force: true });
  }, 60_000);

  it("leaves nothing waiting on an upload the client dropped: it still stops cleanly", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "va-serve-drop-"));
    const own = await startAppServer({
      env: { DATA_DIR: dir, ANTHROPIC_API_KEY: "", UPSTASH_REDIS_REST_URL: "", SMTP_URL: "" },
    });
    await new Promise<void>((resolve) => {
      const socket = connect(own.port, "127.0.0.1", () => {
        socket.write(
          `POST /api/consultations HTTP/1.1\r\nHost: x\r\nOrigin: http://localhost:${own.port}\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{"fullName":`,
        );
        setTimeout(() => (socket.destroy(), resolve()), 300);
      });
    });
    // A handler still waiting for the rest of that body would hold the stop for 35 s, then exit 1.
    const exited = new Promise((resolve) => own.child.once("exit", resolve));
    own.child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(readdirSync(dir).includes("leads") ? readdirSync(path.join(dir, "leads")) : []).toEqual([]);
    await rm(dir, { recursive: true, force: true });
  }, 60_000);
});
