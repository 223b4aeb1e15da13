import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { isSiteOrigin } from "~/sites/resolve-site";
import { isCrossSite, newNonce, securityHeaders } from "./security";

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

describe("securityHeaders", () => {
  function headersOf(nonce: string, secure = false) {
    const set = new Map<string, string>();
    const res = {
      locals: { cspNonce: nonce },
      setHeader(name: string, value: string) {
        set.set(name.toLowerCase(), value);
      },
    };
    for (const handler of securityHeaders({ development: false })) {
      handler({ secure } as Request, res as unknown as Response, () => {});
    }
    return set;
  }

  it("sends the response's own nonce in a strict CSP, and the same other headers every time", () => {
    const first = headersOf("Zmlyc3Qtbm9uY2UtMTIzNA==");
    const second = headersOf("c2Vjb25kLW5vbmNlLTU2Nzg=");
    expect(first.get("content-security-policy")).toContain("script-src 'nonce-Zmlyc3Qtbm9uY2UtMTIzNA==' 'strict-dynamic'");
    expect(second.get("content-security-policy")).toContain("script-src 'nonce-c2Vjb25kLW5vbmNlLTU2Nzg=' 'strict-dynamic'");
    expect(first.get("content-security-policy")).toContain("default-src 'none'");
    expect(first.get("content-security-policy")).not.toContain("unsafe-inline");
    expect(first.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(first.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.get("x-content-type-options")).toBe("nosniff");
    const others = (headers: Map<string, string>) => [...headers].filter(([name]) => name !== "content-security-policy");
    expect(others(second)).toEqual(others(first));
    expect(first.has("strict-transport-security")).toBe(false);
  });

  it("allows images from this origin, data: URLs and the map's tile server, and from no other host", () => {
    const policy = headersOf("bm9uY2U=").get("content-security-policy") ?? "";
    expect(policy.split(";").map((directive) => directive.trim())).toContain(
      "img-src 'self' data: https://tile.openstreetmap.org",
    );
  });

  it("adds HSTS on HTTPS requests only", () => {
    expect(headersOf("bm9uY2U=", true).get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
  });
});

describe("newNonce", () => {
  it("gives 16 bytes in base64, never the same twice, across refills of its pool", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const nonce = newNonce();
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      seen.add(nonce);
    }
    expect(seen.size).toBe(1000);
  });
});
