/**
 * The first step of `npm test`: the tests drive a real Chromium (Debian's headless shell where it
 * is installed) and a real redis-server. When one is missing, install it with apt-get where that
 * is possible (root on Debian/Ubuntu); otherwise stop at once with the exact command to run.
 */
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import path from "node:path";
import { CHROMIUM_PATH as chromiumPath, HEADLESS_SHELL_PATH } from "./chromium";

function onPath(command: string): boolean {
  return (process.env.PATH ?? "").split(path.delimiter).some((dir) => isExecutable(path.join(dir, command)));
}
function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const missing = [
  ...(isExecutable(chromiumPath) ? [] : ["chromium"]),
  ...(onPath("redis-server") ? [] : ["redis-server"]),
];
const canInstall = process.getuid?.() === 0 && onPath("apt-get");
// The headless shell only makes the browser tests faster (Playwright falls back to Chromium), so
// it is installed where Debian has it and nothing stops without it.
const shellWanted = !process.env.CHROMIUM_PATH && !isExecutable(HEADLESS_SHELL_PATH) && canInstall;
if (shellWanted && spawnSync("apt-cache", ["show", "chromium-headless-shell"], { stdio: "ignore" }).status === 0) {
  missing.push("chromium-headless-shell");
}
if (missing.length === 0) process.exit(0);

const command = `apt-get update && apt-get install -y ${missing.join(" ")}`;
if (!canInstall) {
  console.error(
    `The tests need ${missing.join(" and ")}, which this machine lacks. Install them, then run npm test again:`,
  );
  console.error(`  sudo sh -c '${command}'`);
  if (missing.includes("chromium")) console.error("(or set CHROMIUM_PATH to a Chromium or Chrome binary)");
  process.exit(1);
}

console.log(`Installing ${missing.join(" and ")} for the tests: ${command}`);
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
for (const args of [
  ["update", "-qq"],
  ["install", "-y", "-qq", ...missing],
]) {
  const result = spawnSync("apt-get", args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`apt-get ${args[0]} failed (exit ${result.status}). Run it yourself: ${command}`);
    process.exit(1);
  }
}
