import * as v from "valibot";
import { API_ERROR_STATUS, type ApiErrorBody, type ApiErrorCode } from "../../contract/api";
import { errorFields } from "./log";
import { securityHeaders } from "./response";

/** Each code's message, safe to show anyone; its status is the contract's (`API_ERROR_STATUS`). */
const MESSAGES = {
  invalid_json: "The request body must be a JSON object.",
  invalid_fields: "Some fields are missing or invalid.",
  forbidden_origin: "Cross-origin requests are not allowed.",
  method_not_allowed: "This address does not accept that method.",
  payload_too_large: "The request body is too large.",
  unsupported_media_type: "Send the request body as application/json.",
  rate_limited: "Too many requests. Please try again later.",
  unavailable: "The service is temporarily unavailable. Please try again.",
  internal: "Something went wrong on our side.",
} as const satisfies Record<ApiErrorCode, string>;

export type ErrorCode = ApiErrorCode;

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly options: { fields?: ApiErrorBody["fields"]; headers?: HeadersInit } = {},
  ) {
    super(MESSAGES[code]);
    this.name = "ApiError";
  }

  get status(): number {
    return API_ERROR_STATUS[this.code];
  }

  toResponse(): Response {
    const body: ApiErrorBody = { error: this.message };
    if (this.options.fields) body.fields = this.options.fields;
    const headers = new Headers(securityHeaders());
    new Headers(this.options.headers).forEach((value, name) => headers.set(name, value));
    return Response.json(body, { status: this.status, headers });
  }
}

/** Any thrown value as a response: unknown errors become a bare 500, never a stack trace. */
export function toResponse(error: unknown): Response {
  return (error instanceof ApiError ? error : new ApiError("internal")).toResponse();
}

/**
 * A refusal as its JSON error; an unexpected error is also logged as `ALERT <name>.unexpected-error`
 * (its name and code only) and answered as a bare 500.
 */
export function errorResponse(error: unknown, name: string): Response {
  if (!(error instanceof ApiError)) console.error(`ALERT ${name}.unexpected-error`, errorFields(error));
  return toResponse(error);
}

/** A failed valibot parse as a 400 naming each bad field (or saying the body is not an object). */
export function invalidFieldsError(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): ApiError {
  const { root, nested = {} } = v.flatten(issues);
  if (root) return new ApiError("invalid_json");
  const fields: Record<string, string | undefined> = {};
  for (const [name, messages] of Object.entries(nested)) fields[name] = messages?.[0];
  return new ApiError("invalid_fields", { fields });
}
