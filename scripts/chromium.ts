import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

/** Debian's Chromium (`apt-get install chromium` puts it at /usr/bin/chromium), or CHROMIUM_PATH. Lighthouse runs it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * What Playwright drives: Debian's headless shell (`apt-get install chromium-headless-shell`), the
 * same Blink without the full browser around it, as Playwright's own headless runs use. It opens
 * a page about three times as fast here. CHROMIUM_PATH, when set, wins; without the shell, Chromium.
 */
export const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";
const PLAYWRIGHT_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

/** Flags that keep it off the network: it may reach only this machine. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];

export function launchChromium() {
  return chromium.launch({ executablePath: PLAYWRIGHT_PATH, args: CHROMIUM_ARGS });
}

/** The same Chromium, listening for other processes to connect (the browser tests share one). */
export function launchChromiumServer() {
  return chromium.launchServer({ executablePath: PLAYWRIGHT_PATH, args: CHROMIUM_ARGS });
}
