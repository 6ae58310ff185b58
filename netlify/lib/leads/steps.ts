/**
 * The consultation function's own steps in the request pipeline (`../http/pipeline.ts`): its
 * limit, its honeypot, and its answers, JSON for the page's script or a page for a form post.
 */
import {
  type ConsultationCreated,
  FORM_POST_PAGES,
  isHoneypotFilled,
  type ValidConsultationRequest,
} from "../../../contract/api";
import { type BodyKind, seeOther } from "../http/body";
import { ApiError } from "../http/errors";
import { jsonResponse } from "../http/guards";
import type { Call } from "../http/pipeline";
import { errorFields } from "../log";
import { enforceRateLimits } from "../rate-limit/enforce";
import type { LeadDeps } from "./deps";

type ConsultationCall = Call<LeadDeps> & { input: ValidConsultationRequest };

/** One per-address limit (`clientKey`); throws `rate_limited` with Retry-After. */
export function consultationLimits({ deps, client }: Call<LeadDeps>): Promise<void> {
  return enforceRateLimits({
    checks: [{ limiter: deps.limiter, key: client, scope: "ip" }],
    onError: (error) => deps.logger.warn("consultation.rate-limit-unavailable", errorFields(error)),
  });
}

/** A filled honeypot is a bot: it is answered like a real request so it learns nothing; nothing is kept. */
export function honeypot({ input, deps }: ConsultationCall): ConsultationCreated | null {
  if (!isHoneypotFilled(input)) return null;
  deps.logger.info("consultation.honeypot");
  return { id: crypto.randomUUID() };
}

/** A form post from a page without JavaScript lands on a page; the page's script gets JSON. */
export function created({ id }: ConsultationCreated, kind: BodyKind): Response {
  return kind === "form" ? seeOther(FORM_POST_PAGES.received) : jsonResponse({ id } satisfies ConsultationCreated, 201);
}

/** A refused form post still lands on a page (with the phone number); another site's never does. */
export function notSent(error: unknown, kind: BodyKind): Response | null {
  const foreign = error instanceof ApiError && error.code === "forbidden_origin";
  return kind === "form" && !foreign ? seeOther(FORM_POST_PAGES.notSent) : null;
}
