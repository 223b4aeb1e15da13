import ipaddr from "ipaddr.js";

/**
 * Client addresses as rate limits and logs see them. Pure.
 *
 * One IPv6 customer usually holds a whole /64 (and often a /56 or /48), so counting full IPv6
 * addresses would give anyone 2^64 fresh budgets. An address is therefore counted by its IPv4
 * address or its IPv6 /64, and a network by its IPv4 /24 or IPv6 /48. IPv4-mapped IPv6 addresses
 * (`::ffff:203.0.113.5`) count as the IPv4 address they carry.
 */

/**
 * The address in canonical text, or null when `raw` is not an IP address (a forwarded header can
 * say anything, and what it says must never reach a log or a key unchecked).
 *
 * @example normalizeClientIp("::ffff:203.0.113.5") // "203.0.113.5"
 * @example normalizeClientIp("KTS1-ACTIVE0-0000001") // null
 */
export function normalizeClientIp(raw: string | undefined | null): string | null {
  if (!raw || raw.length > 64) return null;
  const address = parse(raw);
  return address ? address.toString() : null;
}

/**
 * The key a client is counted by: its IPv4 address, or its IPv6 /64 prefix.
 *
 * @example addressKey("2001:db8:1:2:aaaa::1") // "2001:db8:1:2::/64"
 * @example addressKey("198.51.100.7") // "198.51.100.7"
 */
export function addressKey(ip: string): string {
  const address = parse(ip);
  if (!address) return `invalid:${ip.length}`;
  return address.kind() === "ipv4" ? address.toString() : prefixOf(address as ipaddr.IPv6, 64);
}

/**
 * The key of a client's network: its IPv4 /24 or its IPv6 /48.
 *
 * @example networkKey("198.51.100.7") // "198.51.100.0/24"
 * @example networkKey("2001:db8:1:2::1") // "2001:db8:1::/48"
 */
export function networkKey(ip: string): string {
  const address = parse(ip);
  if (!address) return `invalid:${ip.length}`;
  if (address.kind() === "ipv4") {
    const [a, b, c] = (address as ipaddr.IPv4).octets;
    return `${a}.${b}.${c}.0/24`;
  }
  return prefixOf(address as ipaddr.IPv6, 48);
}

function parse(raw: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  // Zone ids (fe80::1%eth0) are local detail, not part of who the client is.
  const text = raw.trim().replace(/%[\w.-]+$/, "");
  if (!ipaddr.isValid(text)) return null;
  // ipaddr.js also accepts legacy IPv4 spellings ("0x7f.1", "127.1"); an address from a socket or
  // a proxy is always in the four-part decimal form, so anything else is refused.
  if (!text.includes(":") && !ipaddr.IPv4.isValidFourPartDecimal(text)) return null;
  const address = ipaddr.parse(text);
  if (address.kind() === "ipv6" && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (address as ipaddr.IPv6).toIPv4Address();
  }
  return address;
}

function prefixOf(address: ipaddr.IPv6, bits: 48 | 64): string {
  const parts = address.parts.slice(0, bits / 16);
  const network = ipaddr.IPv6.parse(`${parts.map((part) => part.toString(16)).join(":")}::`);
  return `${network.toString()}/${bits}`;
}
