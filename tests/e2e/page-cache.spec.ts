import { writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, runScript, startServer } from "./server-process";
import { cookieOf, postLookup } from "./support";

/**
 * The page cache (decision 021) as visitors and caches downstream receive it: a page kept once is
 * answered from memory with a nonce of its own in its HTML and CSP, in the encoding asked for,
 * with an ETag that gives 304s; what a page read of the visitor (country class, platform) keeps
 * variants apart; private pages are never kept; a price import shows at once. One server of its
 * own, so what it keeps is this file's alone.
 */

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
  text: string;
}

/** A GET with the site's Host, answered as bytes (decoded when the server compressed them). */
function get(
  path: string,
  options: { host?: string; headers?: Record<string, string>; from?: RunningServer } = {},
): Promise<Raw> {
  const { port } = options.from ?? server;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        headers: { host: `${options.host ?? "de-de.localhost"}:${port}`, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const bytes = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const plain = encoding === "gzip" ? gunzipSync(bytes) : encoding === "br" ? brotliDecompressSync(bytes) : bytes;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, text: plain.toString("utf8") });
        });
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** The nonce the CSP allows, and every nonce in the HTML. */
function nonces(answer: Raw) {
  const header = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"] ?? ""))?.[1];
  const inHtml = [...answer.text.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);
  return { header, inHtml };
}

async function stats() {
  const answer = await get("/readyz", { host: "localhost" });
  return JSON.parse(answer.text).pageCache as { hits: number; notModified: number; misses: number; hitRate: number | null };
}

/**
 * Requests a page until it is answered from the cache (it is kept once its first render finished)
 * in the encoding asked for, if any (a compressed variant is made when first asked for).
 */
async function kept(path: string, options: Parameters<typeof get>[1] = {}, encoding?: string): Promise<Raw> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const answer = await get(path, options);
    if (answer.headers.etag && (encoding === undefined || answer.headers["content-encoding"] === encoding)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${path} was never answered from the cache${encoding ? ` in ${encoding}` : ""}`);
}

describe("a page answered from the cache", () => {
  const home = "/";

  it("is the page the render gave, with a nonce of its own that matches its CSP", async () => {
    const first = await get(home);
    expect(first.status).toBe(200);
    expect(first.headers.etag).toBeUndefined();
    const second = await kept(home);
    const third = await get(home);
    for (const answer of [first, second, third]) {
      const { header, inHtml } = nonces(answer);
      expect(header).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(inHtml.length).toBeGreaterThan(2);
      expect(new Set(inHtml)).toEqual(new Set([header]));
    }
    const [a, b, c] = [first, second, third].map((answer) => nonces(answer).header);
    expect(new Set([a, b, c]).size).toBe(3);
    const normalized = (answer: Raw) => answer.text.replaceAll(nonces(answer).header ?? "-", "NONCE");
    expect(normalized(second)).toBe(normalized(first));
    expect(normalized(third)).toBe(normalized(first));
    // The render's security headers come along; the request id is the response's own.
    for (const name of ["x-frame-options", "x-content-type-options", "referrer-policy", "cross-origin-opener-policy"]) {
      expect(second.headers[name], name).toBe(first.headers[name]);
    }
    expect(second.headers["x-request-id"]).not.toBe(third.headers["x-request-id"]);
  });

  it("tells caches downstream how long they may keep it, and on what it varies", async () => {
    // A page that depends on nothing about the visitor varies on the encoding alone.
    const answer = await kept("/about/company");
    expect(answer.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    // The homepage's products carousel opens on the visitor's platform (decision 026), so it varies on that too.
    expect((await kept(home)).headers.vary).toBe("Accept-Encoding, User-Agent");
  });

  it("comes gzipped when asked, with the nonce written into the compressed body", async () => {
    const plain = await kept(home);
    // The gzip variant is made for the first client that asks for it.
    await kept(home, { headers: { "accept-encoding": "gzip" } }, "gzip");
    for (const acceptEncoding of ["gzip", "gzip, deflate, br"]) {
      const answer = await get(home, { headers: { "accept-encoding": acceptEncoding } });
      expect(answer.headers["content-encoding"]).toBe("gzip");
      expect(Number(answer.headers["content-length"])).toBe(answer.bytes.length);
      // Compressed once, within a tenth of the whole page in one gzip stream (each nonce costs a
      // stored block and a new compressed block).
      expect(answer.bytes.length).toBeLessThan(gzipSync(plain.bytes, { level: 9 }).length * 1.1);
      const { header, inHtml } = nonces(answer);
      expect(new Set(inHtml)).toEqual(new Set([header]));
      expect(answer.text.replaceAll(header ?? "-", "N")).toBe(plain.text.replaceAll(nonces(plain).header ?? "-", "N"));
    }
  });

  it("answers a matching If-None-Match with 304, without a CSP that would not match the browser's copy", async () => {
    const page = await kept(home);
    const etag = String(page.headers.etag);
    const before = await stats();
    const revalidated = await get(home, { headers: { "if-none-match": etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
    expect(revalidated.headers["content-security-policy"]).toBeUndefined();
    expect(revalidated.headers.etag).toBe(etag);
    expect((await stats()).notModified).toBe(before.notModified + 1);
    const changed = await get(home, { headers: { "if-none-match": 'W/"another"' } });
    expect(changed.status).toBe(200);
  });

  it("counts hits and misses, with the hit rate, on /readyz", async () => {
    const before = await stats();
    await get("/about");
    await kept("/about");
    const after = await stats();
    expect(after.misses).toBeGreaterThan(before.misses);
    expect(after.hits).toBeGreaterThan(before.hits);
    expect(after.hitRate).toBeGreaterThan(0);
    expect(after.hitRate).toBeLessThanOrEqual(1);
  });
});

describe("what a page read of the visitor", () => {
  const germany = "5.9.0.1";
  const emirates = "94.200.0.1";

  it("the country: a VPN page kept for a German visitor is not what a visitor from the Emirates gets", async () => {
    const path = "/vpn-secure-connection";
    const german = await kept(path, { host: "en-us.localhost", headers: { "x-forwarded-for": germany } });
    expect(german.status).toBe(200);
    // It varies on what a CDN cannot see: caches must ask each time.
    expect(german.headers["cache-control"]).toBe("public, no-cache");
    const emirati = await get(path, { host: "en-us.localhost", headers: { "x-forwarded-for": emirates } });
    expect(emirati.status).toBe(302);
    expect(emirati.headers.location).toBe("/home-security");
    const again = await get(path, { host: "en-us.localhost", headers: { "x-forwarded-for": germany } });
    expect(again.headers.etag).toBe(german.headers.etag);
  });

  it("the platform: a download page kept for Windows is not what a Mac gets", async () => {
    const windows =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    const mac =
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
    const path = "/home-security/downloads/products/total-security";
    const forWindows = await kept(path, { host: "localhost", headers: { "user-agent": windows } });
    expect(forWindows.text).toContain("bastion-total-security-127.0.1.412-en.exe");
    expect(String(forWindows.headers.vary)).toContain("User-Agent");
    const forMac = await get(path, { host: "localhost", headers: { "user-agent": mac } });
    expect(forMac.text).toMatch(/bastion-internet-security-mac-127\.0\.1\.210-en\.dmg/);
    expect(forMac.text).not.toBe(forWindows.text);
  });

  it("campaign cookies: cart links of a kept page carry this visitor's campaign, not the first one's", async () => {
    const path = "/home-security/products/total-security";
    await kept(path, { headers: { cookie: "bst_utm_source=first" } });
    const other = await get(path, { headers: { cookie: "bst_utm_source=second" } });
    expect(other.text).toContain("utm_source=second");
    expect(other.text).not.toContain("utm_source=first");
    expect(String(other.headers.vary)).toContain("Cookie");
  });
});

describe("what is never kept", () => {
  it("a verdict page: private, no-store, and nobody else gets it", async () => {
    const lookup = await postLookup("/renewal-center/home", "KTS1-ACTIVE0-0000001", {
      host: "localhost",
      address: "198.18.41.1",
      port: server.port,
    });
    expect(lookup.headers.location).toBe("/lrc/kts_active");
    const cookie = cookieOf(lookup);
    for (let visit = 0; visit < 3; visit++) {
      const page = await get("/lrc/kts_active", { host: "localhost", headers: { cookie } });
      expect(page.status).toBe(200);
      expect(page.headers["cache-control"]).toBe("private, no-store");
      expect(page.headers.etag).toBeUndefined();
    }
    const stranger = await get("/lrc/kts_active", { host: "localhost" });
    expect(stranger.status).toBe(302);
    expect(stranger.headers.location).toBe("/renewal-center/home");
  });

  it("a page that sets a cookie", async () => {
    const path = "/?utm_source=newsletter";
    for (let visit = 0; visit < 3; visit++) {
      const answer = await get(path);
      expect(answer.headers["set-cookie"]).toEqual([expect.stringContaining("bst_utm_source=newsletter")]);
      expect(answer.headers.etag).toBeUndefined();
    }
  });
});

describe("generated documents", () => {
  it("the sitemap is kept too, brotli-compressed once asked for", async () => {
    const first = await get("/sitemap.xml", { host: "localhost" });
    expect(first.status).toBe(200);
    const again = await kept("/sitemap.xml", { host: "localhost", headers: { "accept-encoding": "br, gzip" } }, "br");
    expect(again.headers["content-encoding"]).toBe("br");
    expect(again.text).toBe(first.text);
    const robots = await kept("/robots.txt", { host: "localhost" });
    expect(robots.text).toContain("Sitemap:");
  });
});

/**
 * Imports one price through the import script, as an operator would: price 10110601 (Total
 * Security, 1 device, 1 year, auto-renewing, in euros on de-de) becomes `price`.
 */
async function importPrice(into: RunningServer, price: string) {
  const file = `${into.dataDir}/prices.csv`;
  await writeFile(file, `id,price,was\n10110601,${price},\n`);
  const imported = await runScript(into, "scripts/prices-import.ts", file);
  expect(imported.stderr).toBe("");
  expect(imported.code).toBe(0);
}

describe("a price import", () => {
  it("shows on the next request of a page kept with the old price", async () => {
    const path = "/home-security/products/total-security";
    const before = await kept(path);
    expect(before.text).not.toContain("12,34");
    await importPrice(server, "12.34");
    const after = await get(path);
    expect(after.status).toBe(200);
    expect(after.text).toContain("12,34");
  });
});

describe("a price import without the page cache", () => {
  let uncached: RunningServer;
  beforeAll(async () => {
    uncached = await startServer({ PAGE_CACHE_SIZE: "0" });
  });
  afterAll(async () => {
    await uncached?.stop();
  });

  // Every render reads prices through the server's read memo: the import must empty it as well.
  it("shows on the next render of a page whose prices were read before", async () => {
    const path = "/home-security/products/total-security";
    for (let round = 0; round < 2; round++) {
      const before = await get(path, { from: uncached });
      expect(before.status).toBe(200);
      expect(before.headers.etag).toBeUndefined();
      expect(before.text).not.toContain("23,45");
    }
    await importPrice(uncached, "23.45");
    const after = await get(path, { from: uncached });
    expect(after.status).toBe(200);
    expect(after.text).toContain("23,45");
  });
});
