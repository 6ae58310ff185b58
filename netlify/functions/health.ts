import type { Config } from "@netlify/functions";
import { toResponse } from "../lib/errors";
import { assertMethod } from "../lib/request";
import { jsonResponse } from "../lib/response";

/**
 * `GET /api/health`: answers `{ ok: true }` when the functions runtime serves requests. It
 * touches no storage, e-mail or model on purpose: uptime checks must not spend rate limits or
 * Redis commands, and the bench uses it as the no-op floor under the same load as the others
 * (docs/decisions/301-health-function-and-load-floor.md).
 */
export default async (req: Request): Promise<Response> => {
  try {
    assertMethod(req, "GET");
    return jsonResponse({ ok: true });
  } catch (error) {
    return toResponse(error);
  }
};

export const config: Config = { path: "/api/health" };
