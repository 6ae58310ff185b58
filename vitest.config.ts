import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The unit files that read every writers' set, longest first. Vitest queues the projects by name
 * (browser, server, unit), so in a fresh clone, with no timings cached, these started last and the
 * pattern-pieces sweep ran alone at the end (320 of the 801 s of `.ci/run`'s vitest on f712101).
 * Started first, they run beside the browser files, which spend most of their time waiting on
 * Chromium.
 */
const LONGEST = ["chat-pattern-pieces", "chat-writers-floor", "chat-second-opinion", "chat-crisis-writers"];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = LONGEST.findIndex((name) => file.moduleId.endsWith(`/${name}.test.ts`));
      return at === -1 ? LONGEST.length : at;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// Three projects, by what a test needs to run:
// - unit: the code itself, in this process (temp folders and the in-process Claude mock only);
// - server: real services on loopback (redis-server behind the Upstash bridge, SMTP, the built
//   site served by scripts/serve.ts, child processes);
// - browser: the built site in real Chromium.
//
// Test files spend most of their time waiting on Chromium, servers and timers, so they run in as
// many workers as the machine has cores (Vitest's default leaves one core idle: one worker on 2).
export default defineConfig({
  test: {
    maxWorkers: availableParallelism(),
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: "unit",
          // The files share each worker's modules (the knowledge base, the screen's rules), as no
          // file changes a module's state: half the time of importing them afresh per file.
          isolate: false,
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          // Some files read thousands of writers' messages in one test (6.8 s seen on a loaded 2-core
          // machine): Vitest's 5 s default would fail a correct screen on a slow runner.
          testTimeout: 30_000,
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          // Issue 17: the files that read every writer's set try each of the screen's 4,500 expressions
          // a few times per thousand messages, too seldom for V8 to move one from its interpreter to
          // machine code. Compiled on first use, a screening takes a third less time (2.7 ms to 1.8 ms a
          // message, the same readings); the shipped functions keep V8's default, where a cold instance
          // compiles only what its first message needs.
          execArgv: ["--no-regexp-tier-up"],
        },
      },
      {
        test: {
          name: "server",
          isolate: false,
          include: ["tests/server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/redis-global-setup.ts", "tests/support/site-global-setup.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts", "tests/support/clear-of-window-edge.ts"],
        },
      },
      {
        test: {
          name: "browser",
          // As in the other projects, files share each worker's modules (axe, Playwright, the
          // content): the browser files' import time fell from 36 s to 3 s of worker time.
          isolate: false,
          include: ["tests/browser/**/*.test.ts"],
          environment: "node",
          // One served build and one Chromium for the project; each file connects and opens its own contexts.
          globalSetup: ["tests/support/site-global-setup.ts", "tests/support/browser-global-setup.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Browser files run side by side like the others: each waits on Chromium most of its time.
        },
      },
    ],
  },
});
