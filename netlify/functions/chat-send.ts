import type { Config, Context } from "@netlify/functions";
import * as v from "valibot";
import { type ChatSendResponse, ChatSendSchema } from "../../contract/api";
import { getChatDeps, type ChatDeps } from "../lib/chat/deps";
import { answerChat, answerCrisis, enforceChatLimits } from "../lib/chat/service";
import { clientKey } from "../lib/rate-limit/client-key";
import { ApiError, invalidFieldsError, toResponse } from "../lib/http/errors";
import {
  assertDeclaredSize,
  assertJsonContentType,
  assertMethod,
  assertSameOrigin,
  jsonResponse,
  readJsonBody,
} from "../lib/http/guards";
import { createLogger, errorFields } from "../lib/log";

export type HandlerContext = Pick<Context, "ip" | "waitUntil">;

/** A field of a body that failed validation, if it is text (the crisis check reads it anyway). */
const textField = (body: unknown, name: string) => {
  const value = typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" ? value : undefined;
};

const fallbackLogger = createLogger();

/** The body read and validated, or the refusal (size, media type, not JSON) to answer once counted. */
async function readRequest(req: Request) {
  try {
    assertDeclaredSize(req);
    assertJsonContentType(req);
    const body = await readJsonBody(req);
    return { ok: true as const, body, parsed: v.safeParse(ChatSendSchema, body) };
  } catch (error) {
    return { ok: false as const, body: undefined, error };
  }
}

function tryGetDeps(getDeps: () => ChatDeps) {
  try {
    return { ok: true as const, value: getDeps() };
  } catch (error) {
    return { ok: false as const, error };
  }
}

/** The handler over a given set of adapters (the default export uses the environment's). */
export function createChatSendHandler(getDeps: () => ChatDeps) {
  return async (req: Request, context: HandlerContext): Promise<Response> => {
    try {
      // A refused request (a wrong method, a bad body) is answered only after it was counted
      // (below), unless it is a crisis.
      const request = await readRequest(req);
      const valid = request.ok && request.parsed.success ? request.parsed.output : undefined;
      // Safety first: a person in crisis gets the crisis line even if the request is otherwise
      // invalid (say, a long message), and before the configuration, any limit, storage or model
      // is touched: a broken environment variable must not stand between them and 988.
      const deps = tryGetDeps(getDeps);
      const crisis = answerCrisis({
        message: valid?.message ?? textField(request.body, "message"),
        sessionId: valid?.sessionId,
        logger: deps.ok ? deps.value.logger : fallbackLogger,
      });
      if (crisis) return jsonResponse({ response: crisis } satisfies ChatSendResponse);
      if (!deps.ok) throw deps.error;
      // Every other request counts toward the limits, invalid ones too, and a limited address gets
      // 429 whatever it sends (docs/decisions/705-every-request-counted.md).
      const client = clientKey(context.ip);
      if (req.method !== "OPTIONS") await enforceChatLimits({ client, sessionId: valid?.sessionId, deps: deps.value });
      assertMethod(req, "POST");
      if (!request.ok) throw request.error;
      assertSameOrigin(req, deps.value.origins);
      if (!request.parsed.success) throw invalidFieldsError(request.parsed.issues);

      const { sessionId, message } = request.parsed.output;
      const { response } = await answerChat({
        client,
        sessionId,
        message,
        // The configured origin, never the request's Host: "" keeps no link of its own.
        siteOrigin: deps.value.origins.siteOrigin ?? "",
        deps: deps.value,
        defer: (work) => context.waitUntil(work),
      });
      return jsonResponse({ response } satisfies ChatSendResponse);
    } catch (error) {
      if (!(error instanceof ApiError)) console.error("ALERT chat.unexpected-error", errorFields(error));
      return toResponse(error);
    }
  };
}

export default createChatSendHandler(getChatDeps);

export const config: Config = { path: "/api/chat/send" };
