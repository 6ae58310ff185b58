import { describe, expect, it } from "vitest";
import { parseEnv } from "../../netlify/lib/env";
import { leadsFromEnv } from "../../netlify/lib/leads/service";
import { recordingLogger } from "../support/leads";

describe("parseEnv", () => {
  it("runs with no variables at all, on local defaults", () => {
    expect(parseEnv({})).toEqual({
      LEAD_TIME_ZONE: "America/New_York",
      LEAD_EMAIL_MAX_ATTEMPTS: 8,
      LEAD_EMAIL_RETRY_BATCH: 25,
      DATA_DIR: ".data",
      CONSULTATION_RATE_LIMIT: 30,
      CONSULTATION_RATE_WINDOW_SECONDS: 3600,
      CONSULTATION_CONTACT_RATE_LIMIT: 3,
      CONSULTATION_CONTACT_RATE_WINDOW_SECONDS: 3600,
      DEDUPE_SECRET: "local-default-dedupe-secret",
      ANTHROPIC_MODEL: "claude-haiku-4-5",
      ANTHROPIC_TIMEOUT_MS: 8000,
      ANTHROPIC_MAX_RETRIES: 1,
      CHAT_DAILY_CLAUDE_CAP: 1000,
      CHAT_CLIENT_DAILY_CLAUDE_CAP: 50,
      CHAT_IP_RATE_LIMIT: 60,
      CHAT_IP_RATE_WINDOW_SECONDS: 3600,
      CHAT_SESSION_RATE_LIMIT: 20,
      CHAT_SESSION_RATE_WINDOW_SECONDS: 600,
      CHAT_HISTORY_TTL_DAYS: 7,
      ALLOWED_ORIGINS: [],
    });
  });

  it("keeps the chat's Claude wait and retries within bounds, and names bad chat variables", () => {
    const env = parseEnv({ ANTHROPIC_TIMEOUT_MS: "20000", ANTHROPIC_MAX_RETRIES: "0", CHAT_DAILY_CLAUDE_CAP: "0" });
    expect([env.ANTHROPIC_TIMEOUT_MS, env.ANTHROPIC_MAX_RETRIES, env.CHAT_DAILY_CLAUDE_CAP]).toEqual([20000, 0, 0]);
    expect(() =>
      parseEnv({
        ANTHROPIC_API_KEY: "sk-ant-s3cret",
        ANTHROPIC_TIMEOUT_MS: "20001",
        ANTHROPIC_MAX_RETRIES: "2",
        ANTHROPIC_BASE_URL: "not a url",
        CHAT_HISTORY_TTL_DAYS: "0",
      }),
    ).toThrow(/ANTHROPIC_BASE_URL, ANTHROPIC_TIMEOUT_MS, ANTHROPIC_MAX_RETRIES, CHAT_HISTORY_TTL_DAYS/);
    expect(() => parseEnv({ ANTHROPIC_API_KEY: "sk-ant-s3cret", ANTHROPIC_MAX_RETRIES: "2" })).not.toThrow(/s3cret/);
  });

  it("treats blank variables as unset and trims the rest", () => {
    const env = parseEnv({
      UPSTASH_REDIS_REST_URL: " ",
      SMTP_URL: "",
      CONSULTATION_RATE_LIMIT: " 500 ",
      ALLOWED_ORIGINS: "http://localhost:5173, https://a.example",
    });
    expect(env.UPSTASH_REDIS_REST_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.CONSULTATION_RATE_LIMIT).toBe(500);
    expect(env.ALLOWED_ORIGINS).toEqual(["http://localhost:5173", "https://a.example"]);
  });

  it("fails naming each bad variable, without echoing its value", () => {
    const bad = {
      SMTP_URL: "http://user:s3cret-pass@mail.example",
      LEAD_TIME_ZONE: "Mars/Olympus",
      CONSULTATION_RATE_LIMIT: "0",
      LEAD_EMAIL_MAX_ATTEMPTS: "three",
      ALLOWED_ORIGINS: "https://a.example/path",
    };
    expect(() => parseEnv(bad)).toThrow(
      /^Invalid environment variables: SMTP_URL, LEAD_TIME_ZONE, LEAD_EMAIL_MAX_ATTEMPTS, CONSULTATION_RATE_LIMIT, ALLOWED_ORIGINS/,
    );
    expect(() => parseEnv(bad)).not.toThrow(/s3cret/);
  });

  it("refuses half a configuration", () => {
    expect(() => parseEnv({ UPSTASH_REDIS_REST_URL: "https://x.upstash.io" })).toThrow(/UPSTASH_REDIS_REST_TOKEN/);
    expect(() => parseEnv({ SMTP_URL: "smtps://u:p@smtp.example.com" })).toThrow(/LEAD_EMAIL_TO, LEAD_EMAIL_FROM/);
  });
});

describe("leadsFromEnv picks adapters from the environment", () => {
  it("uses local files, the outbox and a file-counted limiter when nothing is set, and says so", () => {
    const { logger, lines } = recordingLogger();
    const deps = leadsFromEnv(parseEnv({ DATA_DIR: "/tmp/nowhere" }), { logger });
    expect([deps.store.kind, deps.mailer.kind, deps.limiter.kind]).toEqual([
      "local-files (/tmp/nowhere)",
      "outbox (/tmp/nowhere/outbox)",
      "local-files (30 per 3600 s)",
    ]);
    expect(lines).toEqual([expect.objectContaining({ event: "leads.adapters" })]);
  });

  it("uses Upstash and SMTP when their variables are set", () => {
    const { logger } = recordingLogger();
    const deps = leadsFromEnv(
      parseEnv({
        UPSTASH_REDIS_REST_URL: "https://example.upstash.io",
        UPSTASH_REDIS_REST_TOKEN: "token",
        SMTP_URL: "smtps://user:pass@smtp.example.com:465",
        LEAD_EMAIL_TO: "counselor@example.com",
        LEAD_EMAIL_FROM: "website@example.com",
        CONSULTATION_RATE_LIMIT: "20",
      }),
      { logger },
    );
    expect([deps.store.kind, deps.mailer.kind, deps.limiter.kind]).toEqual([
      "upstash-redis",
      "smtp (smtp.example.com)",
      "upstash-ratelimit (20 per 3600 s)",
    ]);
  });
});
