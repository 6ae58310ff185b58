import type { Config } from "@netlify/functions";
import { retryPendingLeadEmails } from "../lib/leads/delivery";
import { getLeadDeps, type LeadDeps } from "../lib/leads/deps";

/** The job over a given set of adapters and clock (the default export uses the environment's). */
export function createRetryLeadEmailsHandler(getDeps: () => LeadDeps) {
  return async (): Promise<void> => {
    await retryPendingLeadEmails({ deps: getDeps() });
  };
}

/** Hourly: e-mails every lead whose first e-mail failed, with backoff, until sent or given up. */
export default createRetryLeadEmailsHandler(getLeadDeps);

export const config: Config = { schedule: "@hourly" };
