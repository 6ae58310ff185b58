import type { Config } from "@netlify/functions";
import { retryPendingLeadEmails } from "../lib/leads/delivery";
import { getLeadDeps } from "../lib/leads/deps";

/** Hourly: e-mails every lead whose first e-mail failed, with backoff, until sent or given up. */
export default async (): Promise<void> => {
  await retryPendingLeadEmails({ deps: getLeadDeps() });
};

export const config: Config = { schedule: "@hourly" };
