import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { projectRoot } from "../harness/app-server";
import { tempDir } from "../support/leads";

// The local twins' limits and dedupe must hold across processes, not only within one: under
// `npm start` every request runs in its own worker. Their file calls are synchronous, so rivals
// in one process never overlap; separate processes do.
const CONTENDERS = 4;
const run = promisify(execFile);

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

async function race(args: (dir: string, startAt: number) => string[]) {
  const dir = await tempDir();
  cleanup = dir.remove;
  const startAt = Date.now() + 1500; // after every contender has started
  const outputs = await Promise.all(
    Array.from({ length: CONTENDERS }, () =>
      run(process.execPath, ["--import", "tsx", "tests/support/file-twin-contender.ts", ...args(dir.path, startAt)], {
        cwd: projectRoot,
      }),
    ),
  );
  return { dir: dir.path, results: outputs.map(({ stdout }) => JSON.parse(stdout) as unknown) };
}

describe("the local twins across processes", () => {
  it("the file rate limiter gives out exactly its limit when processes take slots at once", async () => {
    const { dir, results } = await race((path, startAt) => ["counter", path, String(startAt), "40", "100"]);
    const taken = (results as { taken: number }[]).reduce((sum, r) => sum + r.taken, 0);
    expect(taken).toBe(100);
    const limitDir = join(dir, "rate-limit", "contenders");
    const [keyDir] = readdirSync(limitDir);
    const [windowDir] = readdirSync(join(limitDir, keyDir!));
    expect(readdirSync(join(limitDir, keyDir!, windowDir!))).toHaveLength(100);
  }, 30_000);

  it("the lead store keeps exactly one lead per person when processes save the same people at once", async () => {
    const people = 30;
    const { dir, results } = await race((path, startAt) => ["leads", path, String(startAt), String(people)]);
    const saved = results as { id: string; duplicate: boolean }[][];
    for (let i = 0; i < people; i++) {
      const answers = saved.map((contender) => contender[i]!);
      expect(answers.filter((a) => !a.duplicate)).toHaveLength(1);
      expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    }
    expect(readdirSync(join(dir, "leads"))).toHaveLength(people);
    expect(readdirSync(join(dir, "dedupe"))).toHaveLength(people);
  }, 30_000);

  it("the send claim of each lead goes to exactly one process when processes claim the same leads at once", async () => {
    const leads = 40;
    const { dir, results } = await race((path, startAt) => ["claims", path, String(startAt), String(leads)]);
    const claimed = (results as number[][]).flat().sort((a, b) => a - b);
    expect(claimed).toEqual(Array.from({ length: leads }, (_, i) => i));
    expect(readdirSync(join(dir, "sending")).filter((name) => /^lead-\d+$/.test(name))).toHaveLength(leads);
  }, 30_000);
});
