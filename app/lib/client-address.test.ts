import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addressKey, networkKey, normalizeClientIp } from "./client-address";

describe("normalizeClientIp", () => {
  it.each([
    ["203.0.113.5", "203.0.113.5"],
    ["::ffff:203.0.113.5", "203.0.113.5"],
    ["2001:DB8::1", "2001:db8::1"],
    ["fe80::1%eth0", "fe80::1"],
    ["::1", "::1"],
    ["KTS1-ACTIVE0-0000001", null],
    ["0x7f.1", null],
    ["127.1", null],
    ["203.0.113.5, 198.51.100.1", null],
    ["", null],
    [undefined, null],
  ])("%j → %j", (raw, expected) => {
    expect(normalizeClientIp(raw)).toBe(expected);
  });

  it("answers an IP address or null for any text (property)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.ipV4(), fc.ipV6()), (raw) => {
        const ip = normalizeClientIp(raw);
        if (ip !== null) expect(normalizeClientIp(ip)).toBe(ip);
      }),
      { numRuns: 500 },
    );
  });
});

describe("addressKey and networkKey", () => {
  it.each([
    ["198.51.100.7", "198.51.100.7", "198.51.100.0/24"],
    ["::ffff:198.51.100.7", "198.51.100.7", "198.51.100.0/24"],
    ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64", "2001:db8:1::/48"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64", "2001:db8:1::/48"],
    ["::1", "::/64", "::/48"],
  ])("%s → %s, %s", (ip, address, network) => {
    expect(addressKey(ip)).toBe(address);
    expect(networkKey(ip)).toBe(network);
  });

  it("gives every address of one IPv6 /64 one key, and another /64 another (property)", () => {
    const word = fc.integer({ min: 0, max: 0xffff }).map((value) => value.toString(16));
    const words = fc.array(word, { minLength: 4, maxLength: 4 });
    fc.assert(
      fc.property(words, words, words, words, (prefix, hostA, hostB, otherPrefix) => {
        const a = [...prefix, ...hostA].join(":");
        const b = [...prefix, ...hostB].join(":");
        expect(addressKey(a)).toBe(addressKey(b));
        expect(networkKey(a)).toBe(networkKey(b));
        if (otherPrefix.join(":") !== prefix.join(":")) {
          expect(addressKey([...otherPrefix, ...hostA].join(":"))).not.toBe(addressKey(a));
        }
      }),
      { numRuns: 300 },
    );
  });
});
