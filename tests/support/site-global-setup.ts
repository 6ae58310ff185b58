import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startAppServer } from "../harness/app-server";

/**
 * Every browser request comes from 127.0.0.1: raise the per-IP limits so tests do not share
 * them, and make sure no real Claude key from the machine is used (the offline assistant answers).
 */
export const BROWSER_TEST_ENV = {
  CONSULTATION_RATE_LIMIT: "10000",
  CHAT_IP_RATE_LIMIT: "10000",
  ANTHROPIC_API_KEY: "",
  UPSTASH_REDIS_REST_URL: "",
  UPSTASH_REDIS_REST_TOKEN: "",
  SMTP_URL: "",
};

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

/** One production server for a project's run (server and browser each start their own), with its own empty data folder. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "va-site-"));
  const server = await startAppServer({ env: { DATA_DIR: dataDir, ...BROWSER_TEST_ENV } });
  project.provide("baseURL", server.baseURL);
  project.provide("dataDir", dataDir);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
