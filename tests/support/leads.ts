import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ConsultationRequest } from "../../contract/api";
import { createLogger, type Logger } from "../../netlify/lib/log";

export const SITE = "https://vets.example.org";

let counter = 0;

/** A valid consultation request; each call a different person unless overridden. */
export function validRequest(
  overrides: Partial<Record<string, unknown>> = {},
): ConsultationRequest & Record<string, unknown> {
  counter++;
  return {
    fullName: "Jordan Q. Veteran",
    email: `jordan.${counter}@example.com`,
    phone: `(555) 010-${String(counter % 10_000).padStart(4, "0")}`,
    serviceBranch: "Coast Guard",
    ...overrides,
  } as ConsultationRequest & Record<string, unknown>;
}

export function jsonPost(body: unknown, init: { headers?: Record<string, string> } = {}): Request {
  return new Request(`${SITE}/api/consultations`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: SITE, ...init.headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The slice of Netlify's Context the handlers use; `settled()` awaits all `waitUntil` work. */
export function testContext({ ip = "203.0.113.7" }: { ip?: string } = {}) {
  const pending: Promise<unknown>[] = [];
  return {
    ip,
    waitUntil: (work: Promise<unknown>) => void pending.push(work),
    settled: async () => {
      while (pending.length > 0) await Promise.all(pending.splice(0));
    },
  };
}

export type LogLine = { level: string; event: string; fields: Record<string, unknown>; text: string };

/** A logger whose lines the test can read; alerts land here instead of failing the test. */
export function recordingLogger(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const record = (text: string) => {
    const json = JSON.parse(text.replace(/^ALERT /, "")) as { level: string; event: string };
    const { level, event, ...fields } = json;
    lines.push({ level, event, fields, text });
  };
  return { logger: createLogger({ log: record, warn: record, error: record }), lines };
}

export async function tempDir(): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), "leads-test-"));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}
