import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

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
