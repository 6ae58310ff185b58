/**
 * No crisis message is refused (issue 18, item 8): a body another check turns away (the wrong
 * content type, over the size cap, invalid JSON, characters a schema refuses) is still read, up to
 * the cap, for the crisis screen. What can be read is screened; when it carries risk the caller
 * answers 200 with the crisis reply instead of the 4xx.
 */
import { crisisReplyFor } from "./replies";
import { screenMessage } from "./screen";

/** The message text a body most likely carries, read leniently: the screen's view of a refused body. */
export type ScreenableBody = { message: string; sessionId?: string };

/** The first `maxBytes` of the body, decoded leniently (a cut character becomes U+FFFD). */
async function readPrefix(req: Request, maxBytes: number): Promise<string> {
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < maxBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      const room = maxBytes - size;
      chunks.push(value.byteLength > room ? value.subarray(0, room) : value);
      size += Math.min(value.byteLength, room);
    }
  } catch {
    // A client that dropped mid-upload: screen what arrived.
  } finally {
    reader.cancel().catch(() => {});
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder("utf-8").decode(bytes);
}

/** A JSON string field's value, even from JSON cut off by the cap (the string runs to the end). */
function jsonField(text: string, name: string): string | undefined {
  const match = new RegExp(`"${name}"\\s*:\\s*"((?:[^"\\\\]|\\\\.)*)("?)`).exec(text);
  if (!match) return undefined;
  const raw = match[1]!.replace(/\\u(?![0-9a-fA-F]{4})/g, "").replace(/\\$/, "");
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return raw;
  }
}

/**
 * Reads a copy of the request's body (`req` itself stays unread) up to `maxBytes`, whatever its
 * content type says. Call it before the checks read `req`: the copy is let go once read, so their
 * own refusal of a body over the cap does not wait on it: JSON (whole, or cut off at the cap), a urlencoded form, or plain text taken
 * as the message itself.
 */
export async function readBodyForScreen(req: Request, maxBytes: number): Promise<ScreenableBody> {
  const text = await readPrefix(req.clone(), maxBytes);
  try {
    const body = JSON.parse(text) as unknown;
    if (typeof body === "object" && body !== null) {
      const { message, sessionId } = body as Record<string, unknown>;
      return {
        message: typeof message === "string" ? message : JSON.stringify(body),
        sessionId: typeof sessionId === "string" ? sessionId : undefined,
      };
    }
    return { message: typeof body === "string" ? body : text };
  } catch {
    // Not whole JSON: below.
  }
  const message = jsonField(text, "message");
  if (message !== undefined) return { message, sessionId: jsonField(text, "sessionId") };
  if (/^[\w.%+-]+=/.test(text)) {
    const form = new URLSearchParams(text);
    const field = form.get("message");
    if (field !== null) return { message: field, sessionId: form.get("sessionId") ?? undefined };
  }
  return { message: text };
}

/**
 * The crisis reply for a body another check refuses, when what could be read of it (`sent`, from
 * `readBodyForScreen`) carries risk (clear risk or harm, in any language); null when the refusal
 * stands.
 */
export function crisisReplyForRefusedBody(sent: ScreenableBody): string | null {
  const screening = screenMessage(sent.message);
  return screening.tier === "clear" || screening.tier === "harm" ? crisisReplyFor(screening) : null;
}
