/**
 * A warm function instance, as Netlify's runtime keeps one between requests: the deployed
 * default exports of our functions behind a plain node:http server, built once, in their own
 * process so the load generator does not share their CPU. Prints its address on stdout.
 * `npm start` instead rebuilds each function and runs it in a fresh worker on every request
 * (docs/decisions/103-local-twins-and-upstash-bridge.md); the bench reports both.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import chatSend, { config as chatConfig } from "../netlify/functions/chat-send";
import consultations, { config as consultationsConfig } from "../netlify/functions/consultations";
import health, { config as healthConfig } from "../netlify/functions/health";

type Handler = (
  req: Request,
  context: { ip: string; waitUntil: (work: Promise<unknown>) => void },
) => Promise<Response>;

const routes = new Map<string, Handler>([
  [String(consultationsConfig.path), consultations],
  [String(chatConfig.path), chatSend],
  [String(healthConfig.path), health],
]);

const server = createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
  const handler = routes.get(url.pathname);
  if (!handler) return void res.writeHead(404).end();
  const request = new Request(url, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.method === "POST" ? Buffer.concat(chunks) : undefined,
  });
  const response = await handler(request, { ip: req.socket.remoteAddress ?? "", waitUntil: (work) => void work });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
});

server.listen(0, "127.0.0.1", () => {
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The site's own origin, as a local server gives it to the functions (docs/decisions/104):
  // set before the first request, when the functions read their configuration.
  process.env.URL ||= origin;
  console.log(`listening ${origin}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
