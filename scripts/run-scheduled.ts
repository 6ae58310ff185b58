/**
 * `npm run leads:retry` (`run-scheduled.ts <name>`): runs one scheduled function once, now, with
 * `.env` read as `npm start` reads it. `npm start` already runs them on their schedule; this is
 * for an operator who wants a run now. Runs that overlap are safe: each lead is sent once.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { loadEnvFile } from "./env-file";

const name = process.argv[2] ?? "";
const file = path.resolve(import.meta.dirname, "../netlify/functions", `${name}.ts`);
if (!/^[a-z0-9-]+$/.test(name) || !existsSync(file)) {
  console.error(`run-scheduled: no function named "${name}" in netlify/functions`);
  process.exit(2);
}
loadEnvFile();
const fn = (await import(file)) as { default: (req: Request) => Promise<unknown>; config?: { schedule?: string } };
if (!fn.config?.schedule) {
  console.error(`run-scheduled: ${name} has no schedule`);
  process.exit(2);
}
await fn.default(new Request(`http://localhost/.netlify/functions/${name}`, { method: "POST", body: "{}" }));
console.log(`run-scheduled: ${name} finished`);
