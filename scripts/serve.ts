/**
 * `npm start`: serves the production build the way Netlify does. Netlify's own emulation
 * (`@netlify/dev`) serves dist/ with netlify.toml's headers and redirects; the functions run
 * warm, bundled once by `npm run build` with Netlify's bundler and imported once, as Netlify's
 * runtime reuses an instance. On top, what the CDN in front of them adds: compression, the 404
 * page, header and body timeouts, 405 for methods nobody serves, and a graceful stop.
 */
import { NetlifyDev } from "@netlify/dev";
import { Cron } from "croner";
import { statSync } from "node:fs";
import { rmdir } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, createBrotliCompress, createGzip, gzip } from "node:zlib";
import { securityHeaders } from "../netlify/lib/response";
import { loadEnvFile } from "./env-file";
import { LOCAL_FUNCTIONS_DIR, projectRoot } from "./functions/bundle";
import { createContext, loadFunctions, matchFunction, type WarmFunction } from "./functions/host";
import { PLATFORM_MAX_BODY_BYTES, toWebRequest } from "./functions/node-request";

const fromEnvFile = loadEnvFile();
const port = Number(process.env.PORT ?? 8888);
const host = process.env.HOST ?? "127.0.0.1";
const origin = `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}`;
// Like `netlify dev`, the functions see the site's address in URL: their own origin.
process.env.URL ??= `http://localhost:${port}`;
const siteUrl = process.env.URL;

const netlify = new NetlifyDev({
  projectRoot,
  serverAddress: origin,
  functions: { enabled: false }, // served warm below
  environmentVariables: { enabled: false }, // .env is read above, once
  edgeFunctions: { enabled: false },
  images: { enabled: false },
  geolocation: { enabled: false },
  database: { enabled: false },
  blobs: { enabled: false },
  aiGateway: { enabled: false },
});

const functions = await loadFunctions(LOCAL_FUNCTIONS_DIR);
const running = new Set<Promise<unknown>>();
function track<T>(work: Promise<T>): Promise<T> {
  running.add(work);
  const forget = () => running.delete(work);
  work.then(forget, forget);
  return work;
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
// Methods a `Request` cannot carry; nothing here serves them.
const FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

// A published file is compressed once, as the CDN caches it: Brotli's best setting takes about a
// second for the main script, far too long to spend on every request.
// Requests that arrive together share one compression.
const compressedFiles = new Map<string, Promise<Buffer>>();
const compress = { br: promisify(brotliCompress), gzip: promisify(gzip) };
function compressedFile(body: Buffer, encoding: "br" | "gzip"): Promise<Buffer> {
  const key = `${encoding} ${createHash("sha256").update(body).digest("base64")}`;
  let compressed = compressedFiles.get(key);
  if (!compressed) {
    if (compressedFiles.size >= 500) compressedFiles.clear();
    compressed = compress[encoding](body);
    compressedFiles.set(key, compressed);
    compressed.catch(() => compressedFiles.delete(key));
  }
  return compressed;
}

async function send(
  res: ServerResponse,
  response: Response,
  extra: Headers,
  acceptEncoding: string,
  { published = false } = {},
) {
  const headers = new Headers(response.headers);
  extra.forEach((value, key) => headers.set(key, value));
  const type = headers.get("content-type") ?? "";
  const encoding =
    !response.body || headers.has("content-encoding") || !COMPRESSIBLE.test(type)
      ? null
      : /\bbr\b/.test(acceptEncoding)
        ? "br"
        : /\bgzip\b/.test(acceptEncoding)
          ? "gzip"
          : null;
  if (encoding) {
    headers.set("content-encoding", encoding);
    headers.delete("content-length");
    headers.append("vary", "Accept-Encoding");
  }
  if (published && encoding) {
    const compressed = await compressedFile(Buffer.from(await response.arrayBuffer()), encoding);
    headers.set("content-length", String(compressed.length));
    res.writeHead(response.status, Object.fromEntries(headers));
    return void res.end(compressed);
  }
  res.writeHead(response.status, Object.fromEntries(headers));
  if (!response.body) return void res.end();
  const body = Readable.fromWeb(response.body as import("node:stream/web").ReadableStream);
  await (encoding
    ? pipeline(body, encoding === "br" ? createBrotliCompress() : createGzip(), res)
    : pipeline(body, res));
}

function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { ...securityHeaders(), "content-type": "text/plain; charset=utf-8", ...headers });
  res.end(text);
}

async function callFunction(fn: WarmFunction, req: IncomingMessage, res: ServerResponse) {
  if (Number(req.headers["content-length"] ?? 0) > PLATFORM_MAX_BODY_BYTES) {
    return plain(res, 413, "Payload Too Large", { connection: "close" });
  }
  const request = toWebRequest(req, siteUrl);
  const context = createContext({
    request,
    ip: req.socket.remoteAddress ?? "",
    siteUrl,
    waitUntil: (work) => void track(work.catch(() => {})),
  });
  const response = (await fn.handler(request, context)) ?? new Response(null, { status: 204 });
  // A function that answered before reading the whole body (a size cap) ends the connection,
  // rather than reading the rest of what may be a very large upload.
  const unread = !req.complete;
  if (unread) res.setHeader("connection", "close");
  await send(res, response, new Headers(), String(req.headers["accept-encoding"] ?? ""));
  if (unread) {
    req.unpipe();
    req.socket.end();
    setTimeout(() => req.socket.destroy(), 1000).unref();
  }
}

/** Whether Netlify serves a file of dist/ at this path: the file itself, `.html` added, or the folder's index.html. */
function isPublishedFile(pathname: string): boolean {
  const file = path.join(projectRoot, "dist", decodeURIComponent(pathname));
  if (!file.startsWith(path.join(projectRoot, "dist"))) return false;
  return [file, `${file}.html`, path.join(file, "index.html")].some((candidate) => {
    try {
      return statSync(candidate).isFile();
    } catch {
      return false;
    }
  });
}

/**
 * Answers before the body was read, then closes the connection rather than reading what may be
 * 100 MB to keep it open. Node would close a `Connection: close` socket the moment the answer is
 * written; with the client still sending, that close resets the connection, and a reset can drop
 * the answer before the client reads it. So the answer is written straight to the socket, the
 * socket half-closed and paused (nothing more is read), and destroyed a second later.
 */
function refuseUnread(req: IncomingMessage, res: ServerResponse, status: number, text: string, headers = {}) {
  const socket = req.socket;
  const head = Object.entries({
    ...securityHeaders(),
    "content-type": "text/plain; charset=utf-8",
    "content-length": String(Buffer.byteLength(text)),
    ...headers,
    connection: "close",
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.pause();
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${req.method === "HEAD" ? "" : text}`);
  setTimeout(() => socket.destroy(), 1000).unref();
  // The response object is never used: the socket is gone for it.
  res.on("error", () => {});
}

const hasBody = (req: IncomingMessage) =>
  Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;

async function serveStatic(req: IncomingMessage, res: ServerResponse) {
  if (req.method !== "GET" && req.method !== "HEAD") {
    return refuseUnread(req, res, 405, "Method Not Allowed", { allow: "GET, HEAD" });
  }
  // A page takes no body: one sent anyway is refused unread, whatever its size.
  if (hasBody(req)) return refuseUnread(req, res, 413, "Payload Too Large");
  const collected = new Headers();
  const headersCollector = (key: string, value: string) => collected.set(key, value);
  const match = await netlify.handleAndIntrospectNodeRequest(req, { headersCollector });
  let response = match?.response;
  if (response && match?.type === "redirect" && !isPublishedFile(new URL(req.url!, origin).pathname)) {
    // netlify.toml's only rewrites are 404 pages (/es/* → /es/404.html, status 404): Netlify answers
    // them with the rule's status, @netlify/dev with 200.
    response = new Response(response.body, { status: 404, headers: response.headers });
  }
  if (!response) {
    // Like Netlify's CDN: an unknown path gets the prerendered 404 page with status 404.
    const notFound = await netlify.handle(new Request(new URL("/404.html", origin)), { headersCollector });
    response = new Response(notFound?.body ?? "Not Found", {
      status: 404,
      headers: notFound?.headers ?? { "content-type": "text/plain" },
    });
  }
  await send(res, response, collected, String(req.headers["accept-encoding"] ?? ""), { published: true });
}

/** A path whose percent-escapes decode (`/%`, `/x%zz` and `/%ff` do not): else 400, never 500. */
function isWellEscaped(url: string): boolean {
  try {
    decodeURIComponent(url.split("?")[0]!);
    return true;
  } catch {
    return false;
  }
}

/** Two Host headers name two sites: which one a proxy or a function would use is anyone's guess. */
const hostHeaders = (req: IncomingMessage) =>
  req.rawHeaders.filter((_, i) => i % 2 === 0 && /^host$/i.test(req.rawHeaders[i]!)).length;

async function handle(req: IncomingMessage, res: ServerResponse) {
  try {
    const method = req.method ?? "GET";
    if (!req.url?.startsWith("/") || !isWellEscaped(req.url) || hostHeaders(req) > 1) {
      return refuseUnread(req, res, 400, "Bad Request");
    }
    if (FORBIDDEN_METHODS.has(method)) return plain(res, 405, "Method Not Allowed", { allow: "GET, HEAD, POST" });
    const fn = matchFunction(functions, new URL(req.url, origin).pathname, method);
    await (fn ? callFunction(fn, req, res) : serveStatic(req, res));
  } catch (error) {
    // The cause goes to the log, never into the answer.
    console.error("serve: request failed", error instanceof Error ? error.message : error);
    if (!res.headersSent) plain(res, 500, "Internal Server Error");
    else res.destroy();
  }
}

// A client gets 10 s to send its headers and 30 s for the whole request, as a CDN allows.
const requestTimeout = Number(process.env.SERVE_REQUEST_TIMEOUT_MS ?? 30_000);
const server = createServer(
  {
    headersTimeout: Math.min(10_000, requestTimeout),
    requestTimeout,
    connectionsCheckingInterval: 1000,
  },
  (req, res) => {
    void track(handle(req, res));
  },
);

// Scheduled functions run here on their schedule, one run at a time; they have no URL.
const jobs = functions
  .filter((fn) => fn.schedule)
  .map(
    (fn) =>
      new Cron(fn.schedule!, { protect: true }, async (job: Cron) => {
        const request = new Request(new URL(`/.netlify/functions/${fn.name}`, siteUrl), {
          method: "POST",
          body: JSON.stringify({ next_run: job.nextRun()?.toISOString() }),
        });
        await track(
          Promise.resolve(
            fn.handler(request, createContext({ request, ip: "", siteUrl, waitUntil: (w) => void track(w) })),
          ),
        ).catch((error: unknown) => console.error(`serve: scheduled ${fn.name} failed`, (error as Error).message));
      }),
  );

await netlify.start();
server.listen(port, host, () => {
  console.log(`Serving the production build on http://localhost:${port}`);
  console.log(
    `Functions (warm): ${functions.map((fn) => fn.name + (fn.schedule ? ` [${fn.schedule}]` : "")).join(", ")}`,
  );
  if (fromEnvFile.length) console.log(`Read from .env: ${fromEnvFile.join(", ")}`);
});

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Stop taking requests, let those under way (and their waitUntil work) finish, then leave.
    for (const job of jobs) job.stop();
    server.close();
    server.closeIdleConnections();
    const forced = setTimeout(() => process.exit(1), 35_000);
    forced.unref();
    void (async () => {
      while (running.size) await Promise.allSettled([...running]);
      await netlify.stop();
      // Its per-request scratch folders are gone once nothing runs; drop the parent when empty.
      await rmdir(path.join(projectRoot, ".netlify/functions-serve")).catch(() => {});
      process.exit(0);
    })();
  });
}
