import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";

/**
 * Loads `.env` from the working folder (npm runs scripts from the project root) into `process.env`, as `netlify dev` does: a variable
 * already set in the real environment wins. Returns the names it set (never the values).
 */
export function loadEnvFile(file = path.resolve(".env")): string[] {
  if (!existsSync(file)) return [];
  const applied: string[] = [];
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, "utf8")))) {
    if (process.env[name] !== undefined || typeof value !== "string") continue;
    process.env[name] = value;
    applied.push(name);
  }
  return applied;
}
