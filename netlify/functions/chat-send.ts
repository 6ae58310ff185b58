/**
 * `POST /api/chat/send`: one chat message, one reply. The checks run in the order written. The
 * crisis check comes first, on whatever body can be read, before the configuration, any limit,
 * storage or model; its size, media-type and JSON refusals wait until after the method check.
 * Every request but a CORS preflight counts toward the limits
 * (docs/decisions/705-every-request-counted.md).
 */
import type { Config, Context } from "@netlify/functions";
import * as v from "valibot";
import { PAGE_LANGUAGE_HEADER, type ChatSendResponse, ChatSendSchema } from "../../contract/api";
import { pageLanguage } from "../lib/assistant/language";
import { type Chat, answerChat, chat, countChat, crisisFirst } from "../lib/chat/service";
import { errorResponse } from "../lib/errors";
import { historyKey, newOwnerToken, ownerCookie, ownerTokenOf } from "../lib/chat/session-cookie";
import { clientKey, networkKey } from "../lib/rate-limit/client-key";
import { assertMethod, assertSameOrigin, MAX_BODY_BYTES, parse, readBodyKeepingRefusal } from "../lib/request";
import { readBodyForScreen } from "../lib/safety/read-for-screen";
import { jsonResponse } from "../lib/response";

/** `parts`: the chat service's parts; Netlify passes none, so the environment's are used. */
export default async (
  req: Request,
  context: Pick<Context, "ip" | "waitUntil">,
  parts: () => Chat = chat,
): Promise<Response> => {
  try {
    // What was sent, read for the crisis screen whatever the checks make of it (decision 941).
    const sent = await readBodyForScreen(req, MAX_BODY_BYTES);
    const read = await readBodyKeepingRefusal(req, "json");
    const checked = v.safeParse(ChatSendSchema, read.body);
    const valid = checked.success ? checked.output : undefined;
    const defer = (work: Promise<unknown>) => context.waitUntil(work);
    const refused = read.refusal === undefined ? undefined : sent;
    // The history and the screen's state are this browser's only: the cookie's owner token, or a
    // new one (decisions 961, 941).
    const owner = ownerTokenOf(req) ?? newOwnerToken();
    const stateId = valid ? historyKey({ sessionId: valid.sessionId, owner }) : undefined;
    const crisis = await crisisFirst({ body: read.body, refused, valid, stateId, parts, defer });
    if (crisis)
      return withOwnerCookie(jsonResponse({ response: crisis } satisfies ChatSendResponse), owner, parts, valid);

    const service = parts();
    const client = clientKey(context.ip);
    if (req.method !== "OPTIONS") await countChat(service, client, valid);
    assertMethod(req, "POST");
    if (read.refusal) throw read.refusal;
    assertSameOrigin(req, service.origins);
    const { sessionId, message } = valid ?? parse(ChatSendSchema, read.body);
    // The configured origin, never the request's Host: "" keeps no link of its own.
    const siteOrigin = service.origins.siteOrigin ?? "";
    const { response, handoff, followUps } = await answerChat({
      client,
      network: networkKey(context.ip),
      sessionId,
      historyId: historyKey({ sessionId, owner }),
      message,
      siteOrigin,
      deps: service,
      defer,
      // The page's language travels as a header, never in the body (decision 951).
      pageLanguage: pageLanguage(req.headers.get(PAGE_LANGUAGE_HEADER)),
    });
    const answer = jsonResponse({
      response,
      ...(handoff ? { handoff } : {}),
      ...(followUps?.length ? { followUps } : {}),
    } satisfies ChatSendResponse);
    answer.headers.append(
      "Set-Cookie",
      ownerCookie({ token: owner, siteOrigin, maxAgeSeconds: service.historyTtlSeconds }),
    );
    return answer;
  } catch (error) {
    return errorResponse(error, "chat");
  }
};

/**
 * A crisis reply to a valid request carries the owner cookie too, so that the next message of the
 * session is read with this one; with a broken configuration the reply goes out without it.
 */
function withOwnerCookie(
  response: Response,
  owner: string,
  parts: () => Chat,
  valid: { sessionId: string } | undefined,
): Response {
  if (!valid) return response;
  try {
    const service = parts();
    const siteOrigin = service.origins.siteOrigin ?? "";
    response.headers.append(
      "Set-Cookie",
      ownerCookie({ token: owner, siteOrigin, maxAgeSeconds: service.historyTtlSeconds }),
    );
  } catch {
    // The configuration is broken: the crisis line answers all the same.
  }
  return response;
}

export const config: Config = { path: "/api/chat/send" };
