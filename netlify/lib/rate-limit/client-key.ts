/**
 * The key every per-client limit counts under (chat per IP, consultations per IP, the daily
 * Claude budget): an IPv4 address as is, an IPv4-mapped IPv6 address as its IPv4 address, and any
 * other IPv6 address as its /64 network, the block one home or phone line is given, so rotating
 * addresses inside it buys no more (docs/decisions/503-...).
 */
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

const UNKNOWN_CLIENT = "unknown";

/** The address as ipaddr.js reads it, IPv4-mapped IPv6 as IPv4; null when it is not one. */
function parseAddress(address: string | undefined): ipaddr.IPv4 | ipaddr.IPv6 | null {
  // "[2001:db8::1]" and a zone ("fe80::1%eth0") are the same address.
  const text = (address ?? "")
    .trim()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/%.*$/, "");
  const version = isIP(text);
  if (version === 4) return ipaddr.IPv4.parse(text);
  if (version !== 6) return null;
  const ipv6 = ipaddr.IPv6.parse(text);
  return ipv6.isIPv4MappedAddress() ? ipv6.toIPv4Address() : ipv6;
}

/** The first `groups` 16-bit groups of an IPv6 address, the rest zero, as `network/prefix`. */
function ipv6Network(ipv6: ipaddr.IPv6, groups: number): string {
  const network = new ipaddr.IPv6([...ipv6.parts.slice(0, groups), ...Array<number>(8 - groups).fill(0)]);
  return `${network.toString()}/${groups * 16}`;
}

export function clientKey(address: string | undefined): string {
  const parsed = parseAddress(address);
  if (!parsed) return UNKNOWN_CLIENT;
  return parsed.kind() === "ipv4" ? parsed.toString() : ipv6Network(parsed as ipaddr.IPv6, 4);
}

/**
 * The network a client's address belongs to, for the model's fair share (decision 961): an IPv4
 * /24 (twenty machines in one rack count as one), an IPv6 /48 (one site's whole allocation: a
 * /56 is 256 clients, but one network).
 */
export function networkKey(address: string | undefined): string {
  const parsed = parseAddress(address);
  if (!parsed) return UNKNOWN_CLIENT;
  if (parsed.kind() === "ipv6") return ipv6Network(parsed as ipaddr.IPv6, 3);
  const [a, b, c] = (parsed as ipaddr.IPv4).octets;
  return `${a}.${b}.${c}.0/24`;
}
