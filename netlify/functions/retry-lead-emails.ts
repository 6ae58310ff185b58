import type { Config } from "@netlify/functions";
import { type Leads, leads, retryPendingLeadEmails } from "../lib/leads/service";

/**
 * Hourly: e-mails every lead whose first e-mail failed, with backoff, until sent or given up.
 * `parts`: the leads service's parts; Netlify passes none, so the environment's are used.
 */
export default async (_req?: Request, _context?: unknown, parts: () => Leads = leads): Promise<void> => {
  await retryPendingLeadEmails({ deps: parts() });
};

export const config: Config = { schedule: "@hourly" };
