// Preloaded into `netlify dev` (NODE_OPTIONS=--import): netlify-cli 27 has no host option and
// listens on every interface. A server that names no host listens on NETLIFY_DEV_HOST
// (default 127.0.0.1) instead, so the local site is not served to the whole network.
import net from "node:net";

const host = process.env.NETLIFY_DEV_HOST || "127.0.0.1";
const listen = net.Server.prototype.listen;

net.Server.prototype.listen = function listenOnLoopback(...args) {
  const [first] = args;
  if (typeof first === "object" && first !== null && !Array.isArray(first)) {
    const isNetworkPort = !("path" in first) && !("fd" in first) && !("handle" in first) && !("_handle" in first);
    if (isNetworkPort && first.host === undefined) args[0] = { ...first, host };
  } else if (typeof first === "number" || (typeof first === "string" && /^\d+$/.test(first))) {
    if (typeof args[1] !== "string") args.splice(1, 0, host);
  }
  return listen.apply(this, args);
};
