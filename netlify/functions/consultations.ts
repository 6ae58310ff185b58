/**
 * `POST /api/consultations`: a free consultation request, from the page's script (JSON) or from a
 * page running no JavaScript (a urlencoded form post, answered with a page). The checks run in the
 * order written. Any other method gets 405 and counts toward nothing, so no neighbour's GETs can
 * lock out an address; every POST counts toward the address's limit, so a limited address gets
 * 429 whatever it posts (docs/decisions/961-chat-guard-privacy-and-budgets.md).
 */
import type { Config, Context } from "@netlify/functions";
import {
  type ConsultationCreated,
  ConsultationSchema,
  FORM_POST_PAGES,
  FORM_POST_PAGES_ES,
  HONEYPOT_FIELD,
  notSentPage,
  type PageLanguage,
} from "../../contract/api";
import { ApiError, errorResponse } from "../lib/errors";
import { countConsultation, isBot, type Leads, leads, submitLead } from "../lib/leads/service";
import { clientKey } from "../lib/rate-limit/client-key";
import {
  assertMethod,
  assertSameOrigin,
  assertSizeAndType,
  type BodyKind,
  bodyKind,
  pageLanguage,
  parse,
  readBody,
} from "../lib/request";
import { jsonResponse, seeOther } from "../lib/response";

/** `parts`: the leads service's parts; Netlify passes none, so the environment's are used. */
export default async (
  req: Request,
  context: Pick<Context, "ip" | "waitUntil">,
  parts: () => Leads = leads,
): Promise<Response> => {
  const kind = bodyKind(req);
  // The Spanish page says so beside the body (docs/decisions/971): its lead and landing pages are Spanish.
  const language = pageLanguage(req);
  try {
    assertMethod(req, "POST");
    const service = parts();
    await countConsultation(service, clientKey(context.ip));
    assertSizeAndType(req, kind);
    assertSameOrigin(req, service.origins);
    const body = await readBody(req, kind);
    // A filled trap is answered like a real request before any field is checked: the bot learns nothing.
    if (isBot(body, service)) return created(crypto.randomUUID(), kind, language);
    const { [HONEYPOT_FIELD]: _trap, ...request } = parse(ConsultationSchema, body);
    const { id } = await submitLead({
      request,
      pageLanguage: language,
      deps: service,
      defer: (work) => context.waitUntil(work),
    });
    return created(id, kind, language);
  } catch (error) {
    const answer = errorResponse(error, "consultation");
    // A refused form post still lands on a page (with the phone number), in its page's language and
    // naming the refused fields if any; another site's never does.
    const apiError = error instanceof ApiError ? error : null;
    if (kind !== "form" || apiError?.code === "forbidden_origin") return answer;
    return seeOther(notSentPage(Object.keys(apiError?.options.fields ?? {}), language));
  }
};

/** The one answer of a request taken, for the page's script (201) or a form post (303). */
function created(id: string, kind: BodyKind, language: PageLanguage): Response {
  const received = language === "es" ? FORM_POST_PAGES_ES.received : FORM_POST_PAGES.received;
  return kind === "form" ? seeOther(received) : jsonResponse({ id } satisfies ConsultationCreated, 201);
}

export const config: Config = { path: "/api/consultations" };
