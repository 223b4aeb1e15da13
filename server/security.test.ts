import { describe, expect, it } from "vitest";
import { isOwnHost } from "~/sites/resolve-site";
import { isCrossSite } from "./security";

describe("isCrossSite", () => {
  const host = "de-de.localhost:3000";
  it.each([
    ["same origin", "http://de-de.localhost:3000", "same-origin", false],
    ["another of our sites", "http://fr-fr.localhost:3000", "same-site", false],
    ["a production site of ours", "https://www.bastion.example", "cross-site", false],
    ["a foreign origin", "https://attacker.example", "cross-site", true],
    ["a look-alike host", "https://de-de.localhost.attacker.example", "cross-site", true],
    ["an opaque origin", "null", "cross-site", true],
    ["a malformed origin", "::::", undefined, true],
    ["no origin, cross-site fetch", undefined, "cross-site", true],
    ["no origin, user navigation", undefined, "none", false],
    ["no headers (server to server)", undefined, undefined, false],
  ])("%s", (_label, origin, fetchSite, refused) => {
    expect(isCrossSite(origin, fetchSite, host, isOwnHost)).toBe(refused);
  });
});
