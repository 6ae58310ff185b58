import { afterEach, describe, expect, inject, it } from "vitest";
import type { ScreenStateStore } from "../../netlify/lib/safety/screen-state";
import { createFileScreenStateStore } from "../../netlify/lib/safety/screen-state-files";
import { createUpstashScreenStateStore } from "../../netlify/lib/safety/screen-state-upstash";
import { createRedis } from "../../netlify/lib/redis";
import { newSessionId } from "../support/chat-app";
import { tempDir } from "../support/leads";
import { startUpstashBridge } from "../harness/upstash-bridge";

// The crisis screen's session state (decision 941, part 2), the same contract for both twins: the local
// files, and Upstash through a REST bridge to a real redis-server.
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

type Storage = { open: (ttlSeconds: number) => ScreenStateStore; wait: (ms: number) => Promise<void> };

const adapters: [string, () => Promise<Storage>][] = [
  [
    "local files",
    async () => {
      const dir = await tempDir();
      cleanups.push(dir.remove);
      let time = Date.now();
      return {
        open: (ttlSeconds) => createFileScreenStateStore({ dataDir: dir.path, ttlSeconds, now: () => time }),
        wait: async (ms) => void (time += ms),
      };
    },
  ],
  [
    "Upstash Redis (REST bridge to a real redis-server)",
    async () => {
      const bridge = await startUpstashBridge({ redisPort: inject("redisPort") });
      cleanups.push(bridge.close);
      const redis = createRedis({ UPSTASH_REDIS_REST_URL: bridge.url, UPSTASH_REDIS_REST_TOKEN: bridge.token })!;
      return {
        open: (ttlSeconds) => createUpstashScreenStateStore({ redis, ttlSeconds }),
        wait: (ms) => new Promise((r) => setTimeout(r, ms)),
      };
    },
  ],
];

describe.each(adapters)("the screen's session state on %s", (_name, start) => {
  it("keeps the last three user messages and the end of the last answer, per session", async () => {
    const storage = await start();
    const store = storage.open(60);
    const [a, b] = [newSessionId(), newSessionId()];
    expect(await store.loadTurns({ sessionId: a })).toEqual({ userMessages: [] });
    for (const user of ["one", "two", "three"]) await store.recordTurn({ sessionId: a, user });
    await store.recordTurn({ sessionId: a, user: "four", assistant: `${"x".repeat(700)} Are you safe?` });
    await store.recordTurn({ sessionId: b, user: "other" });
    const turns = await storage.open(60).loadTurns({ sessionId: a });
    expect(turns.userMessages).toEqual(["two", "three", "four"]);
    expect(turns.assistantMessage!.endsWith("Are you safe?")).toBe(true);
    expect(turns.assistantMessage!.length).toBe(600);
    expect(await store.loadTurns({ sessionId: b })).toEqual({ userMessages: ["other"] });
  });

  it("forgets a session after its TTL", async () => {
    const storage = await start();
    const store = storage.open(1);
    const sessionId = newSessionId();
    await store.recordTurn({ sessionId, user: "i want it to end" });
    await storage.wait(1500);
    expect(await store.loadTurns({ sessionId })).toEqual({ userMessages: [] });
  });
});
