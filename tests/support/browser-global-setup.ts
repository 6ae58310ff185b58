import type { TestProject } from "vitest/node";
import { launchChromiumServer } from "../../scripts/chromium";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the browser project's one Chromium listens; each test file connects to it. */
    chromiumEndpoint: string;
  }
}

/**
 * One Chromium for the browser project's whole run: each file connects to it (tests/support/browser.ts)
 * and opens its own contexts, so files can run side by side without a browser start each.
 */
export default async function setup(project: TestProject) {
  const server = await launchChromiumServer();
  project.provide("chromiumEndpoint", server.wsEndpoint());
  return () => server.close();
}
