// One cold start, in a fresh process: imports a bundled function and times its first answer.
// Plain JavaScript, so no loader runs inside the measured span. Prints one JSON line.
// Usage: node bench/cold-start-probe.mjs <bundled entry .mjs> <consultations|chat-send|health>
import { pathToFileURL } from "node:url";

const [entry, name] = process.argv.slice(2);
const site = process.env.URL ?? "http://localhost:8888";
const post = (path, body) =>
  new Request(`${site}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site },
    body: JSON.stringify(body),
  });
const requests = {
  health: () => new Request(`${site}/api/health`),
  consultations: () =>
    post("/api/consultations", {
      fullName: "Cold Start",
      email: `cold.${process.pid}@example.com`,
      phone: "(555) 010-0100",
      serviceBranch: "Army",
    }),
  "chat-send": () =>
    post("/api/chat/send", { message: "How do I file for tinnitus?", sessionId: `session-${Date.now()}-coldstart` }),
};

const deferred = [];
// The platform hands the function a Request it has already built (its runtime has loaded fetch's
// classes by then), so the request is made before the clock starts: building the first Request in
// a process loads Node's fetch, about 45 ms that no function's code spends.
const request = requests[name]();
const started = performance.now();
const { default: handler } = await import(pathToFileURL(entry).href);
const response = await handler(request, { ip: "127.0.0.1", waitUntil: (work) => deferred.push(work) });
await response.text();
const ms = performance.now() - started;
await Promise.allSettled(deferred);
console.log(JSON.stringify({ ms, status: response.status }));
