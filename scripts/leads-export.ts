/**
 * `npm run leads:export`: every lead as CSV on stdout, newest first, from the store the
 * environment selects (Upstash when UPSTASH_REDIS_REST_URL/_TOKEN are set, else DATA_DIR).
 *   npm run leads:export > leads.csv
 */
import { existsSync } from "node:fs";
import { leadStore } from "../netlify/lib/leads/store";
import { stateHome } from "../netlify/lib/redis";
import { getEnv } from "../netlify/lib/env";
import { formatLeadsCsv } from "../netlify/lib/leads/csv";

if (existsSync(".env")) process.loadEnvFile(".env");
const store = leadStore(stateHome(getEnv()));

const leads = await store.listLeads();
process.stdout.write(formatLeadsCsv(leads));
process.stderr.write(`${leads.length} lead(s) exported from ${store.kind}\n`);
