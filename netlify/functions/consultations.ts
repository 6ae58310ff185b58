import type { Config } from "@netlify/functions";
import { ConsultationSchema, HONEYPOT_FIELD } from "../../contract/api";
import { createFunction } from "../lib/http/pipeline";
import { getLeadDeps, type LeadDeps } from "../lib/leads/deps";
import { submitLead } from "../lib/leads/service";
import { consultationLimits, created, honeypot, notSent } from "../lib/leads/steps";

/** The handler over a given set of adapters (the default export uses the environment's). */
export function createConsultationsHandler(getDeps: () => LeadDeps) {
  return createFunction({
    name: "consultation",
    getDeps,
    schema: ConsultationSchema,
    acceptsForm: true,
    limits: consultationLimits,
    trap: honeypot,
    service: ({ input: { [HONEYPOT_FIELD]: _, ...request }, deps, defer }) => submitLead({ request, deps, defer }),
    respond: created,
    refusal: notSent,
  });
}

export default createConsultationsHandler(getLeadDeps);

export const config: Config = { path: "/api/consultations" };
