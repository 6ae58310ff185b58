import type { TestProject } from "vitest/node";
import { startRedisServer } from "../harness/redis-server";

declare module "vitest" {
  export interface ProvidedContext {
    redisPort: number;
  }
}

/** One real redis-server for the server project's run; each Upstash bridge takes a database of it. */
export default async function setup(project: TestProject) {
  const redis = await startRedisServer();
  project.provide("redisPort", redis.port);
  return () => redis.stop();
}
