/**
 * A function's default export over given parts (Netlify passes none, and the function uses the
 * environment's): tests build the parts from their own environment, or wrap one part to fail.
 */
import type { Context as NetlifyContext } from "@netlify/functions";

type Context = Pick<NetlifyContext, "ip" | "waitUntil">;
export type Handler = (req: Request, context: Context) => Promise<Response>;

export function over<P>(
  fn: (req: Request, context: Context, parts: () => P) => Promise<Response>,
  parts: () => P,
): Handler {
  return (req, context) => fn(req, context, parts);
}

export function overJob<P>(fn: (req: undefined, context: undefined, parts: () => P) => Promise<void>, parts: () => P) {
  return () => fn(undefined, undefined, parts);
}
