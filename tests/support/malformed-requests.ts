import { expect, it } from "vitest";
import { SITE, testContext } from "./leads";

export type MalformedCase = [name: string, status: number, request: () => Request];

/** Request builders for one JSON POST endpoint with a valid body to vary. */
export function requestBuilders({ url, valid }: { url: string; valid: Record<string, string> }) {
  const json = { "Content-Type": "application/json", Origin: SITE };
  const post =
    (body: BodyInit | null, headers: Record<string, string> = json) =>
    () =>
      new Request(url, { method: "POST", headers, body });
  const withBody = (body: unknown) => post(JSON.stringify(body));
  const withFields = (fields: Record<string, unknown>) => withBody({ ...valid, ...fields });
  return { json, post, withBody, withFields };
}

/**
 * What every JSON POST function refuses the same way, whatever its fields: other methods, other
 * content types, oversize bodies, foreign origins, broken encodings and syntax, and bodies that
 * are not an object with fields.
 */
export function transportCases({ url, valid }: { url: string; valid: Record<string, string> }): MalformedCase[] {
  const { json, post, withBody, withFields } = requestBuilders({ url, valid });
  const text = JSON.stringify(valid);
  const utf16 = () => new Uint8Array(Buffer.from(text, "utf16le"));
  return [
    // Methods
    ["GET", 405, () => new Request(url, { method: "GET" })],
    ["PUT with a valid body", 405, () => new Request(url, { method: "PUT", headers: json, body: text })],
    ["PATCH with a valid body", 405, () => new Request(url, { method: "PATCH", headers: json, body: text })],
    ["DELETE", 405, () => new Request(url, { method: "DELETE" })],
    ["OPTIONS", 405, () => new Request(url, { method: "OPTIONS" })],
    // Content types
    ["no Content-Type", 415, () => new Request(url, { method: "POST", body: new Uint8Array(Buffer.from(text)) })],
    ["text/plain", 415, post(text, { "Content-Type": "text/plain" })],
    ["form-urlencoded", 415, post(new URLSearchParams(valid), { Origin: SITE })],
    ["form-urlencoded body labelled JSON", 400, post(new URLSearchParams(valid).toString())],
    [
      "multipart form",
      415,
      () => {
        const form = new FormData();
        for (const [k, v] of Object.entries(valid)) form.set(k, v);
        return new Request(url, { method: "POST", body: form });
      },
    ],
    ["application/json in UTF-16", 415, post(utf16(), { "Content-Type": "application/json; charset=utf-16" })],
    ["text/json", 415, post(text, { "Content-Type": "text/json" })],
    ["application/json-patch+json", 415, post(text, { "Content-Type": "application/json-patch+json" })],
    // Size and origin
    ["a 9 KB unknown field", 413, withFields({ padding: "y".repeat(9 * 1024) })],
    ["a cross-origin Origin", 403, post(text, { ...json, Origin: "https://evil.example" })],
    [
      "a cross-site fetch without Origin",
      403,
      post(text, { "Content-Type": "application/json", "Sec-Fetch-Site": "cross-site" }),
    ],
    // Encodings and syntax
    ["invalid UTF-8 bytes", 400, post(new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]))],
    ["UTF-16 bytes labelled JSON", 400, post(utf16())],
    ["an empty body", 400, post("")],
    ["truncated JSON", 400, post(text.slice(0, -3))],
    ["two JSON objects", 400, post(`${text}{}`)],
    ["JSON with a comment", 400, post(`{/* hi */ "a": "b"}`)],
    ["single-quoted JSON", 400, post(`{'a': 'b'}`)],
    // Not an object with fields
    ["null", 400, withBody(null)],
    ["an array", 400, withBody([valid])],
    ["a number", 400, withBody(42)],
    ["a string", 400, withBody("text")],
    ["a boolean", 400, withBody(true)],
    ["an empty object", 400, withBody({})],
  ];
}

/** What valibot's default messages say ("Invalid key: Expected "fullName" but received undefined"). */
export const LIBRARY_WORDING = /Invalid (key|type|length|value)|Expected|received/i;

/** A refusal as every function must give it: the status, a JSON `{ error }`, no stack, its own CSP. */
export async function expectRefusal(response: Response, status: number) {
  expect(response.status).toBe(status);
  const body = await response.text();
  expect(JSON.parse(body)).toEqual(expect.objectContaining({ error: expect.any(String) }));
  expect(body).not.toMatch(/\bat .*\.(ts|js)|Error:|stack/i);
  // Only the product's own words: no validation library's default text.
  expect(body).not.toMatch(LIBRARY_WORDING);
  expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
}

type Handler = (req: Request, context: ReturnType<typeof testContext>) => Promise<Response>;

/** The table's own tests: at least 40 cases, each answered by `handler()` with its refusal. */
export function itRefusesEach(cases: MalformedCase[], handler: () => Handler) {
  it("has at least 40 cases", () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases)("%s → %i", async (_name, status, request) => {
    const context = testContext();
    const response = await handler()(request(), context);
    await context.settled();
    await expectRefusal(response, status);
  });
}
