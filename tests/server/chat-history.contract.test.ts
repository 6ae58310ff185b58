import { afterEach, describe, expect, inject, it } from "vitest";
import type { ChatMessage } from "../../netlify/lib/assistant/types";
import { createLocalHistoryStore } from "../../netlify/lib/chat/history-files";
import { type ChatHistoryStore, HISTORY_MAX_MESSAGES, type HistoryConfig } from "../../netlify/lib/chat/history";
import { createUpstashHistoryStore } from "../../netlify/lib/chat/history-upstash";
import { createRedis } from "../../netlify/lib/redis";
import { newSessionId } from "../support/chat-app";
import { tempDir } from "../support/leads";
import { startUpstashBridge } from "../harness/upstash-bridge";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function bridgedRedis() {
  const bridge = await startUpstashBridge({ redisPort: inject("redisPort") });
  cleanups.push(bridge.close);
  return createRedis({ UPSTASH_REDIS_REST_URL: bridge.url, UPSTASH_REDIS_REST_TOKEN: bridge.token })!;
}

/**
 * `open()` gives another store over the same data: a new function instance, or a restart.
 * `wait` lets time pass: a clock the test moves for the files, real time for Redis (its EXPIRE).
 */
type Storage = { open: (config: HistoryConfig) => ChatHistoryStore; wait: (ms: number) => Promise<void> };

const adapters: [string, () => Promise<Storage>][] = [
  [
    "local files",
    async () => {
      const dir = await tempDir();
      cleanups.push(dir.remove);
      let time = Date.now();
      return {
        open: (config) => createLocalHistoryStore({ dataDir: dir.path, ...config, now: () => time }),
        wait: async (ms) => void (time += ms),
      };
    },
  ],
  [
    "Upstash Redis (REST bridge to a real redis-server)",
    async () => {
      const redis = await bridgedRedis();
      return {
        open: (config) => createUpstashHistoryStore({ redis, ...config }),
        wait: (ms) => new Promise((r) => setTimeout(r, ms)),
      };
    },
  ],
];

const WEEK = 7 * 24 * 60 * 60;
const pair = (n: number): ChatMessage[] => [
  { role: "user", content: `question ${n}` },
  { role: "assistant", content: `answer ${n}` },
];
const save = (store: ChatHistoryStore, sessionId: string, n: number) =>
  store.saveExchange({ sessionId, user: `question ${n}`, assistant: `answer ${n}` });

describe.each(adapters)("ChatHistoryStore contract: %s", (_name, createStorage) => {
  it("has no history for a new session", async () => {
    const store = (await createStorage()).open({ ttlSeconds: WEEK });
    expect(await store.loadHistory({ sessionId: newSessionId(), limit: 20 })).toEqual([]);
  });

  it("keeps each question with its reply, oldest first, text exactly as given", async () => {
    const store = (await createStorage()).open({ ttlSeconds: WEEK });
    const sessionId = newSessionId();
    const tricky = 'Line 1\nLine "2" \\ <b>not html</b> José 李 🇺🇸 {"role":"system"}';
    await save(store, sessionId, 1);
    await store.saveExchange({ sessionId, user: tricky, assistant: tricky.toUpperCase() });
    expect(await store.loadHistory({ sessionId, limit: 20 })).toEqual([
      ...pair(1),
      { role: "user", content: tricky },
      { role: "assistant", content: tricky.toUpperCase() },
    ]);
  });

  it("gives the last `limit` messages, oldest first", async () => {
    const store = (await createStorage()).open({ ttlSeconds: WEEK });
    const sessionId = newSessionId();
    for (let n = 1; n <= 15; n++) await save(store, sessionId, n);
    const last20 = await store.loadHistory({ sessionId, limit: 20 });
    expect(last20).toEqual(Array.from({ length: 10 }, (_, i) => pair(i + 6)).flat());
    expect(await store.loadHistory({ sessionId, limit: 0 })).toEqual([]);
  });

  it(`keeps at most ${HISTORY_MAX_MESSAGES} messages, dropping the oldest`, async () => {
    const store = (await createStorage()).open({ ttlSeconds: WEEK });
    const sessionId = newSessionId();
    for (let n = 1; n <= 40; n++) await save(store, sessionId, n);
    const all = await store.loadHistory({ sessionId, limit: 1000 });
    expect(all).toHaveLength(HISTORY_MAX_MESSAGES);
    expect(all[0]).toEqual({ role: "user", content: "question 16" });
    expect(all.at(-1)).toEqual({ role: "assistant", content: "answer 40" });
  });

  it("keeps sessions apart", async () => {
    const store = (await createStorage()).open({ ttlSeconds: WEEK });
    const [a, b] = [newSessionId(), newSessionId()];
    await save(store, a, 1);
    await save(store, b, 2);
    expect(await store.loadHistory({ sessionId: a, limit: 20 })).toEqual(pair(1));
    expect(await store.loadHistory({ sessionId: b, limit: 20 })).toEqual(pair(2));
  });

  it("forgets a session after its idle time, and each new exchange restarts the clock", async () => {
    const storage = await createStorage();
    const store = storage.open({ ttlSeconds: 2 });
    const [idle, active] = [newSessionId(), newSessionId()];
    await save(store, idle, 1);
    await save(store, active, 1);
    await storage.wait(1200);
    await save(store, active, 2);
    await storage.wait(1200);
    expect(await store.loadHistory({ sessionId: idle, limit: 20 })).toEqual([]);
    expect(await store.loadHistory({ sessionId: active, limit: 20 })).toEqual([...pair(1), ...pair(2)]);
  });

  it("loses no exchange when one session saves 20 at once, each question still beside its reply", async () => {
    const store = (await createStorage()).open({ ttlSeconds: WEEK });
    const sessionId = newSessionId();
    await Promise.all(Array.from({ length: 20 }, (_, n) => save(store, sessionId, n)));
    const all = await store.loadHistory({ sessionId, limit: 1000 });
    expect(all).toHaveLength(40);
    for (let i = 0; i < all.length; i += 2) {
      expect(all[i]!.role).toBe("user");
      expect(all[i + 1]!.content).toBe(all[i]!.content.replace("question", "answer"));
    }
  });

  it("still has the history in a new instance over the same storage (a restart)", async () => {
    const storage = await createStorage();
    const sessionId = newSessionId();
    await save(storage.open({ ttlSeconds: WEEK }), sessionId, 1);
    expect(await storage.open({ ttlSeconds: WEEK }).loadHistory({ sessionId, limit: 20 })).toEqual(pair(1));
  });
});

// The daily model cap and the per-client budget are rate limiters with a one-day window: their
// contract (both backends, midnight UTC, concurrency, a cap of 0) is in rate-limit.test.ts.
