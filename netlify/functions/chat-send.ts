import type { Config } from "@netlify/functions";
import { type ChatSendResponse, ChatSendSchema } from "../../contract/api";
import { getChatDeps, type ChatDeps } from "../lib/chat/deps";
import { answerChat } from "../lib/chat/service";
import { chatLimits, crisisFirst } from "../lib/chat/steps";
import { jsonResponse } from "../lib/http/guards";
import { createFunction } from "../lib/http/pipeline";

/** The handler over a given set of adapters (the default export uses the environment's). */
export function createChatSendHandler(getDeps: () => ChatDeps) {
  return createFunction({
    name: "chat",
    getDeps,
    schema: ChatSendSchema,
    first: crisisFirst,
    limits: chatLimits,
    service: ({ input: { sessionId, message }, client, deps, defer }) =>
      answerChat({
        client,
        sessionId,
        message,
        // The configured origin, never the request's Host: "" keeps no link of its own.
        siteOrigin: deps.origins.siteOrigin ?? "",
        deps,
        defer,
      }),
    respond: ({ response }) => jsonResponse({ response } satisfies ChatSendResponse),
  });
}

export default createChatSendHandler(getChatDeps);

export const config: Config = { path: "/api/chat/send" };
