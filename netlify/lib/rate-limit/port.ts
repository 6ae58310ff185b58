export type RateLimitResult = {
  success: boolean;
  /** Epoch milliseconds when the caller may try again. */
  reset: number;
};

/** Counts requests per key (an IP) in a sliding window. */
export interface RateLimiter {
  readonly kind: string;
  limit(input: { key: string }): Promise<RateLimitResult>;
}

export type RateLimitConfig = { requests: number; windowSeconds: number };
