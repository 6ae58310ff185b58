/**
 * `npm run check:netlify-dev`: builds, starts README's offline `netlify dev` (installing
 * netlify-cli into a cache folder when absent), and checks it as a person would: the page renders
 * in Chromium with no console error, both functions answer, an unknown path is a real 404, the
 * pages carry netlify.toml's headers, and nothing listens beyond loopback. Then it stops.
 */
import { execSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { connect, createServer } from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import type { ChatSendResponse } from "../../contract/api";
import { launchChromium } from "../chromium";
import { startNetlifyDev, stopNetlifyDev, waitForAnswer } from "./cli";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const results: { check: string; ok: boolean; detail: string }[] = [];
const record = (check: string, ok: boolean, detail: string) => {
  results.push({ check, ok, detail });
  console.log(`${ok ? "PASS" : "FAIL"}  ${check}: ${detail}`);
};

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Whether anything accepts a connection on `port` at `host`. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
  });
}

execSync("npm run build", { cwd: projectRoot, stdio: "inherit" });
const dataDir = await mkdtemp(path.join(tmpdir(), "netlify-dev-check-"));
process.env.DATA_DIR = dataDir; // the functions' local twins write here, not into .data/
const port = await freePort();
const dev = startNetlifyDev({ port });
const site = dev.baseURL; // Chromium here resolves no names, so 127.0.0.1 throughout
try {
  await waitForAnswer(`${dev.baseURL}/`, dev.child);

  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 640 } });
    const problems: string[] = [];
    page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto(`${site}/`, { waitUntil: "networkidle" });
    const heading = (await page.locator("h1").first().textContent())?.trim() ?? "";
    record("page renders", heading.length > 0, `h1 "${heading}"`);
    record("no console error", problems.length === 0, problems.length ? problems.join(" | ") : "none");
  } finally {
    await browser.close();
  }

  const home = await fetch(`${dev.baseURL}/`);
  const csp = home.headers.get("content-security-policy") ?? "";
  record(
    "page headers",
    csp.includes("script-src 'self'") && home.headers.get("x-frame-options") === "DENY",
    `CSP ${csp ? "strict" : "missing"}, X-Frame-Options ${home.headers.get("x-frame-options")}`,
  );
  const missing = await fetch(`${dev.baseURL}/no-such-page`);
  const missingBody = await missing.text();
  record("unknown path", missing.status === 404 && /<html/i.test(missingBody), `HTTP ${missing.status}, the 404 page`);

  const post = (pathname: string, body: unknown) =>
    fetch(`${dev.baseURL}${pathname}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site },
      body: JSON.stringify(body),
    });
  const lead = await post("/api/consultations", {
    fullName: "Netlify Dev Check",
    email: `check.${Date.now()}@example.com`,
    phone: "(555) 010-0199",
    serviceBranch: "Navy",
  });
  record("POST /api/consultations", lead.status === 201, `HTTP ${lead.status} ${await lead.text()}`);
  const chat = await post("/api/chat/send", {
    message: "How do I file a claim for tinnitus?",
    sessionId: `session-${Date.now()}-netlifydv`,
  });
  const { response = "" } = (await chat.json().catch(() => ({}))) as Partial<ChatSendResponse>;
  record(
    "POST /api/chat/send",
    chat.status === 200 && response.length > 0,
    `HTTP ${chat.status}, ${response.length} characters`,
  );

  const outside = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === "IPv4" && !address.internal)?.address;
  if (outside) {
    const open = await accepts(outside, port);
    record("listens on loopback only", !open, `${outside}:${port} ${open ? "accepts connections" : "refused"}`);
  } else {
    record("listens on loopback only", true, "no non-loopback interface on this machine to try");
  }
} catch (error) {
  record("netlify dev started", false, (error as Error).message);
  console.log(dev.output.join("").slice(-4000));
} finally {
  await stopNetlifyDev(dev.child);
  await rm(dataDir, { recursive: true, force: true });
}

const failed = results.filter((r) => !r.ok).length;
console.log(`\ncheck:netlify-dev: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
