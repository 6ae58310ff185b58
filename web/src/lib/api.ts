/**
 * The API client: every call sends cookies, bodies go as JSON, nothing is retried, and any non-OK
 * answer throws an `ApiClientError` whose message is "<status>: <body or status text>".
 * A failed fetch (no network) throws what fetch throws.
 */
import {
  API_ERROR_STATUS,
  type ApiEndpoints,
  type ApiErrorBody,
  type ApiErrorCode,
  type ApiPath,
} from "../../../contract/api";

/** One of the API's error codes, or `unknown` for a status the API never answers (a proxy's 502). */
export type ApiClientErrorCode = ApiErrorCode | "unknown";

/** The server's words for each field it refused, by field name. */
export type ApiFieldErrors = Partial<Record<string, string>>;

/** The `fields` object of a 400 answer's JSON body, as the server sent it; undefined for any other answer. */
function refusedFields(status: number, body: string): ApiFieldErrors | undefined {
  if (status !== API_ERROR_STATUS.invalid_fields) return undefined;
  try {
    const { fields } = JSON.parse(body) as ApiErrorBody;
    return typeof fields === "object" && fields !== null ? fields : undefined;
  } catch {
    return undefined;
  }
}

/** The body carries no code, so it is told by the status; the two 400s by whether `fields` came. */
function errorCode(status: number, fields: ApiFieldErrors | undefined): ApiClientErrorCode {
  if (status === API_ERROR_STATUS.invalid_fields) return fields ? "invalid_fields" : "invalid_json";
  const codes = Object.keys(API_ERROR_STATUS) as ApiErrorCode[];
  return codes.find((code) => API_ERROR_STATUS[code] === status) ?? "unknown";
}

/**
 * A non-OK answer of the API, with what the form needs to say which field to fix. It reads and
 * compares as the spec's plain error: name "Error", message "<status>: <body>", and `status`,
 * `code` and `fields` are not enumerable (so `toThrow(new Error("500: ..."))` still holds).
 */
export class ApiClientError extends Error {
  declare readonly status: number;
  declare readonly code: ApiClientErrorCode;
  /** Each field a 400 answer refused, with the server's words; empty for any other answer. */
  declare readonly fields: ApiFieldErrors;

  constructor(status: number, body: string, statusText = "") {
    super(`${status}: ${body || statusText}`);
    const fields = refusedFields(status, body);
    Object.defineProperties(this, {
      status: { value: status },
      code: { value: errorCode(status, fields) },
      fields: { value: fields ?? {} },
    });
  }
}

async function throwIfResNotOk(res: Response) {
  if (!res.ok) throw new ApiClientError(res.status, await res.text(), res.statusText);
}

/** Any of the contract's request bodies. */
type ApiRequestBody = ApiEndpoints[ApiPath]["request"];

export async function apiRequest(
  method: string,
  url: string,
  data?: ApiRequestBody,
  headers: Record<string, string> = {},
): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data === undefined ? headers : { ...headers, "Content-Type": "application/json" },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

/**
 * POSTs the contract's request body for `path` and answers the parsed JSON, typed as the contract
 * says the server answers (a caller that must not trust it still checks it). `headers` go beside
 * the body: the page's language (`PAGE_LANGUAGE_HEADER`) travels there, never in the body.
 */
export async function postApi<P extends ApiPath>(
  path: P,
  body: ApiEndpoints[P]["request"],
  headers?: Record<string, string>,
): Promise<ApiEndpoints[P]["response"]> {
  const res = await apiRequest("POST", path, body, headers);
  return (await res.json()) as ApiEndpoints[P]["response"];
}

type UnauthorizedBehavior = "returnNull" | "throw";

/** The shared reader: GET the key parts joined with "/", with credentials, parsed as JSON. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const res = await fetch(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
