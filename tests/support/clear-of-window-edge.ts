import { beforeEach } from "vitest";

/**
 * Upstash's sliding window counts the window before this one weighted by how much of it is still
 * in range, rounded down. So requests that fill a limit just before a window's edge leave one more
 * request free just after it (30 then 29.99, counted as 29): a limit test that straddles an edge
 * fails with 201 where it expects 429 (seen in CI at 04:00 UTC). That is the library's rounding,
 * not the product's rule, so each server test starts clear of an edge. Every window the tests use
 * (10 minutes, an hour, a UTC day) has its edges on the clock's ten-minute marks.
 */
const EDGE_MS = 10 * 60_000;
const MARGIN_MS = 15_000;

beforeEach(async () => {
  const left = EDGE_MS - (Date.now() % EDGE_MS);
  if (left < MARGIN_MS) await new Promise((resolve) => setTimeout(resolve, left + 100));
}, MARGIN_MS + 5_000);
