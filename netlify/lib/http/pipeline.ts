/**
 * The one request pipeline of the API functions (docs/decisions/821-...). Each function declares
 * its steps; the order is fixed here, once:
 *
 *   first (chat: the crisis line) → configuration → limits (every request counted, OPTIONS free)
 *   → method → size → content type → origin → parse → trap (honeypot) → service → response,
 *
 * with one catch: an unexpected error is logged as `ALERT <name>.unexpected-error` and answered
 * as a bare 500; a refusal is the JSON error, or what `refusal` makes of it (a form post's page).
 * A function whose `first` step reads the body (chat's crisis check reads even an invalid one)
 * reads it before the limits, and its size, media-type and JSON refusals come after the method
 * check, before the origin check; any other function reads the body after the origin check.
 */
import type { Context } from "@netlify/functions";
import * as v from "valibot";
import { errorFields } from "../log";
import { clientKey } from "../rate-limit/client-key";
import { assertBodyKind, type BodyKind, bodyKind, readBody } from "./body";
import { ApiError, invalidFieldsError, toResponse } from "./errors";
import { assertDeclaredSize, assertMethod, assertSameOrigin } from "./guards";
import type { SiteOrigins } from "./origins";

export type HandlerContext = Pick<Context, "ip" | "waitUntil">;

/** The body as read and checked against the schema, or the refusal to answer once counted. */
export type ReadBody<T> =
  | { ok: true; body: unknown; parsed: v.SafeParseResult<v.GenericSchema<unknown, T>> }
  | { ok: false; body: undefined; error: unknown };

/** What every step after the configuration works with. */
export type Call<D> = {
  req: Request;
  deps: D;
  /** The client's limit key (`clientKey` of its address). */
  client: string;
  kind: BodyKind;
  /** Work that may finish after the answer (Netlify's `waitUntil`). */
  defer: (work: Promise<unknown>) => void;
};

export type FunctionSteps<D extends { origins: SiteOrigins }, T, R> = {
  /** For the log: `ALERT <name>.unexpected-error`. */
  name: string;
  /** The function's adapters, from the environment unless a test passes its own. */
  getDeps: () => D;
  schema: v.GenericSchema<unknown, T>;
  /** Also take a urlencoded form post (a page without JavaScript); else JSON only. */
  acceptsForm?: boolean;
  /**
   * Before the configuration, any limit, storage or model: may answer at once. Given the body
   * read so far (valid or not) and the adapters when they could be built.
   */
  first?: (input: { read: ReadBody<T>; deps: D | undefined }) => Response | null;
  /** Counts the request; throws `rate_limited`. Runs for every method but OPTIONS, invalid bodies too. */
  limits: (call: Call<D> & { valid: T | undefined }) => Promise<void>;
  /** A bot's request (the honeypot filled): the answer it gets instead of the service's; nothing is kept. */
  trap?: (call: Call<D> & { input: T }) => R | null;
  service: (call: Call<D> & { input: T }) => Promise<R>;
  /** The service's result as a response. */
  respond: (result: R, kind: BodyKind) => Response;
  /** A refusal's answer when it is not the JSON error (null: the JSON error). */
  refusal?: (error: unknown, kind: BodyKind) => Response | null;
};

async function read<T>(req: Request, kind: BodyKind, schema: v.GenericSchema<unknown, T>): Promise<ReadBody<T>> {
  try {
    assertDeclaredSize(req);
    assertBodyKind(req, kind);
    const body = await readBody(req, kind);
    return { ok: true, body, parsed: v.safeParse(schema, body) };
  } catch (error) {
    return { ok: false, body: undefined, error };
  }
}

function settle<T>(get: () => T): { ok: true; value: T } | { ok: false; error: unknown } {
  try {
    return { ok: true, value: get() };
  } catch (error) {
    return { ok: false, error };
  }
}

/** A Netlify function handler running `steps` in the pipeline's order. */
export function createFunction<D extends { origins: SiteOrigins }, T, R>(steps: FunctionSteps<D, T, R>) {
  return async (req: Request, context: HandlerContext): Promise<Response> => {
    const kind: BodyKind = steps.acceptsForm ? bodyKind(req) : "json";
    try {
      const early = steps.first ? await read(req, kind, steps.schema) : undefined;
      const deps = settle(steps.getDeps);
      if (steps.first && early) {
        const answer = steps.first({ read: early, deps: deps.ok ? deps.value : undefined });
        if (answer) return answer;
      }
      if (!deps.ok) throw deps.error;
      const valid = early?.ok && early.parsed.success ? early.parsed.output : undefined;
      const call: Call<D> = {
        req,
        deps: deps.value,
        client: clientKey(context.ip),
        kind,
        defer: (work) => context.waitUntil(work),
      };
      // Every request counts, invalid, honeypot and wrong-method ones too (each is a billed call),
      // and a limited address gets 429 whatever it sends; only a CORS preflight is free
      // (docs/decisions/705-every-request-counted.md).
      if (req.method !== "OPTIONS") await steps.limits({ ...call, valid });
      assertMethod(req, "POST");
      if (early && !early.ok) throw early.error;
      if (!early) {
        assertDeclaredSize(req);
        assertBodyKind(req, kind);
      }
      assertSameOrigin(req, deps.value.origins);
      const parsed = early?.ok ? early.parsed : v.safeParse(steps.schema, await readBody(req, kind));
      if (!parsed.success) throw invalidFieldsError(parsed.issues);

      const input = { ...call, input: parsed.output };
      const result = steps.trap?.(input) ?? (await steps.service(input));
      return steps.respond(result, kind);
    } catch (error) {
      if (!(error instanceof ApiError)) console.error(`ALERT ${steps.name}.unexpected-error`, errorFields(error));
      return steps.refusal?.(error, kind) ?? toResponse(error);
    }
  };
}
