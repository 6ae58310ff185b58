/**
 * `POST /api/consultations`: a free consultation request, from the page's script (JSON) or from a
 * page running no JavaScript (a urlencoded form post, answered with a page). The checks run in the
 * order written: every request but a CORS preflight counts toward the limit first, so a limited
 * address gets 429 whatever it sends (docs/decisions/705-every-request-counted.md).
 */
import type { Config, Context } from "@netlify/functions";
import {
  type ConsultationCreated,
  ConsultationSchema,
  FORM_POST_PAGES,
  HONEYPOT_FIELD,
  notSentPage,
} from "../../contract/api";
import { ApiError, errorResponse } from "../lib/errors";
import { countConsultation, isBot, type Leads, leads, submitLead } from "../lib/leads/service";
import { clientKey } from "../lib/rate-limit/client-key";
import { assertMethod, assertSameOrigin, assertSizeAndType, bodyKind, parse, readBody } from "../lib/request";
import { jsonResponse, seeOther } from "../lib/response";

/** `parts`: the leads service's parts; Netlify passes none, so the environment's are used. */
export default async (
  req: Request,
  context: Pick<Context, "ip" | "waitUntil">,
  parts: () => Leads = leads,
): Promise<Response> => {
  const kind = bodyKind(req);
  try {
    const service = parts();
    if (req.method !== "OPTIONS") await countConsultation(service, clientKey(context.ip));
    assertMethod(req, "POST");
    assertSizeAndType(req, kind);
    assertSameOrigin(req, service.origins);
    const { [HONEYPOT_FIELD]: trap, ...request } = parse(ConsultationSchema, await readBody(req, kind));
    const { id } = isBot(trap, service)
      ? { id: crypto.randomUUID() } // answered like a real request, so the bot learns nothing
      : await submitLead({ request, deps: service, defer: (work) => context.waitUntil(work) });
    return kind === "form"
      ? seeOther(FORM_POST_PAGES.received)
      : jsonResponse({ id } satisfies ConsultationCreated, 201);
  } catch (error) {
    const answer = errorResponse(error, "consultation");
    // A refused form post still lands on a page (with the phone number), the one naming the
    // refused fields if any; another site's never does.
    const apiError = error instanceof ApiError ? error : null;
    if (kind !== "form" || apiError?.code === "forbidden_origin") return answer;
    return seeOther(notSentPage(Object.keys(apiError?.options.fields ?? {})));
  }
};

export const config: Config = { path: "/api/consultations" };
