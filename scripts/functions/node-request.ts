import type { IncomingMessage } from "node:http";
import { Readable, Transform } from "node:stream";

/** Netlify's limit on a function's buffered request payload (6 MB). */
export const PLATFORM_MAX_BODY_BYTES = 6 * 1024 * 1024;

/**
 * The `Request` a function sees for a Node request. The body streams through as it arrives
 * (never buffered here), so a function's own size cap stops reading early; past the platform's
 * limit the stream fails. `baseUrl` is the site's own address: the Host header picks nothing.
 */
export function toWebRequest(req: IncomingMessage, baseUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headersDistinct)) {
    for (const item of value ?? []) headers.append(name, item);
  }
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(new URL(req.url ?? "/", baseUrl), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(cappedBody(req)) as ReadableStream) : null,
    duplex: "half",
  } as RequestInit);
}

/**
 * The request body through the platform's cap. An upload that ends early (the client dropped, or
 * the request timed out) fails the stream, so the function's reader gets an error (a 400) instead
 * of waiting forever. Not `pipeline`: a function that stops reading (its own size cap) must not
 * destroy the request, or its 413 could not be sent.
 */
function cappedBody(req: IncomingMessage) {
  const capped = capBytes(PLATFORM_MAX_BODY_BYTES);
  req.pipe(capped);
  req.once("close", () => {
    if (!req.complete) capped.destroy(new Error("the request body ended early"));
  });
  return capped;
}

function capBytes(maxBytes: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.byteLength;
      done(seen > maxBytes ? new Error("request body over the platform limit") : null, chunk);
    },
  });
}
