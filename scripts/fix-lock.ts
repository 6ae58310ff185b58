/**
 * `npm run lock:fix`: after `npm install` on this registry mirror, puts back the public
 * registry address of tailwind's non-Linux `@tailwindcss/oxide-*` entries, which the mirror
 * cannot serve and npm strips (docs/decisions/401-node-22-and-current-netlify-tooling.md).
 */
import { readFileSync, writeFileSync } from "node:fs";

type LockEntry = { version: string; resolved?: string; [key: string]: unknown };
const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8")) as { packages: Record<string, LockEntry> };

let restored = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  const name = /node_modules\/(@tailwindcss\/oxide-[a-z0-9-]+)$/.exec(key)?.[1];
  // Only the entries the mirror could not serve: they have no integrity either.
  if (!name || entry.resolved || entry.integrity) continue;
  const base = name.split("/")[1];
  const { version, ...rest } = entry;
  lock.packages[key] = { version, resolved: `https://registry.npmjs.org/${name}/-/${base}-${version}.tgz`, ...rest };
  restored++;
}
writeFileSync(file, JSON.stringify(lock, null, 2) + "\n");
console.log(`lock:fix: restored ${restored} @tailwindcss/oxide-* addresses`);
