/**
 * Reading a request: its method, its declared size and media type, its body, and its origin
 * (against the site's origins from configuration), each a check that throws the `ApiError` a
 * client gets. The functions call them in their own order.
 */
import * as v from "valibot";
import { CONSULTATION_LANGUAGE_PARAM, PAGE_LANGUAGE_HEADER, type PageLanguage } from "../../contract/api";
import type { Env } from "./env";
import { ApiError, invalidFieldsError } from "./errors";

/** Request bodies above this are refused before they are read. */
export const MAX_BODY_BYTES = 8 * 1024;

/** JSON from the page's script, or a urlencoded form post from a browser running no JavaScript. */
export type BodyKind = "json" | "form";

const FORM_TYPE = "application/x-www-form-urlencoded";

/**
 * The language of the page a request came from (contract/api.ts, `PageLanguage`): Spanish when its
 * `Content-Language` or its `?lang=` names Spanish, else English. Never read from the body.
 */
export function pageLanguage(req: Request): PageLanguage {
  const named = [
    req.headers.get(PAGE_LANGUAGE_HEADER) ?? "",
    new URL(req.url).searchParams.get(CONSULTATION_LANGUAGE_PARAM) ?? "",
  ];
  return named.some((value) => /^\s*es\b/i.test(value)) ? "es" : "en";
}

export function assertMethod(req: Request, method: "POST" | "GET"): void {
  if (req.method !== method) throw new ApiError("method_not_allowed", { headers: { Allow: method } });
}

/**
 * The body's kind from its Content-Type: a urlencoded form, or else what must be JSON. It throws
 * nothing, so a form post's refusal (a 429 included) can still land on a page; `assertBodyKind`
 * then refuses anything but JSON or a form with a 415.
 */
export function bodyKind(req: Request): BodyKind {
  const mediaType = (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  return mediaType === FORM_TYPE ? "form" : "json";
}

/** The declared size and the media type (JSON unless `kind` is a form): 413, then 415. */
export function assertSizeAndType(req: Request, kind: BodyKind, maxBytes = MAX_BODY_BYTES): void {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw new ApiError("payload_too_large");
  if (kind === "json") assertJsonContentType(req);
}

/** Only `application/json`, in UTF-8 when a charset is named at all. */
function assertJsonContentType(req: Request): void {
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
 * Reads at most `maxBytes` (whatever Content-Length claimed) as strict UTF-8 JSON, or as form
 * fields (the page is UTF-8, so its forms are too). A repeated form field keeps its last value;
 * unknown fields are dropped later by the schema, exactly as for JSON.
 */
export async function readBody(req: Request, kind: BodyKind, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const bytes = await readCapped(req, maxBytes);
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return kind === "json" ? JSON.parse(text) : formFields(text);
  } catch {
    throw new ApiError("invalid_json");
  }
}

/**
 * The fields of a urlencoded body, decoded strictly: `%FF` (no UTF-8) or `%zz` (no escape) throws,
 * where URLSearchParams would quietly put U+FFFD or the raw text in their place.
 */
function formFields(text: string): Record<string, string> {
  const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, " "));
  const fields: Record<string, string> = {};
  for (const pair of text.split("&")) {
    if (pair === "") continue;
    const at = pair.indexOf("=");
    const [name, value] = at === -1 ? [pair, ""] : [pair.slice(0, at), pair.slice(at + 1)];
    fields[decode(name)] = decode(value);
  }
  return fields;
}

/**
 * Size, media type and body as `readBody`, but a refusal (413, 415, 400) is returned, not thrown,
 * for a function that reads the body before its other checks and refuses in their order.
 */
export async function readBodyKeepingRefusal(
  req: Request,
  kind: BodyKind,
): Promise<{ body: unknown; refusal?: undefined } | { body: undefined; refusal: unknown }> {
  try {
    assertSizeAndType(req, kind);
    return { body: await readBody(req, kind) };
  } catch (refusal) {
    return { body: undefined, refusal };
  }
}

/** The body checked against `schema`; a 400 naming each bad field (or saying it is not an object). */
export function parse<T>(schema: v.GenericSchema<unknown, T>, body: unknown): T {
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) throw invalidFieldsError(parsed.issues);
  return parsed.output;
}

async function readCapped(req: Request, maxBytes: number): Promise<Uint8Array> {
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

/** Where the site is served from, as configured: never read from the request (its Host). */
export type SiteOrigins = {
  /** The site's main origin (Netlify's URL; locally the served address), for "own site" links. */
  siteOrigin: string | null;
  /** Exact origins allowed to POST to the functions. */
  allowedOrigins: readonly string[];
  /** Netlify deploy previews and deploy permalinks of this same site. */
  deployOrigin: RegExp | null;
};

const LOOPBACK_TWIN: Record<string, string> = { localhost: "127.0.0.1", "127.0.0.1": "localhost" };

/** The same local server under its other loopback name (`localhost` and `127.0.0.1`, same port). */
function loopbackTwin(origin: string): string[] {
  const url = new URL(origin);
  const twin = url.protocol === "http:" ? LOOPBACK_TWIN[url.hostname] : undefined;
  if (!twin) return [];
  url.hostname = twin;
  return [url.origin];
}

/**
 * The origins the functions trust, from configuration alone: `URL` (Netlify's main address, or
 * the local server's), `DEPLOY_PRIME_URL` when set, this site's deploy previews and deploy
 * permalinks when `SITE_NAME` is set (`https://deploy-preview-12--NAME.netlify.app`,
 * `https://<24 hex>--NAME.netlify.app`: Netlify gives functions neither their deploy's address nor
 * DEPLOY_PRIME_URL at run time), and `ALLOWED_ORIGINS` (branch deploys, other front ends).
 */
export function siteOrigins(env: Pick<Env, "URL" | "DEPLOY_PRIME_URL" | "SITE_NAME" | "ALLOWED_ORIGINS">): SiteOrigins {
  const own = [env.URL, env.DEPLOY_PRIME_URL].flatMap((url) => (url ? [new URL(url).origin] : []));
  return {
    siteOrigin: own[0] ?? null,
    allowedOrigins: [...new Set([...own, ...own.flatMap(loopbackTwin), ...env.ALLOWED_ORIGINS])],
    deployOrigin: env.SITE_NAME
      ? new RegExp(`^https://(?:deploy-preview-\\d+|[0-9a-f]{24})--${env.SITE_NAME}\\.netlify\\.app$`)
      : null,
  };
}

/** Whether a browser's Origin header names one of the configured origins. */
function isAllowedOrigin(origin: string, origins: SiteOrigins): boolean {
  return origins.allowedOrigins.includes(origin) || (origins.deployOrigin?.test(origin) ?? false);
}

/**
 * Refuses requests a browser marks as coming from another site. The site's origins come from
 * configuration, never from the request: its Host header is the client's to set.
 */
export function assertSameOrigin(req: Request, origins: SiteOrigins): void {
  const origin = req.headers.get("origin");
  if (origin === null) {
    // Browsers always send Origin on cross-origin POSTs; Sec-Fetch-Site covers the rest.
    if (req.headers.get("sec-fetch-site") === "cross-site") throw new ApiError("forbidden_origin");
    return;
  }
  if (!isAllowedOrigin(origin, origins)) throw new ApiError("forbidden_origin");
}
