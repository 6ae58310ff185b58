import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startAppServer } from "./app-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

/** One production server for the whole browser run, with its own empty data folder. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "va-site-browser-"));
  // Every browser request comes from 127.0.0.1: raise the per-IP limit so tests do not share it.
  const server = await startAppServer({ env: { DATA_DIR: dataDir, CONSULTATION_RATE_LIMIT: "10000" } });
  project.provide("baseURL", server.baseURL);
  project.provide("dataDir", dataDir);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
