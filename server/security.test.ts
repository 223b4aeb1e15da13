import { describe, expect, it } from "vitest";
import { isSiteOrigin } from "~/sites/resolve-site";
import { isCrossSite } from "./security";

describe("isCrossSite", () => {
  const own = "http://de-de.localhost:3000";
  const production = (origin: URL) => isSiteOrigin(origin, { development: false });
  const development = (origin: URL) => isSiteOrigin(origin, { development: true });
  it.each([
    ["same origin", "http://de-de.localhost:3000", "same-origin", production, false],
    ["same origin, default port spelled out", "http://de-de.localhost:3000", "same-origin", production, false],
    ["another of our development hosts, in development", "http://fr-fr.localhost:3000", "same-site", development, false],
    ["another of our development hosts, in production", "http://fr-fr.localhost:3000", "same-site", production, true],
    ["localhost on another port, in production", "http://localhost:9999", "same-site", production, true],
    ["a production site of ours", "https://www.bastion.example", "cross-site", production, false],
    ["a production host over plain HTTP", "http://www.bastion.example", "cross-site", production, true],
    ["a foreign origin", "https://attacker.example", "cross-site", production, true],
    ["a look-alike host", "https://de-de.localhost.attacker.example", "cross-site", development, true],
    ["an opaque origin", "null", "cross-site", production, true],
    ["a malformed origin", "::::", undefined, production, true],
    ["no origin, cross-site fetch", undefined, "cross-site", production, true],
    ["no origin, user navigation", undefined, "none", production, false],
    ["no headers (server to server)", undefined, undefined, production, false],
  ] as const)("%s", (_label, origin, fetchSite, allowed, refused) => {
    expect(isCrossSite(origin, fetchSite, own, allowed)).toBe(refused);
  });

  it("compares origins, so a default port written out is the same origin", () => {
    expect(isCrossSite("https://www.bastion.example", undefined, "https://www.bastion.example:443", () => false)).toBe(false);
  });
});
