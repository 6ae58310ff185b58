import * as v from "valibot";

/** An optional variable: trimmed, blank treated as unset. */
function optional<T extends v.GenericSchema<string, unknown>>(schema: T) {
  return v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => s || undefined),
      v.optional(schema),
    ),
  );
}

/** A variable with a default, used when it is unset or blank. */
function withDefault<T extends v.GenericSchema<string, unknown>>(schema: T, fallback: string) {
  return v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => s || fallback),
      schema,
    ),
    fallback,
  );
}

const positiveInt = v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1));
const nonNegativeInt = v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0));
const intBetween = (min: number, max: number) =>
  v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(min), v.maxValue(max));

const DEFAULT_TIME_ZONE = "America/New_York";

/** Whether ICU knows `zone`. The default needs no asking: the chat, which never uses a zone, then loads no zone data. */
function isTimeZone(zone: string): boolean {
  if (zone === DEFAULT_TIME_ZONE) return true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const EnvSchema = v.pipe(
  v.object({
    UPSTASH_REDIS_REST_URL: optional(v.pipe(v.string(), v.url())),
    UPSTASH_REDIS_REST_TOKEN: optional(v.string()),
    SMTP_URL: optional(v.pipe(v.string(), v.url(), v.regex(/^smtps?:\/\/\S+$/))),
    LEAD_EMAIL_TO: optional(v.pipe(v.string(), v.email())),
    LEAD_EMAIL_FROM: optional(v.pipe(v.string(), v.email())),
    LEAD_TIME_ZONE: withDefault(v.pipe(v.string(), v.check(isTimeZone)), DEFAULT_TIME_ZONE),
    LEAD_EMAIL_MAX_ATTEMPTS: withDefault(positiveInt, "8"),
    LEAD_EMAIL_RETRY_BATCH: withDefault(positiveInt, "25"),
    DATA_DIR: withDefault(v.string(), ".data"),
    // Per address: enough for a shared address (a base's Wi-Fi, a carrier NAT) (decision 962).
    CONSULTATION_RATE_LIMIT: withDefault(positiveInt, "30"),
    CONSULTATION_RATE_WINDOW_SECONDS: withDefault(positiveInt, "3600"),
    // Per contact (the same e-mail or phone): new requests, repeats within the dedupe window free.
    CONSULTATION_CONTACT_RATE_LIMIT: withDefault(positiveInt, "3"),
    CONSULTATION_CONTACT_RATE_WINDOW_SECONDS: withDefault(positiveInt, "3600"),
    // Keys every stored hash of an e-mail or phone (dedupe, per-contact limit) (decision 961).
    DEDUPE_SECRET: withDefault(v.pipe(v.string(), v.minLength(16)), "local-default-dedupe-secret"),
    // Chat (docs/decisions/201-chat-assistant-and-failure-rules.md).
    ANTHROPIC_API_KEY: optional(v.string()),
    ANTHROPIC_MODEL: withDefault(v.pipe(v.string(), v.regex(/^[\w.:-]+$/)), "claude-haiku-4-5"),
    ANTHROPIC_BASE_URL: optional(v.pipe(v.string(), v.url())),
    // The whole wait for Claude, retry included: under Netlify's 10 s synchronous limit by default.
    ANTHROPIC_TIMEOUT_MS: withDefault(intBetween(100, 20_000), "8000"),
    ANTHROPIC_MAX_RETRIES: withDefault(intBetween(0, 1), "1"),
    CHAT_DAILY_CLAUDE_CAP: withDefault(nonNegativeInt, "1000"),
    // One client's share of it (decision 503).
    CHAT_CLIENT_DAILY_CLAUDE_CAP: withDefault(nonNegativeInt, "50"),
    // One network's share of it (an IPv4 /24, an IPv6 /48); unset: a tenth of the daily cap (decision 961).
    CHAT_NETWORK_DAILY_CLAUDE_CAP: optional(nonNegativeInt),
    CHAT_IP_RATE_LIMIT: withDefault(positiveInt, "60"),
    CHAT_IP_RATE_WINDOW_SECONDS: withDefault(positiveInt, "3600"),
    CHAT_SESSION_RATE_LIMIT: withDefault(positiveInt, "20"),
    CHAT_SESSION_RATE_WINDOW_SECONDS: withDefault(positiveInt, "600"),
    CHAT_HISTORY_TTL_DAYS: withDefault(positiveInt, "7"),
    // The site's own address (docs/decisions/704-origins-from-configuration.md): Netlify sets URL
    // and SITE_NAME for functions; the local server sets URL to the address it serves.
    URL: optional(
      v.pipe(
        v.string(),
        v.url(),
        v.check((url) => /^https?:/.test(url)),
      ),
    ),
    DEPLOY_PRIME_URL: optional(
      v.pipe(
        v.string(),
        v.url(),
        v.check((url) => /^https?:/.test(url)),
      ),
    ),
    SITE_NAME: optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/))),
    ALLOWED_ORIGINS: withDefault(
      v.pipe(
        v.string(),
        v.transform((list) =>
          list
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean),
        ),
        v.check((origins) => origins.every((o) => URL.canParse(o) && new URL(o).origin === o)),
      ),
      "",
    ),
  }),
  // Half a configuration is a mistake worth failing on, not a silent fallback.
  v.forward(
    v.check((env) => !env.UPSTASH_REDIS_REST_URL === !env.UPSTASH_REDIS_REST_TOKEN),
    ["UPSTASH_REDIS_REST_TOKEN"],
  ),
  v.forward(
    v.check((env) => !env.SMTP_URL || Boolean(env.LEAD_EMAIL_TO)),
    ["LEAD_EMAIL_TO"],
  ),
  v.forward(
    v.check((env) => !env.SMTP_URL || Boolean(env.LEAD_EMAIL_FROM)),
    ["LEAD_EMAIL_FROM"],
  ),
);

export type Env = v.InferOutput<typeof EnvSchema>;

/** Parses a set of variables; throws naming (never echoing) each bad one. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = v.safeParse(EnvSchema, source);
  if (result.success) return result.output;
  const names = new Set(result.issues.map((issue) => v.getDotPath(issue) ?? "environment"));
  throw new Error(`Invalid environment variables: ${[...names].join(", ")}. See .env.example.`);
}

let cached: Env | undefined;

/** The process environment, parsed once. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
