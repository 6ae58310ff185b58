import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiRequest, getQueryFn } from "../../web/src/lib/api";

// A real HTTP server on loopback: each path answers as its name says.
let server: Server;
let base: string;
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

describe("apiRequest", () => {
  it("sends the body as JSON and returns the OK response", async () => {
    const res = await apiRequest("POST", `${base}/201/json`, { a: 1 });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: "201" });
    expect(seen.at(-1)).toMatchObject({ method: "POST", contentType: "application/json", body: '{"a":1}' });
  });

  it("sends no body and no content type without data", async () => {
    await apiRequest("GET", `${base}/200/json`);
    expect(seen.at(-1)).toMatchObject({ method: "GET", contentType: undefined, body: "" });
  });

  it('raises "status: body text" for a non-OK answer', async () => {
    await expect(apiRequest("POST", `${base}/500/text`, {})).rejects.toThrow(new Error("500: plain words"));
    await expect(apiRequest("POST", `${base}/400/json`, {})).rejects.toThrow(new Error('400: {"ok":"400"}'));
  });

  it('raises "status: status text" when the body is empty', async () => {
    await expect(apiRequest("POST", `${base}/503/empty`, {})).rejects.toThrow(new Error("503: Custom Status Text"));
  });
});

describe("credentials", () => {
  it("go with every call, with or without a body (SPEC §7)", async () => {
    const spy = vi.spyOn(globalThis, "fetch");
    await apiRequest("POST", `${base}/201/json`, { a: 1 });
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
