import { ApiError } from "./errors";
import { isAllowedOrigin, type SiteOrigins } from "./origins";
import { securityHeaders } from "./security-headers";

/** Request bodies above this are refused before they are read. */
export const MAX_BODY_BYTES = 8 * 1024;

export function jsonResponse(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: securityHeaders() });
}

export function assertMethod(req: Request, method: "POST" | "GET"): void {
  if (req.method !== method) throw new ApiError("method_not_allowed", { headers: { Allow: method } });
}

/** Only `application/json`, in UTF-8 when a charset is named at all. */
export function assertJsonContentType(req: Request): void {
  const [mediaType = "", ...params] = (req.headers.get("content-type") ?? "").split(";");
  const charset = params
    .map((p) => p.trim().toLowerCase())
    .find((p) => p.startsWith("charset="))
    ?.slice("charset=".length)
    .replace(/"/g, "");
  const isJson = mediaType.trim().toLowerCase() === "application/json";
  if (!isJson || (charset !== undefined && charset !== "utf-8")) {
    throw new ApiError("unsupported_media_type");
  }
}

/**
 * Refuses requests a browser marks as coming from another site. The site's origins come from
 * configuration (`./origins.ts`), never from the request: its Host header is the client's to set.
 */
export function assertSameOrigin(req: Request, origins: SiteOrigins): void {
  const origin = req.headers.get("origin");
  if (origin === null) {
    // Browsers always send Origin on cross-origin POSTs; Sec-Fetch-Site covers the rest.
    if (req.headers.get("sec-fetch-site") === "cross-site") throw new ApiError("forbidden_origin");
    return;
  }
  if (!isAllowedOrigin(origin, origins)) {
    throw new ApiError("forbidden_origin");
  }
}

export function assertDeclaredSize(req: Request, maxBytes = MAX_BODY_BYTES): void {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw new ApiError("payload_too_large");
}

/** Reads at most `maxBytes` (whatever Content-Length claimed), then parses strict UTF-8 JSON. */
export async function readJsonBody(req: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const bytes = await readCapped(req, maxBytes);
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new ApiError("invalid_json");
  }
}

export async function readCapped(req: Request, maxBytes: number): Promise<Uint8Array> {
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    // A client that drops mid-upload sent no valid body: a 400, not a server error.
    const { done, value } = await reader.read().catch(() => {
      throw new ApiError("invalid_json");
    });
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new ApiError("payload_too_large");
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
