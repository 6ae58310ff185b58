import type { Config, Context } from "@netlify/functions";
import * as v from "valibot";
import { type ConsultationCreated, ConsultationSchema, FORM_POST_PAGES, HONEYPOT_FIELD } from "../../contract/api";
import { clientKey } from "../lib/rate-limit/client-key";
import { ApiError, invalidFieldsError, toResponse } from "../lib/http/errors";
import { assertDeclaredSize, assertMethod, assertSameOrigin, jsonResponse } from "../lib/http/guards";
import { getLeadDeps, type LeadDeps } from "../lib/leads/deps";
import { submitLead } from "../lib/leads/service";
import { errorFields } from "../lib/log";
import { checkRateLimit, retryAfterSeconds } from "../lib/rate-limit/port";
import { assertBodyKind, type BodyKind, bodyKind, readBody, seeOther } from "../lib/http/body";

export type HandlerContext = Pick<Context, "ip" | "waitUntil">;

/** A form post from a page without JavaScript lands on a page; the page's script gets JSON. */
function created(kind: BodyKind, id: string): Response {
  return kind === "form" ? seeOther(FORM_POST_PAGES.received) : jsonResponse({ id } satisfies ConsultationCreated, 201);
}

/** The handler over a given set of adapters (the default export uses the environment's). */
export function createConsultationsHandler(getDeps: () => LeadDeps) {
  return async (req: Request, context: HandlerContext): Promise<Response> => {
    let kind: BodyKind = "json";
    try {
      kind = bodyKind(req);
      const deps = getDeps();
      // Every request counts, invalid, honeypot and wrong-method ones too (each is a billed call),
      // and a limited address gets 429 whatever it sends; only a CORS preflight is free
      // (docs/decisions/705-every-request-counted.md).
      if (req.method !== "OPTIONS") {
        const limit = await checkRateLimit({
          limiter: deps.limiter,
          key: clientKey(context.ip),
          onError: (error) => deps.logger.warn("consultation.rate-limit-unavailable", errorFields(error)),
        });
        if (!limit.success) {
          throw new ApiError("rate_limited", { headers: { "Retry-After": String(retryAfterSeconds(limit)) } });
        }
      }
      assertMethod(req, "POST");
      assertDeclaredSize(req);
      assertBodyKind(req, kind);
      assertSameOrigin(req, deps.origins);

      const parsed = v.safeParse(ConsultationSchema, await readBody(req, kind));
      if (!parsed.success) throw invalidFieldsError(parsed.issues);
      const { [HONEYPOT_FIELD]: honeypot, ...request } = parsed.output;
      if (honeypot?.trim()) {
        // Answer like a real request so the bot learns nothing; keep nothing.
        deps.logger.info("consultation.honeypot");
        return created(kind, crypto.randomUUID());
      }

      const { id } = await submitLead({ request, deps, defer: (work) => context.waitUntil(work) });
      return created(kind, id);
    } catch (error) {
      if (!(error instanceof ApiError)) console.error("ALERT consultation.unexpected-error", errorFields(error));
      // A refused form post still lands on a page (with the phone number); another site's never does.
      if (kind === "form" && !(error instanceof ApiError && error.code === "forbidden_origin")) {
        return seeOther(FORM_POST_PAGES.notSent);
      }
      return toResponse(error);
    }
  };
}

export default createConsultationsHandler(getLeadDeps);

export const config: Config = { path: "/api/consultations" };
