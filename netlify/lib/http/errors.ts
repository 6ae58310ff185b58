import * as v from "valibot";
import type { ApiErrorBody } from "../../../contract/api";
import { securityHeaders } from "./security-headers";

/** Each code answers with one status and a message safe to show anyone. */
const ERRORS = {
  invalid_json: { status: 400, message: "The request body must be a JSON object." },
  invalid_fields: { status: 400, message: "Some fields are missing or invalid." },
  forbidden_origin: { status: 403, message: "Cross-origin requests are not allowed." },
  method_not_allowed: { status: 405, message: "This address does not accept that method." },
  payload_too_large: { status: 413, message: "The request body is too large." },
  unsupported_media_type: { status: 415, message: "Send the request body as application/json." },
  rate_limited: { status: 429, message: "Too many requests. Please try again later." },
  unavailable: { status: 503, message: "The service is temporarily unavailable. Please try again." },
  internal: { status: 500, message: "Something went wrong on our side." },
} as const;

export type ErrorCode = keyof typeof ERRORS;

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly options: { fields?: ApiErrorBody["fields"]; headers?: HeadersInit } = {},
  ) {
    super(ERRORS[code].message);
    this.name = "ApiError";
  }

  get status(): number {
    return ERRORS[this.code].status;
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

/** A failed valibot parse as a 400 naming each bad field (or saying the body is not an object). */
export function invalidFieldsError(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): ApiError {
  const { root, nested = {} } = v.flatten(issues);
  if (root) return new ApiError("invalid_json");
  const fields: Record<string, string | undefined> = {};
  for (const [name, messages] of Object.entries(nested)) fields[name] = messages?.[0];
  return new ApiError("invalid_fields", { fields });
}
