import { defineConfig } from "vitest/config";

// Three projects, by what a test needs to run:
// - unit: the code itself, in this process (temp folders and the in-process Claude mock only);
// - server: real services on loopback (redis-server behind the Upstash bridge, SMTP, the built
//   site served by scripts/serve.ts, child processes);
// - browser: the built site in real Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/fail-on-console-error.ts"],
        },
      },
      {
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/redis-global-setup.ts", "tests/support/site-global-setup.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
        },
      },
      {
        test: {
          name: "browser",
          include: ["tests/browser/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/site-global-setup.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One Chromium at a time keeps a 2-core machine responsive.
          fileParallelism: false,
        },
      },
    ],
  },
});
