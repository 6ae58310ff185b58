import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { API_PATHS, CHAT_MESSAGES, type ChatSendRequest } from "../../contract/api";
import { ApiClientError, apiRequest, getQueryFn, postApi } from "../../web/src/lib/api";

// A real HTTP server on loopback: each path answers as its name says, the API's paths with `apiReply`.
let server: Server;
let base: string;
let apiReply = { status: 200, body: '{"response":"Hello."}' };
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

const chat: ChatSendRequest = { sessionId: "session-1700000000000-abcdef123", message: "Hi" };

describe("apiRequest", () => {
  it("sends the body as JSON and returns the OK response", async () => {
    const res = await apiRequest("POST", `${base}/201/json`, chat);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: "201" });
    expect(seen.at(-1)).toMatchObject({ method: "POST", contentType: "application/json", body: JSON.stringify(chat) });
  });

  it("sends no body and no content type without data", async () => {
    await apiRequest("GET", `${base}/200/json`);
    expect(seen.at(-1)).toMatchObject({ method: "GET", contentType: undefined, body: "" });
  });

  it('raises "status: body text" for a non-OK answer', async () => {
    await expect(apiRequest("POST", `${base}/500/text`, chat)).rejects.toThrow(new Error("500: plain words"));
    await expect(apiRequest("POST", `${base}/400/json`, chat)).rejects.toThrow(new Error('400: {"ok":"400"}'));
  });

  it('raises "status: status text" when the body is empty', async () => {
    await expect(apiRequest("POST", `${base}/503/empty`, chat)).rejects.toThrow(new Error("503: Custom Status Text"));
  });
});

describe("credentials", () => {
  it("go with every call, with or without a body", async () => {
    const spy = vi.spyOn(globalThis, "fetch");
    await apiRequest("POST", `${base}/201/json`, chat);
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

/** What `postApi` rejected with, when the server answers `reply`: its message, status, code and fields. */
async function refusal(reply: typeof apiReply) {
  apiReply = reply;
  const spy = toLoopback();
  try {
    await postApi(API_PATHS.chatSend, chat);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiClientError);
    const { message, status, code, fields } = error as ApiClientError;
    return { message, status, code, fields, text: String(error) };
  } finally {
    spy.mockRestore();
  }
  return expect.fail("resolved");
}

describe("postApi", () => {
  it("POSTs the contract's body as JSON with credentials and answers the parsed JSON", async () => {
    apiReply = { status: 200, body: '{"response":"Hello."}' };
    const spy = toLoopback();
    expect(await postApi(API_PATHS.chatSend, chat)).toEqual({ response: "Hello." });
    expect(spy.mock.calls[0]?.[1]?.credentials).toBe("include");
    spy.mockRestore();
    expect(seen.at(-1)).toMatchObject({
      method: "POST",
      url: "/api/chat/send",
      contentType: "application/json",
      body: JSON.stringify(chat),
    });
  });

  it("throws an ApiClientError with the status, the code and each refused field, and the spec's message", async () => {
    const body = JSON.stringify({
      error: "Some fields are missing or invalid.",
      fields: { sessionId: CHAT_MESSAGES.sessionId.invalid, message: CHAT_MESSAGES.message.tooLong },
    });
    expect(await refusal({ status: 400, body })).toEqual({
      message: `400: ${body}`,
      status: 400,
      code: "invalid_fields",
      fields: { sessionId: CHAT_MESSAGES.sessionId.invalid, message: CHAT_MESSAGES.message.tooLong },
      // Read as text, it is still the spec's plain error.
      text: `Error: 400: ${body}`,
    });
  });

  it("names no field for a 400 without fields, nor for any other status", async () => {
    for (const body of [JSON.stringify({ error: "The request body must be a JSON object." }), "not json", "null"]) {
      const { code, fields } = await refusal({ status: 400, body });
      expect({ code, fields }).toEqual({ code: "invalid_json", fields: {} });
    }
    const unavailable = JSON.stringify({ error: "Unavailable", fields: { message: "x" } });
    expect(await refusal({ status: 503, body: unavailable })).toEqual({
      message: `503: ${unavailable}`,
      status: 503,
      code: "unavailable",
      fields: {},
      text: `Error: 503: ${unavailable}`,
    });
  });

  it("takes the fields only when they are an object", async () => {
    const fields = { sessionId: CHAT_MESSAGES.sessionId.missing };
    expect(await refusal({ status: 400, body: JSON.stringify({ error: "x", fields }) })).toMatchObject({
      code: "invalid_fields",
      fields,
    });
    const { code, fields: none } = await refusal({ status: 400, body: JSON.stringify({ error: "x", fields: "x" }) });
    expect({ code, fields: none }).toEqual({ code: "invalid_json", fields: {} });
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
    const error = await postApi(API_PATHS.chatSend, chat).catch((e: unknown) => e);
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
    const error = new ApiClientError(status, "");
    expect({ status: error.status, code: error.code, fields: error.fields }).toEqual({ status, code, fields: {} });
  });

  it("reads the status text when the body is empty", () => {
    expect(new ApiClientError(502, "", "Bad Gateway").message).toBe("502: Bad Gateway");
  });
});
