/**
 * Function overhead (DESIGN "Performance budgets"): the consultations handler, local store and
 * outbox included, against a no-op function, both behind the same node:http server under the
 * same concurrent load. Run alone: `node --import tsx bench/consultations.ts`.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createConsultationsHandler } from "../netlify/functions/consultations";
import { parseEnv } from "../netlify/lib/env";
import { createLeadDeps } from "../netlify/lib/leads/deps";
import { createLogger } from "../netlify/lib/log";

type Handler = (req: Request, context: { ip: string; waitUntil: (p: Promise<unknown>) => void }) => Promise<Response>;

const noop: Handler = async () => Response.json({ ok: true }, { status: 201 });

async function serve(handler: Handler) {
  const background: Promise<unknown>[] = [];
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: req.method === "POST" ? Buffer.concat(chunks) : undefined,
    });
    const response = await handler(request, { ip: "127.0.0.1", waitUntil: (p) => void background.push(p) });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/consultations`;
  return { url, close: async () => (await Promise.all(background), server.close()) };
}

async function load(url: string, requests: number, concurrency: number) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < requests) {
      const i = next++;
      const body = JSON.stringify({
        fullName: "Bench Mark",
        email: `bench.${i}.${Math.random().toString(36).slice(2)}@example.com`,
        phone: "555-010-0000",
        serviceBranch: "Army",
      });
      const t = performance.now();
      const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body });
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`Unexpected status ${response.status}`);
      times.push(performance.now() - t);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)]!, requestsPerSecond: requests / seconds };
}

export async function benchConsultations({ requests = 2000, concurrency = 16 } = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), "bench-leads-"));
  const quiet = createLogger({ log: () => {}, warn: () => {}, error: console.error });
  const deps = createLeadDeps(parseEnv({ DATA_DIR: dataDir, CONSULTATION_RATE_LIMIT: "1000000" }), quiet);
  const consultations = createConsultationsHandler(() => deps);
  try {
    const results: Record<string, { medianMs: number; requestsPerSecond: number }> = {};
    for (const [name, handler] of [
      ["noop", noop],
      ["consultations", consultations],
    ] as const) {
      const server = await serve(handler);
      await load(server.url, Math.min(200, requests), concurrency); // warm-up
      results[name] = await load(server.url, requests, concurrency);
      await server.close();
    }
    return {
      noop: results.noop!,
      consultations: results.consultations!,
      medianRatio: results.consultations!.medianMs / results.noop!.medianMs,
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchConsultations(), null, 2));
}
