/**
 * `npm start`: serves the production build the way Netlify does (static files from dist/,
 * netlify.toml headers and redirects, functions at /api/*) through Netlify's own local
 * emulation, plus the two things its CDN adds: compression and the 404 page for unknown paths.
 */
import { NetlifyDev } from "@netlify/dev";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createBrotliCompress, createGzip } from "node:zlib";
import { securityHeaders } from "../netlify/lib/security-headers";

const projectRoot = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 8888);
const host = process.env.HOST ?? "127.0.0.1";
const origin = `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}`;

const netlify = new NetlifyDev({
  projectRoot,
  serverAddress: origin,
  edgeFunctions: { enabled: false },
  images: { enabled: false },
  geolocation: { enabled: false },
  database: { enabled: false },
  blobs: { enabled: false },
  aiGateway: { enabled: false },
});

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

async function send(res: ServerResponse, response: Response, extra: Headers, acceptEncoding: string) {
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
  res.writeHead(response.status, Object.fromEntries(headers));
  if (!response.body) return void res.end();
  const body = Readable.fromWeb(response.body as import("node:stream/web").ReadableStream);
  await (encoding
    ? pipeline(body, encoding === "br" ? createBrotliCompress() : createGzip(), res)
    : pipeline(body, res));
}

/**
 * `@netlify/dev` rebuilds a function on every call, so two calls of one function at once can
 * replace its build folder under the other's worker (a 500 "Cannot find module"). Calls of the
 * same function therefore take turns; other functions and static files still run side by side.
 */
const turns = new Map<string, Promise<unknown>>();
function inTurn(key: string, work: () => Promise<void>): Promise<void> {
  const current = (turns.get(key) ?? Promise.resolve()).then(work, work);
  turns.set(key, current);
  const forget = () => {
    if (turns.get(key) === current) turns.delete(key);
  };
  current.then(forget, forget);
  return current;
}

await netlify.start();

async function handle(req: IncomingMessage, res: ServerResponse) {
  try {
    const collected = new Headers();
    const headersCollector = (key: string, value: string) => collected.set(key, value);
    const match = await netlify.handleAndIntrospectNodeRequest(req, { headersCollector });
    let response = match?.response;
    if (!response) {
      // Like Netlify's CDN: an unknown path gets the prerendered 404 page with status 404.
      const notFound = await netlify.handle(new Request(new URL("/404.html", origin)), { headersCollector });
      response = new Response(notFound?.body ?? "Not Found", {
        status: 404,
        headers: notFound?.headers ?? { "content-type": "text/plain" },
      });
    }
    await send(res, response, collected, String(req.headers["accept-encoding"] ?? ""));
  } catch (error) {
    console.error("serve: request failed", error instanceof Error ? error.message : error);
    if (!res.headersSent) res.writeHead(500, { ...securityHeaders(), "content-type": "text/plain" });
    res.end("Internal Server Error");
  }
}

const server = createServer((req, res) => {
  const path = req.url?.split("?")[0] ?? "/";
  void (path.startsWith("/api/") ? inTurn(path, () => handle(req, res)) : handle(req, res));
});

server.listen(port, host, () => console.log(`Serving the production build on http://localhost:${port}`));

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    void netlify.stop().finally(() => process.exit(0));
  });
}
