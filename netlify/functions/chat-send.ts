/**
 * `POST /api/chat/send`: one chat message, one reply. The checks run in the order written. The
 * crisis check comes first, on whatever body can be read, before the configuration, any limit,
 * storage or model; its size, media-type and JSON refusals wait until after the method check.
 * Every request but a CORS preflight counts toward the limits
 * (docs/decisions/705-every-request-counted.md).
 */
import type { Config, Context } from "@netlify/functions";
import * as v from "valibot";
import { type ChatSendResponse, ChatSendSchema } from "../../contract/api";
import { type Chat, answerChat, chat, countChat, crisisFirst } from "../lib/chat/service";
import { errorResponse } from "../lib/errors";
import { historyKey, newOwnerToken, ownerCookie, ownerTokenOf } from "../lib/chat/session-cookie";
import { clientKey, networkKey } from "../lib/rate-limit/client-key";
import { assertMethod, assertSameOrigin, parse, readBodyKeepingRefusal } from "../lib/request";
import { jsonResponse } from "../lib/response";

/** `parts`: the chat service's parts; Netlify passes none, so the environment's are used. */
export default async (
  req: Request,
  context: Pick<Context, "ip" | "waitUntil">,
  parts: () => Chat = chat,
): Promise<Response> => {
  try {
    const read = await readBodyKeepingRefusal(req, "json");
    const checked = v.safeParse(ChatSendSchema, read.body);
    const valid = checked.success ? checked.output : undefined;
    const crisis = crisisFirst({ body: read.body, valid, parts });
    if (crisis) return jsonResponse({ response: crisis } satisfies ChatSendResponse);

    const service = parts();
    const client = clientKey(context.ip);
    if (req.method !== "OPTIONS") await countChat(service, client, valid);
    assertMethod(req, "POST");
    if (read.refusal) throw read.refusal;
    assertSameOrigin(req, service.origins);
    const { sessionId, message } = valid ?? parse(ChatSendSchema, read.body);
    // The history is this browser's only: the cookie's owner token, or a new one (decision 961).
    const owner = ownerTokenOf(req) ?? newOwnerToken();
    // The configured origin, never the request's Host: "" keeps no link of its own.
    const siteOrigin = service.origins.siteOrigin ?? "";
    const { response } = await answerChat({
      client,
      network: networkKey(context.ip),
      sessionId,
      historyId: historyKey({ sessionId, owner }),
      message,
      siteOrigin,
      deps: service,
      defer: (work) => context.waitUntil(work),
    });
    const answer = jsonResponse({ response } satisfies ChatSendResponse);
    answer.headers.append(
      "Set-Cookie",
      ownerCookie({ token: owner, siteOrigin, maxAgeSeconds: service.historyTtlSeconds }),
    );
    return answer;
  } catch (error) {
    return errorResponse(error, "chat");
  }
};

export const config: Config = { path: "/api/chat/send" };
