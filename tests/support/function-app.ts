import { inject } from "vitest";
import { startUpstashBridge, type UpstashBridge } from "../harness/upstash-bridge";
import { type LogLine, recordingLogger, tempDir } from "./leads";

/** What every function app under test has: its handler and deps, its log lines and its storage. */
export type FunctionApp<Handler, Deps> = {
  handler: Handler;
  deps: Deps;
  lines: LogLine[];
  dataDir: string;
  /** Present when the app runs on Upstash (a REST bridge to the test redis-server). */
  bridge?: UpstashBridge;
  close(): Promise<void>;
};

/** A temp DATA_DIR, a recording logger and, with `upstash`, a bridge to the server project's redis-server. */
export async function startFunctionStorage({ upstash }: { upstash: boolean }) {
  const dir = await tempDir();
  const bridge = upstash ? await startUpstashBridge({ redisPort: inject("redisPort") }) : undefined;
  const { logger, lines } = recordingLogger();
  const upstashEnv = bridge ? { UPSTASH_REDIS_REST_URL: bridge.url, UPSTASH_REDIS_REST_TOKEN: bridge.token } : {};
  return { dir, bridge, logger, lines, upstashEnv };
}
