/**
 * Each function's median round trip with one request at a time over one keep-alive loopback
 * connection: nothing queues, so its ratio to the no-op is our handler's own cost (the 50-
 * connection loads measure throughput, where a median is mostly waiting in line).
 */
import http from "node:http";
import { type LoadTarget, TARGETS } from "./load";

/** On a warm instance: 300 calls to warm up, then the median of 3,000. */
const WARM = { warmUp: 300, samples: 3000 };

export async function medianOneAtATime({
  baseURL,
  target,
  warmUp = WARM.warmUp,
  samples = WARM.samples,
}: {
  baseURL: string;
  target: LoadTarget;
  warmUp?: number;
  samples?: number;
}): Promise<number> {
  const { path, method, body } = TARGETS[target];
  const { hostname, port } = new URL(baseURL);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const payload = body?.();
      const started = performance.now();
      const request = http.request(
        { hostname, port, path, method, agent, headers: { origin: baseURL, "content-type": "application/json" } },
        (response) => {
          response.resume();
          response.on("end", () =>
            response.statusCode! < 300
              ? resolve(performance.now() - started)
              : reject(new Error(`${method} ${path} answered ${response.statusCode}`)),
          );
        },
      );
      request.setTimeout(30_000, () => request.destroy(new Error(`${method} ${path}: no answer in 30 s`)));
      request.on("error", reject);
      request.end(payload);
    });
  try {
    for (let i = 0; i < warmUp; i++) await once();
    const times: number[] = [];
    for (let i = 0; i < samples; i++) times.push(await once());
    times.sort((a, b) => a - b);
    return Number(times[samples >> 1]!.toFixed(3));
  } finally {
    agent.destroy();
  }
}

/** The three functions' medians and consultations' ratio to the no-op. */
export async function measureOneAtATime(input: { baseURL: string; warmUp?: number; samples?: number }) {
  const noopMs = await medianOneAtATime({ ...input, target: "noop" });
  const consultationsMs = await medianOneAtATime({ ...input, target: "consultations" });
  const chatMs = await medianOneAtATime({ ...input, target: "chat" });
  return { noopMs, consultationsMs, chatMs, medianRatio: Number((consultationsMs / noopMs).toFixed(2)) };
}

export type OneAtATimeFigures = Awaited<ReturnType<typeof measureOneAtATime>>;
