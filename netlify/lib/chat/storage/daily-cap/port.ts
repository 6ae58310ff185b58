/** The global daily budget of Claude calls; past it the offline assistant answers. */
export interface DailyCap {
  readonly kind: string;
  /** Counts one call for today (UTC) and says whether it is within the cap. */
  tryTake(input?: { now?: Date }): Promise<boolean>;
}

/**
 * Each client's own daily budget of Claude calls, beside the global cap, so no single client can
 * use the day up (decision 503). A client is its limit key (`clientKey`: IPv4, or IPv6 /64).
 */
export interface ClientBudget {
  readonly kind: string;
  /** Counts one call for `client` today (UTC) and says whether it is within the budget. */
  tryTake(input: { client: string; now?: Date }): Promise<boolean>;
}
