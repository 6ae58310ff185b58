/**
 * Function overhead (DESIGN "Performance budgets") in a warm instance: our deployed handlers,
 * local store and outbox included, beside the no-op `GET /api/health` in the same process,
 * under the same autocannon load. Run alone: `node --import tsx bench/consultations.ts`.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LOAD, type LoadFigures, type LoadOptions, runLoad } from "./load";
import { measureOneAtATime, type OneAtATimeFigures } from "./one-at-a-time";
import { startWarmInstance } from "./warm-instance";

/** No outside service: the local store and outbox, the offline assistant (never a real key). */
export const OFFLINE_ENV = {
  ANTHROPIC_API_KEY: "",
  UPSTASH_REDIS_REST_URL: "",
  UPSTASH_REDIS_REST_TOKEN: "",
  SMTP_URL: "",
};

/** Limits raised by env, so every request does the full work. */
export const RAISED_LIMITS_ENV = {
  ...OFFLINE_ENV,
  CONSULTATION_RATE_LIMIT: "100000000",
  CHAT_IP_RATE_LIMIT: "100000000",
  CHAT_SESSION_RATE_LIMIT: "100000000",
};

export type WarmFigures = {
  noop: LoadFigures;
  consultations: LoadFigures;
  chat: LoadFigures;
  medianRatio: number;
  oneAtATime: OneAtATimeFigures;
  defaultLimits: { consultations: LoadFigures; chat: LoadFigures };
};

export async function benchConsultations({ options = LOAD }: { options?: LoadOptions } = {}): Promise<WarmFigures> {
  const warmUp = { connections: 10, seconds: 2, timeoutSeconds: 10 };
  const raised = await withWarmServer(RAISED_LIMITS_ENV, async (baseURL) => {
    for (const target of ["noop", "consultations", "chat"] as const)
      await runLoad({ baseURL, target, options: warmUp });
    const single = await measureOneAtATime({ baseURL });
    const noop = await runLoad({ baseURL, target: "noop", options });
    const consultations = await runLoad({ baseURL, target: "consultations", options });
    const chat = await runLoad({ baseURL, target: "chat", options });
    return { noop, consultations, chat, oneAtATime: single };
  });
  const defaultLimits = await withWarmServer(OFFLINE_ENV, async (baseURL) => ({
    consultations: await runLoad({ baseURL, target: "consultations", options }),
    chat: await runLoad({ baseURL, target: "chat", options }),
  }));
  return { ...raised, medianRatio: Number((raised.consultations.p50Ms / raised.noop.p50Ms).toFixed(2)), defaultLimits };
}

async function withWarmServer<T>(env: Record<string, string>, work: (baseURL: string) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(join(tmpdir(), "bench-warm-"));
  const server = await startWarmInstance({ ...env, DATA_DIR: dataDir });
  try {
    return await work(server.baseURL);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchConsultations(), null, 2));
}
