/**
 * `npm run leads:export`: every lead as CSV on stdout, newest first, from the store the
 * environment selects (Upstash when UPSTASH_REDIS_REST_URL/_TOKEN are set, else DATA_DIR).
 *   npm run leads:export > leads.csv
 */
import { existsSync } from "node:fs";
import { getEnv } from "../netlify/lib/env";
import { formatLeadsCsv } from "../netlify/lib/leads/csv";
import { createLocalLeadStore } from "../netlify/lib/leads/store/files";
import { createUpstashLeadStore } from "../netlify/lib/leads/store/upstash";
import { createRedis } from "../netlify/lib/storage/redis";

if (existsSync(".env")) process.loadEnvFile(".env");
const env = getEnv();
const redis = createRedis(env);
const store = redis ? createUpstashLeadStore({ redis }) : createLocalLeadStore({ dataDir: env.DATA_DIR });

const leads = await store.listLeads();
process.stdout.write(formatLeadsCsv(leads));
process.stderr.write(`${leads.length} lead(s) exported from ${store.kind}\n`);
