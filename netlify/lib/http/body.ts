import { ApiError } from "./errors";
import { assertJsonContentType, MAX_BODY_BYTES, readCapped, readJsonBody } from "./guards";
import { securityHeaders } from "./security-headers";

/** JSON from the page's script, or a urlencoded form post from a browser running no JavaScript. */
export type BodyKind = "json" | "form";

const FORM_TYPE = "application/x-www-form-urlencoded";

/**
 * The body's kind from its Content-Type: a urlencoded form, or else what must be JSON. It throws
 * nothing, so a form post's refusal (a 429 included) can still land on a page; `assertBodyKind`
 * then refuses anything but JSON or a form with a 415.
 */
export function bodyKind(req: Request): BodyKind {
  const mediaType = (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  return mediaType === FORM_TYPE ? "form" : "json";
}

export function assertBodyKind(req: Request, kind: BodyKind): void {
  if (kind === "json") assertJsonContentType(req);
}

/**
 * Reads at most `maxBytes` as JSON or as strict UTF-8 form fields (the page is UTF-8, so its
 * forms are too). A repeated form field keeps its last value; unknown fields are dropped later
 * by the schema, exactly as for JSON.
 */
export async function readBody(req: Request, kind: BodyKind, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  if (kind === "json") return readJsonBody(req, maxBytes);
  const bytes = await readCapped(req, maxBytes);
  try {
    return formFields(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
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

/** The answer to a form post: the browser loads `location` with GET (303 See Other). */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { ...securityHeaders(), Location: location } });
}
