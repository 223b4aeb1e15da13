import { createRequire } from "node:module";
import { BlockList, isIPv4, isIPv6 } from "node:net";

/** The part of `geoip-country`'s API we use (the package ships no types). */
interface GeoipCountry {
  lookup(ip: string): { country?: string } | null;
}

let database: GeoipCountry | undefined;

/**
 * The IP-to-country database of `geoip-country` (MaxMind GeoLite2 Country data shipped inside
 * the package; see docs/decisions/005-geo.md), loaded on the first lookup.
 *
 * NOTE: the package reads its ~8 MB data files synchronously when it is first required, so it is
 * required here rather than imported at the top: start-up, and every process that never looks a
 * country up, skip that cost. `createRequire` also keeps it out of the server bundle, so it finds
 * its data files in node_modules.
 */
function geoip(): GeoipCountry {
  database ??= createRequire(import.meta.url)("geoip-country") as GeoipCountry;
  return database;
}

/** Addresses that never locate a visitor: private, loopback, link-local, shared, multicast, reserved. */
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["224.0.0.0", 3],
] as const) {
  nonPublic.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  nonPublic.addSubnet(network, prefix, "ipv6");
}

/** The eight 16-bit groups of a valid IPv6 address (an embedded dotted IPv4 tail included). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const start = parse(head);
  const end = tail === undefined ? [] : parse(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * A client address in a form the database and the block list accept: brackets and zone removed,
 * and an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, `::ffff:c000:201`) turned into its IPv4
 * address. Null when the text is no IP address.
 */
function normalise(ip: string): { address: string; family: "ipv4" | "ipv6" } | null {
  const address = ip
    .trim()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/%.*$/, "");
  if (isIPv4(address)) return { address, family: "ipv4" };
  if (!isIPv6(address)) return null;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return { address: [high >> 8, high & 0xff, low >> 8, low & 0xff].join("."), family: "ipv4" };
  }
  return { address: address.toLowerCase(), family: "ipv6" };
}

/**
 * The visitor's country from their address: a lower-case ISO 3166-1 alpha-2 code, or null for a
 * private, loopback or otherwise unlocatable address and for text that is no address.
 *
 * @example countryOf("194.25.0.68") // "de"
 * @example countryOf("::ffff:194.25.0.68") // "de"
 * @example countryOf("127.0.0.1") // null
 */
export function countryOf(ip: string): string | null {
  const parsed = normalise(ip);
  if (!parsed || nonPublic.check(parsed.address, parsed.family)) return null;
  const country = geoip().lookup(parsed.address)?.country;
  return country && /^[A-Z]{2}$/.test(country) ? country.toLowerCase() : null;
}
