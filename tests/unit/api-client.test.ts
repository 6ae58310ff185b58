import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { API_PATHS, CONSULTATION_MESSAGES, type ConsultationRequest } from "../../contract/api";
import { ApiClientError, apiRequest, getQueryFn, postApi } from "../../web/src/lib/api";

// A real HTTP server on loopback: each path answers as its name says, the API's paths with `apiReply`.
let server: Server;
let base: string;
let apiReply: { status: number; body: string } = { status: 201, body: '{"id":"lead-1"}' };
const seen: { method?: string; url?: string; contentType?: string; body: string }[] = [];

async function readBody(req: IncomingMessage) {
  let body = "";
  for await (const chunk of req) body += chunk;
  return body;
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    seen.push({
      method: req.method,
      url: req.url,
      contentType: req.headers["content-type"],
      body: await readBody(req),
    });
    if (req.url!.startsWith("/api/")) {
      res.writeHead(apiReply.status, { "content-type": "application/json" });
      return res.end(apiReply.body);
    }
    const [, status, kind] = req.url!.split("/");
    if (kind === "empty") {
      res.writeHead(Number(status), "Custom Status Text");
      return res.end();
    }
    res.writeHead(Number(status), { "content-type": "application/json" });
    res.end(kind === "text" ? "plain words" : JSON.stringify({ ok: status }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const lead: ConsultationRequest = {
  fullName: "Alex Doe",
  email: "alex@example.com",
  phone: "555-010-1234",
  serviceBranch: "Army",
};

describe("apiRequest", () => {
  it("sends the body as JSON and returns the OK response", async () => {
    const res = await apiRequest("POST", `${base}/201/json`, lead);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: "201" });
    expect(seen.at(-1)).toMatchObject({ method: "POST", contentType: "application/json", body: JSON.stringify(lead) });
  });

  it("sends no body and no content type without data", async () => {
    await apiRequest("GET", `${base}/200/json`);
    expect(seen.at(-1)).toMatchObject({ method: "GET", contentType: undefined, body: "" });
  });

  it('raises "status: body text" for a non-OK answer', async () => {
    await expect(apiRequest("POST", `${base}/500/text`, lead)).rejects.toThrow(new Error("500: plain words"));
    await expect(apiRequest("POST", `${base}/400/json`, lead)).rejects.toThrow(new Error('400: {"ok":"400"}'));
  });

  it('raises "status: status text" when the body is empty', async () => {
    await expect(apiRequest("POST", `${base}/503/empty`, lead)).rejects.toThrow(new Error("503: Custom Status Text"));
  });
});

describe("credentials", () => {
  it("go with every call, with or without a body (SPEC §7)", async () => {
    const spy = vi.spyOn(globalThis, "fetch");
    await apiRequest("POST", `${base}/201/json`, lead);
    await getQueryFn({ on401: "throw" })({ queryKey: [base, "200", "json"] });
    expect(spy.mock.calls.map(([, init]) => init?.credentials)).toEqual(["include", "include"]);
    spy.mockRestore();
  });
});

describe("the query reader", () => {
  it("GETs the key parts joined with / and parses JSON", async () => {
    const read = getQueryFn<{ ok: string }>({ on401: "throw" });
    expect(await read({ queryKey: [base, "200", "json"] })).toEqual({ ok: "200" });
    expect(seen.at(-1)).toMatchObject({ method: "GET", url: "/200/json" });
  });

  it("yields null on 401 when configured to, and raises otherwise", async () => {
    expect(await getQueryFn({ on401: "returnNull" })({ queryKey: [base, "401", "json"] })).toBeNull();
    await expect(getQueryFn({ on401: "throw" })({ queryKey: [base, "401", "text"] })).rejects.toThrow(
      new Error("401: plain words"),
    );
    await expect(getQueryFn({ on401: "returnNull" })({ queryKey: [base, "403", "text"] })).rejects.toThrow(
      new Error("403: plain words"),
    );
  });
});

/** The API's paths are relative (the page's own origin); here they go to the loopback server. */
function toLoopback() {
  const realFetch = globalThis.fetch;
  return vi.spyOn(globalThis, "fetch").mockImplementation((url, init) => realFetch(`${base}${String(url)}`, init));
}

/** What `postApi` rejected with, when the server answers `reply`. */
async function refusal(reply: typeof apiReply): Promise<unknown> {
  apiReply = reply;
  const spy = toLoopback();
  try {
    return await postApi(API_PATHS.consultations, lead).then(
      () => expect.fail("resolved"),
      (error: unknown) => error,
    );
  } finally {
    spy.mockRestore();
  }
}

describe("postApi", () => {
  it("POSTs the contract's body as JSON with credentials and answers the parsed JSON", async () => {
    apiReply = { status: 201, body: '{"id":"lead-1"}' };
    const spy = toLoopback();
    expect(await postApi(API_PATHS.consultations, lead)).toEqual({ id: "lead-1" });
    expect(spy.mock.calls[0]?.[1]?.credentials).toBe("include");
    spy.mockRestore();
    expect(seen.at(-1)).toMatchObject({
      method: "POST",
      url: "/api/consultations",
      contentType: "application/json",
      body: JSON.stringify(lead),
    });
  });

  it("throws an ApiClientError with the status, the code and each refused field, and the spec's message", async () => {
    const body = JSON.stringify({
      error: "Some fields are missing or invalid.",
      fields: { phone: CONSULTATION_MESSAGES.phone.invalid, website: "Leave this field empty." },
    });
    const error = await refusal({ status: 400, body });
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({
      status: 400,
      code: "invalid_fields",
      fields: { phone: CONSULTATION_MESSAGES.phone.invalid, website: "Leave this field empty." },
      message: `400: ${body}`,
    });
    // Read as text, it is still the spec's plain error.
    expect(String(error)).toBe(`Error: 400: ${body}`);
  });

  it("names no field for a 400 without fields, nor for any other status", async () => {
    const notAnObject = JSON.stringify({ error: "The request body must be a JSON object." });
    expect(await refusal({ status: 400, body: notAnObject })).toMatchObject({ code: "invalid_json", fields: {} });
    expect(await refusal({ status: 400, body: "not json" })).toMatchObject({ code: "invalid_json", fields: {} });
    expect(await refusal({ status: 400, body: "null" })).toMatchObject({ code: "invalid_json", fields: {} });
    const unavailable = JSON.stringify({ error: "Unavailable", fields: { phone: "x" } });
    expect(await refusal({ status: 503, body: unavailable })).toMatchObject({
      status: 503,
      code: "unavailable",
      fields: {},
      message: `503: ${unavailable}`,
    });
  });

  it("keeps only text messages from the fields", async () => {
    const body = JSON.stringify({ error: "x", fields: { fullName: 5, email: "", phone: "Enter your phone number." } });
    expect(await refusal({ status: 400, body })).toMatchObject({ fields: { phone: "Enter your phone number." } });
  });

  it("throws what fetch throws when the network fails", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const realFetch = globalThis.fetch;
    const spy = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation((url, init) => realFetch(`http://127.0.0.1:${port}${String(url)}`, init));
    const error = await postApi(API_PATHS.chatSend, { sessionId: "s", message: "Hi" }).catch((e: unknown) => e);
    spy.mockRestore();
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(ApiClientError);
  });
});

describe("ApiClientError codes", () => {
  it.each([
    [403, "forbidden_origin"],
    [405, "method_not_allowed"],
    [413, "payload_too_large"],
    [415, "unsupported_media_type"],
    [429, "rate_limited"],
    [500, "internal"],
    [503, "unavailable"],
    [404, "unknown"],
    [502, "unknown"],
  ])("%i is %s", (status, code) => {
    expect(new ApiClientError(status, "")).toMatchObject({ status, code, fields: {} });
  });

  it("reads the status text when the body is empty", () => {
    expect(new ApiClientError(502, "", "Bad Gateway").message).toBe("502: Bad Gateway");
  });
});
