import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { readJsonFile, writeFileAtomically } from "../files";
import { RECENT_USER_MESSAGES } from "./screen";
import { nextState, parseState, SCREEN_STATE_TTL_SECONDS, type ScreenStateStore } from "./screen-state";

/** Local twin: one JSON file per session under `dataDir/chat-screen/`, replaced atomically. */
export function createFileScreenStateStore({
  dataDir,
  ttlSeconds = SCREEN_STATE_TTL_SECONDS,
  now = Date.now,
}: {
  dataDir: string;
  ttlSeconds?: number;
  now?: () => number;
}): ScreenStateStore {
  const dir = join(dataDir, "chat-screen");
  const path = (sessionId: string) => join(dir, `${sessionId}.json`);

  function read(sessionId: string) {
    const file = readJsonFile<{ expiresAt: number; state: unknown }>(path(sessionId));
    if (!file) return parseState(null);
    if (file.expiresAt <= now()) {
      rmSync(path(sessionId), { force: true });
      return parseState(null);
    }
    return parseState(file.state);
  }

  return {
    kind: `local-files (${dir})`,
    async loadTurns({ sessionId }) {
      return read(sessionId);
    },
    async recordTurn({ sessionId, user, assistant }) {
      mkdirSync(dir, { recursive: true });
      const state = nextState(read(sessionId), user, assistant, RECENT_USER_MESSAGES);
      writeFileAtomically(path(sessionId), JSON.stringify({ expiresAt: now() + ttlSeconds * 1000, state }));
    },
  };
}
