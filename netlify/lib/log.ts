/**
 * Structured log lines. Fields carry ids and outcomes only: never a name,
 * e-mail address, phone number or request body.
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export type Logger = {
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  /** Needs a human: written to stderr with an ALERT marker that log alerts can match. */
  alert(event: string, fields?: LogFields): void;
};

type Sink = Pick<Console, "log" | "warn" | "error">;

export function createLogger(sink: Sink = console): Logger {
  const line = (level: string, event: string, fields: LogFields = {}) => JSON.stringify({ level, event, ...fields });
  return {
    info: (event, fields) => sink.log(line("info", event, fields)),
    warn: (event, fields) => sink.warn(line("warn", event, fields)),
    alert: (event, fields) => sink.error(`ALERT ${line("alert", event, fields)}`),
  };
}

/**
 * What may be logged about an error: its name and code. Never its message, which can
 * carry the failed command (Upstash echoes it) or an address.
 */
export function errorFields(error: unknown): LogFields {
  if (!(error instanceof Error)) return { error: typeof error };
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
  const cause = error.cause instanceof Error ? (error.cause as Error & { code?: unknown }).code : undefined;
  return {
    error: error.name,
    errorCode: [code, responseCode, cause].find((c) => typeof c === "string" || typeof c === "number"),
  };
}
