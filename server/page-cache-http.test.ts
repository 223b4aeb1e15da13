import { request } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { trustProxySetting } from "~/config/env.server";
import { cacheUrlOf, clientIpOfRaw } from "./page-cache-http";

/**
 * The page cache's hit (before Express) and the render it kept (in Express) must see the same
 * visitor and URL: what Express finds is compared with what the hit path finds, on one request.
 */
async function seen(trustProxy: string, headers: Record<string, string>) {
  const app = express();
  app.set("trust proxy", trustProxySetting(trustProxy));
  const trust = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  const view = { trust, isTrustedPeer: (address: string) => trust(address, 0), countryOf: () => null };
  app.get("/*path", (req, res) => {
    res.json({
      express: { ip: req.ip, url: `${req.protocol}://${req.host.toLowerCase()}${req.originalUrl}` },
      raw: { ip: clientIpOfRaw(req, view), url: cacheUrlOf(req, view) },
    });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<{ express: { ip: string; url: string }; raw: { ip: string; url: string } }>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path: "/page?x=1", headers }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve(JSON.parse(body)));
      });
      req.on("error", reject);
      req.end();
    });
  } finally {
    server.close();
  }
}

describe("the visitor and URL the page cache sees", () => {
  it.each([
    ["loopback", { host: "de-de.localhost:3000", "x-forwarded-for": "203.0.113.9" }],
    ["loopback", { host: "de-de.localhost:3000", "x-forwarded-for": "203.0.113.9, 198.51.100.2" }],
    ["2", { host: "de-de.localhost:3000", "x-forwarded-for": "203.0.113.9, 198.51.100.2, 192.0.2.1" }],
    ["1", { host: "De-De.Localhost:3000", "x-forwarded-for": "203.0.113.9, 198.51.100.2" }],
    ["none", { host: "de-de.localhost:3000", "x-forwarded-for": "203.0.113.9" }],
    ["loopback", { host: "internal:3000", "x-forwarded-host": "fr-fr.localhost, other", "x-forwarded-proto": "https" }],
    ["none", { host: "internal:3000", "x-forwarded-host": "fr-fr.localhost", "x-forwarded-proto": "https" }],
  ])("TRUST_PROXY=%s, %o: the same as Express's", async (trustProxy, headers) => {
    const { express: expected, raw } = await seen(trustProxy, headers);
    expect(raw).toEqual(expected);
  });
});
