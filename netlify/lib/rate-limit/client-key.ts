/**
 * The key every per-client limit counts under (chat per IP, consultations per IP, the daily
 * Claude budget): an IPv4 address as is, an IPv4-mapped IPv6 address as its IPv4 address, and any
 * other IPv6 address as its /64 network, the block one home or phone line is given, so rotating
 * addresses inside it buys no more (docs/decisions/503-...).
 */
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

const UNKNOWN_CLIENT = "unknown";

export function clientKey(address: string | undefined): string {
  // "[2001:db8::1]" and a zone ("fe80::1%eth0") are the same address.
  const text = (address ?? "")
    .trim()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/%.*$/, "");
  const version = isIP(text);
  if (version === 4) return ipaddr.IPv4.parse(text).toString();
  if (version !== 6) return UNKNOWN_CLIENT;
  const ipv6 = ipaddr.IPv6.parse(text);
  if (ipv6.isIPv4MappedAddress()) return ipv6.toIPv4Address().toString();
  const network = new ipaddr.IPv6([...ipv6.parts.slice(0, 4), 0, 0, 0, 0]);
  return `${network.toString()}/64`;
}
