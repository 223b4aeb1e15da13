import { describe, expect, it } from "vitest";
import { countryOf } from "./country.server";

describe("countryOf: visitor country from the client address (spec README point 7)", () => {
  it.each([
    ["194.25.0.68", "de", "Deutsche Telekom resolver, Germany"],
    ["93.84.0.1", "by", "Beltelecom, Belarus"],
    ["133.11.0.1", "jp", "University of Tokyo, Japan"],
    ["8.8.8.8", "us", "Google Public DNS, United States"],
    ["203.97.0.1", "nz", "New Zealand"],
    ["197.248.0.1", "ke", "Kenya"],
    ["2003::1", "de", "IPv6: Deutsche Telekom 2003::/19, Germany"],
    ["2001:200::1", "jp", "IPv6: WIDE project 2001:200::/32, Japan"],
    ["::ffff:194.25.0.68", "de", "IPv4-mapped IPv6, dotted"],
    ["::ffff:c219:44", "de", "IPv4-mapped IPv6, hexadecimal (194.25.0.68)"],
    ["0:0:0:0:0:ffff:5d54:1", "by", "IPv4-mapped IPv6, uncompressed (93.84.0.1)"],
    ["[2001:200::1]", "jp", "bracketed IPv6 literal"],
    ["  194.25.0.68 ", "de", "surrounding blanks"],
  ])("%s → %s (%s)", (ip, country) => {
    expect(countryOf(ip)).toBe(country);
  });

  it.each([
    ["127.0.0.1", "loopback"],
    ["::1", "IPv6 loopback"],
    ["::ffff:127.0.0.1", "mapped loopback"],
    ["10.1.2.3", "private"],
    ["172.20.0.5", "private"],
    ["192.168.1.10", "private"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["169.254.10.1", "link-local"],
    ["fd12:3456::1", "IPv6 unique local"],
    ["fe80::1%eth0", "IPv6 link-local with zone"],
    ["::", "unspecified"],
    ["", "empty"],
    ["not-an-ip", "not an address"],
    ["300.1.1.1", "out of range"],
  ])("%s → null (%s)", (ip) => {
    expect(countryOf(ip)).toBeNull();
  });
});
