/**
 * What a deploy uploads and how a fresh instance starts: each function bundled as Netlify's
 * build does (zipped, as uploaded), and its cold start, the median over fresh processes of
 * importing the bundle plus answering one request (offline adapters, as `npm start` uses).
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { bundleFunctions } from "../scripts/functions/bundle";

const PROBED = ["consultations", "chat-send", "health"] as const;
const PROBE = path.join(import.meta.dirname, "cold-start-probe.mjs");

/** How long the machine settles after bundling before the first probe. */
const SETTLE_MS = 15_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

export async function benchDeploy({ processes = 10 } = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), "bench-deploy-"));
  try {
    const zipped = await bundleFunctions({ destFolder: path.join(dir, "zip"), archiveFormat: "zip" });
    const unpacked = await bundleFunctions({ destFolder: path.join(dir, "unpacked"), archiveFormat: "none" });
    const bundleBytes = Object.fromEntries(zipped.map((fn) => [fn.name, fn.size ?? 0]));
    // The bundler's after-work (its writes, its service process) slowed the first probes after it:
    // 400-460 ms where the same bundle took 210-230 ms once the machine had settled. A fresh
    // instance on Netlify starts on a machine that bundled nothing, so the probes wait first.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const coldStartMs: Record<string, number> = {};
    for (const name of PROBED) {
      const fn = unpacked.find((f) => f.name === name)!;
      const entry = path.join(fn.path, "netlify/functions", `${name}.mjs`);
      const times: number[] = [];
      for (let i = 0; i < processes; i++) {
        const dataDir = path.join(dir, `data-${name}-${i}`);
        const out = execFileSync(process.execPath, [PROBE, entry, name], {
          env: { PATH: process.env.PATH, DATA_DIR: dataDir, URL: "http://localhost:8888" },
          encoding: "utf8",
        });
        const { ms, status } = JSON.parse(out.trim().split("\n").at(-1)!) as { ms: number; status: number };
        if (status >= 300) throw new Error(`cold start of ${name} answered ${status}`);
        times.push(ms);
      }
      coldStartMs[name] = Number(median(times).toFixed(1));
      console.log(
        `  ${name}: ${(bundleBytes[name]! / 1024).toFixed(0)} KB zipped, cold start ${coldStartMs[name]} ms (${times.map((t) => t.toFixed(0)).join(", ")})`,
      );
    }
    return { bundleBytes, coldStartMs, processes };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export type DeployFigures = Awaited<ReturnType<typeof benchDeploy>>;
