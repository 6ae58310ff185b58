/**
 * Runs the bundled functions warm, the way Netlify's runtime reuses an instance: each bundle is
 * imported once and called with a `Request` and a Netlify-shaped context. Routing follows
 * Netlify's function router: a trailing slash is dropped and the path lower-cased before it is
 * compared with each function's `config.path`. Scheduled functions get no route.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Context } from "@netlify/functions";
import type { BundledFunction } from "./bundle";

/** What of Netlify's context these functions may use (no cookie jar, `next` or `rewrite`). */
export type FunctionContext = Pick<
  Context,
  | "account"
  | "deploy"
  | "geo"
  | "ip"
  | "json"
  | "log"
  | "params"
  | "requestId"
  | "server"
  | "site"
  | "url"
  | "waitUntil"
>;
type Handler = (req: Request, context: FunctionContext) => Promise<Response | void>;
export type WarmFunction = BundledFunction & { handler: Handler };

/** Imports every function of a bundle folder written by `bundleFunctions` (its manifest). */
export async function loadFunctions(dir: string): Promise<WarmFunction[]> {
  const manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8")) as {
    functions: (BundledFunction & { mainFile: string })[];
  };
  return Promise.all(
    manifest.functions.map(async (fn) => {
      const folder = path.join(dir, fn.name);
      const entry = path.join(
        folder,
        "netlify/functions",
        `${path.basename(fn.mainFile, path.extname(fn.mainFile))}.mjs`,
      );
      const module = (await import(pathToFileURL(entry).href)) as { default: Handler };
      return { name: fn.name, path: folder, schedule: fn.schedule, routes: fn.routes ?? [], handler: module.default };
    }),
  );
}

/** The function whose route takes this path and method, as Netlify's router decides. */
export function matchFunction(functions: readonly WarmFunction[], pathname: string, method: string) {
  const normalized = (pathname !== "/" && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname).toLowerCase();
  return functions.find((fn) =>
    fn.routes.some(
      (route) =>
        (!route.methods?.length || route.methods.includes(method)) &&
        (route.literal !== undefined
          ? route.literal === normalized
          : route.expression !== undefined && new RegExp(route.expression).test(normalized)),
    ),
  );
}

export function createContext({
  request,
  ip,
  siteUrl,
  waitUntil,
}: {
  request: Request;
  ip: string;
  siteUrl: string;
  waitUntil: (promise: Promise<unknown>) => void;
}): FunctionContext {
  return {
    account: { id: "" },
    deploy: { context: "dev", id: "0", published: false },
    geo: {},
    ip,
    json: (input) => Response.json(input),
    log: console.log,
    params: {},
    requestId: crypto.randomUUID(),
    server: { region: "local" },
    site: { id: "", name: "local", url: siteUrl },
    url: new URL(request.url),
    waitUntil,
  };
}
