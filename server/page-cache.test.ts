import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { VaryFact, VisitorSource } from "~/domain/pages/visitor";
import {
  bodyOf,
  brotliEntry,
  buildEntry,
  cacheHeaders,
  chooseEncoding,
  cutAt,
  encodingFor,
  gzipEntry,
  isShareable,
  matchesEtag,
  nonceLength,
  PageCache,
} from "./page-cache";

const nonce = "AAAAAAAAAAAAAAAAAAAAAA==";
const other = "bbbbbbbbbbbbbbbbbbbbbb==";
const policy = { sharedSeconds: 60 };
const visitor = (source: Partial<VisitorSource> = {}): VisitorSource => ({
  country: null,
  userAgent: null,
  cookie: null,
  ...source,
});
const html = (text: string, n = nonce) =>
  Buffer.from(`<html><script nonce="${n}">x()</script><p>${text}</p><script nonce="${n}">y()</script></html>`);

async function entryOf(text: string, facts: VaryFact[] = [], size = 0) {
  return buildEntry(
    {
      body: Buffer.concat([html(text), Buffer.alloc(size, "a")]),
      headers: {
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": `script-src 'nonce-${nonce}' 'strict-dynamic'`,
        "x-frame-options": "SAMEORIGIN",
        "x-request-id": "fill",
        "cache-control": "public",
      },
      nonce,
      facts: new Set(facts),
    },
    policy,
  );
}

describe("buildEntry and bodyOf", () => {
  it("writes a fresh nonce into the text, the gzip body and the CSP", async () => {
    const entry = await entryOf("hello");
    expect(entry.plain).toHaveLength(3);
    gzipEntry(entry);
    expect(Buffer.concat(bodyOf(entry, "identity", Buffer.from(other))).toString()).toBe(html("hello", other).toString());
    expect(gunzipSync(Buffer.concat(bodyOf(entry, "gzip", Buffer.from(other)))).toString()).toBe(html("hello", other).toString());
    expect(entry.csp?.join(other)).toBe(`script-src 'nonce-${other}' 'strict-dynamic'`);
    // A text with a nonce keeps no brotli body: it could not be completed per response.
    expect(entry.brotli).toBeNull();
  });

  it("keeps the headers of the render but those made per response", async () => {
    const entry = await entryOf("hello");
    expect(entry.headers).toEqual({ "content-type": "text/html; charset=utf-8", "x-frame-options": "SAMEORIGIN" });
  });

  it("keeps a brotli body for a document without a nonce", async () => {
    const entry = await buildEntry(
      { body: Buffer.from("<urlset/>"), headers: { "content-type": "application/xml" }, nonce, facts: new Set() },
      policy,
    );
    expect(entry.csp).toBeNull();
    expect(entry.brotliPossible).toBe(true);
    expect(entry.brotli).toBeNull();
    await brotliEntry(entry);
    expect(entry.brotli).not.toBeNull();
    expect(bodyOf(entry, "br", Buffer.from(other))).toEqual([entry.brotli]);
  });

  it("gives pages that differ different ETags, and the same page the same one whatever its nonce", async () => {
    const [a, b] = [await entryOf("a"), await entryOf("b")];
    expect(a.etag).not.toBe(b.etag);
    const again = await buildEntry(
      { body: html("a", other), headers: { "content-type": "text/html" }, nonce: other, facts: new Set() },
      policy,
    );
    expect(again.etag).toBe(a.etag);
    expect(a.etag).toMatch(/^W\/"[\w-]+"$/);
  });

  it("refuses a nonce of another length", async () => {
    await expect(buildEntry({ body: Buffer.from("x"), headers: {}, nonce: "short", facts: new Set() }, policy)).rejects.toThrow(
      String(nonceLength),
    );
  });
});

describe("PageCache", () => {
  it("finds a page by URL once kept", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    expect(cache.lookup("http://a/", visitor())).toBeUndefined();
    const entry = await entryOf("home");
    expect(cache.store("http://a/", new Set(), visitor(), entry, cache.generation)).toBe(true);
    expect(cache.lookup("http://a/", visitor({ country: "ae", userAgent: "Macintosh" }))).toBe(entry);
    expect(cache.lookup("http://a/?x=1", visitor())).toBeUndefined();
  });

  it("keeps a page that read the country per country class", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    const german = await entryOf("de");
    cache.store("http://a/vpn", new Set(["country"]), visitor({ country: "de" }), german, cache.generation);
    expect(cache.lookup("http://a/vpn", visitor({ country: "fr" }))).toBe(german);
    expect(cache.lookup("http://a/vpn", visitor({ country: null }))).toBe(german);
    expect(cache.lookup("http://a/vpn", visitor({ country: "ae" }))).toBeUndefined();
    const emirates = await entryOf("ae");
    cache.store("http://a/vpn", new Set(["country"]), visitor({ country: "ae" }), emirates, cache.generation);
    expect(cache.lookup("http://a/vpn", visitor({ country: "AE" }))).toBe(emirates);
    // Saudi Arabia is on the family list too: another class.
    expect(cache.lookup("http://a/vpn", visitor({ country: "sa" }))).toBeUndefined();
    expect(cache.lookup("http://a/vpn", visitor({ country: "de" }))).toBe(german);
  });

  it("keeps a page that read the User-Agent per platform, and one that read cookies per campaign", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    const windows = await entryOf("windows");
    const ua = (os: string) => `Mozilla/5.0 (${os})`;
    cache.store("http://a/dl", new Set(["platform"]), visitor({ userAgent: ua("Windows NT 10.0") }), windows, cache.generation);
    expect(cache.lookup("http://a/dl", visitor({ userAgent: ua("Windows NT 6.1; WOW64") }))).toBe(windows);
    expect(cache.lookup("http://a/dl", visitor({ userAgent: ua("Macintosh") }))).toBeUndefined();

    const plain = await entryOf("buy");
    cache.store("http://a/buy", new Set(["campaign"]), visitor({ cookie: "theme=dark" }), plain, cache.generation);
    expect(cache.lookup("http://a/buy", visitor({ cookie: "other=1" }))).toBe(plain);
    expect(cache.lookup("http://a/buy", visitor({ cookie: "bst_utm_source=news" }))).toBeUndefined();
  });

  it("once a URL's page read a fact, keys every page of that URL by it", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    cache.store("http://a/p", new Set(), visitor({ country: "de" }), await entryOf("one"), cache.generation);
    const two = await entryOf("two");
    cache.store("http://a/p", new Set(["country"]), visitor({ country: "ae" }), two, cache.generation);
    expect(cache.lookup("http://a/p", visitor({ country: "ae" }))).toBe(two);
    expect(cache.lookup("http://a/p", visitor({ country: "de" }))).toBeUndefined();
  });

  it("stays within its bytes, dropping the least recently used page first", async () => {
    const sample = await entryOf("x", [], 10_000);
    const cache = new PageCache({ maxBytes: sample.bytes * 8 + 100 });
    for (let page = 0; page < 8; page++) {
      cache.store(`http://a/${page}`, new Set(), visitor(), await entryOf(String(page), [], 10_000), cache.generation);
    }
    expect(cache.lookup("http://a/0", visitor())).toBeDefined();
    cache.store("http://a/8", new Set(), visitor(), await entryOf("8", [], 10_000), cache.generation);
    expect(cache.lookup("http://a/1", visitor())).toBeUndefined();
    expect(cache.lookup("http://a/0", visitor())).toBeDefined();
    const stats = cache.snapshot();
    expect(stats.bytes).toBeLessThanOrEqual(stats.maxBytes);
    expect(stats.evicted).toBe(1);
    expect(stats.entries).toBe(8);
  });

  it("keeps nothing from a render that began before the cache was emptied, and nothing when off", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    const generation = cache.generation;
    cache.clear();
    expect(cache.store("http://a/", new Set(), visitor(), await entryOf("old"), generation)).toBe(false);
    expect(cache.lookup("http://a/", visitor())).toBeUndefined();
    const off = new PageCache({ maxBytes: 0 });
    expect(off.enabled).toBe(false);
    expect(off.store("http://a/", new Set(), visitor(), await entryOf("x"), off.generation)).toBe(false);
  });

  it("empties on clear", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    cache.store("http://a/", new Set(), visitor(), await entryOf("x"), cache.generation);
    cache.clear();
    expect(cache.lookup("http://a/", visitor())).toBeUndefined();
    expect(cache.snapshot()).toMatchObject({ entries: 0, bytes: 0, cleared: 1 });
  });
});

describe("compressed variants, made on first demand", () => {
  it("makes the gzip variant for the first client that asks, and counts it against the cache", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    const entry = await entryOf("page");
    cache.store("http://a/", new Set(), visitor(), entry, cache.generation);
    const before = cache.snapshot().bytes;
    expect(entry.gzip).toBeNull();
    expect(encodingFor(entry, undefined, cache)).toBe("identity");
    expect(entry.gzip).toBeNull();
    expect(encodingFor(entry, "gzip, br", cache)).toBe("gzip");
    expect(entry.gzip).not.toBeNull();
    // No brotli for a page with a nonce.
    expect(entry.compression).toBeNull();
    expect(cache.snapshot().bytes).toBe(before + (entry.gzip?.bytes ?? 0));
    expect(encodingFor(entry, "gzip;q=0", cache)).toBe("identity");
  });

  it("answers gzip while the brotli variant of a document without a nonce is made, brotli after", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    const sitemap = await buildEntry(
      { body: Buffer.from("<urlset/>".repeat(100)), headers: { "content-type": "application/xml" }, nonce, facts: new Set() },
      policy,
    );
    cache.store("http://a/sitemap.xml", new Set(), visitor(), sitemap, cache.generation);
    expect(encodingFor(sitemap, "gzip, br", cache)).toBe("gzip");
    expect(encodingFor(sitemap, "br", cache)).toBe("identity");
    await sitemap.compression;
    expect(encodingFor(sitemap, "gzip, br", cache)).toBe("br");
    expect(encodingFor(sitemap, "gzip", cache)).toBe("gzip");
  });

  it("makes the brotli variant once however many ask meanwhile", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    const sitemap = await buildEntry(
      { body: Buffer.from("<urlset/>"), headers: { "content-type": "application/xml" }, nonce, facts: new Set() },
      policy,
    );
    const first = cache.compressBrotli(sitemap);
    expect(cache.compressBrotli(sitemap)).toBe(first);
    await first;
    expect(sitemap.brotli).not.toBeNull();
  });
});

describe("what responses are kept and what they tell caches", () => {
  it.each([
    [200, { "content-type": "text/html; charset=utf-8" }, true],
    [200, { "content-type": "application/xml" }, true],
    [200, { "content-type": "text/plain" }, true],
    [200, { "content-type": "application/json" }, false],
    [404, { "content-type": "text/html" }, false],
    [302, { "content-type": "text/html" }, false],
    [200, { "content-type": "text/html", "cache-control": "private, no-store" }, false],
    [200, { "content-type": "text/html", "set-cookie": ["a=1"] }, false],
  ])("status %i with %o: kept %s", (status, headers, kept) => {
    expect(isShareable(status, headers)).toBe(kept);
  });

  it.each([
    [[], "public, max-age=0, s-maxage=60, stale-while-revalidate=300", "Accept-Encoding"],
    [["platform"], "public, max-age=0, s-maxage=60, stale-while-revalidate=300", "Accept-Encoding, User-Agent"],
    [["country"], "public, no-cache", "Accept-Encoding"],
    [["campaign"], "public, no-cache", "Accept-Encoding, Cookie"],
  ] as Array<[VaryFact[], string, string]>)("a page that read %o", (facts, cacheControl, vary) => {
    expect(cacheHeaders(new Set(facts), policy)).toEqual({ cacheControl, vary });
  });

  it.each([
    [3600, "public, max-age=0, s-maxage=60, stale-while-revalidate=300"],
    [200, "public, max-age=0, s-maxage=60, stale-while-revalidate=140"],
    [30, "public, max-age=0, s-maxage=30, stale-while-revalidate=0"],
    [0, "public, no-cache"],
  ])("a page right for %i more seconds is kept downstream no longer", (secondsLeft, cacheControl) => {
    expect(cacheHeaders(new Set(), policy, secondsLeft).cacheControl).toBe(cacheControl);
  });
});

describe("pages that change at an instant (an offer starts or ends)", () => {
  const expiringEntry = (expires: Date, now: number) =>
    buildEntry(
      {
        body: html("offers"),
        headers: { "content-type": "text/html; charset=utf-8", expires: expires.toUTCString() },
        nonce,
        facts: new Set(),
      },
      policy,
      now,
    );

  it("are served from the cache until then, and not after", async () => {
    const cache = new PageCache({ maxBytes: 1 << 20 });
    const now = Date.now();
    const entry = await expiringEntry(new Date(now + 120_000), now);
    expect(entry.expiresAt).toBe(Math.floor((now + 120_000) / 1000) * 1000);
    expect(cache.store("http://a/offers", new Set(), visitor(), entry, cache.generation)).toBe(true);
    expect(cache.lookup("http://a/offers", visitor(), now + 60_000)).toBe(entry);
    expect(cache.lookup("http://a/offers", visitor(), now + 120_000)).toBeUndefined();
    // Gone for good, and its bytes with it.
    expect(cache.lookup("http://a/offers", visitor(), now)).toBeUndefined();
    expect(cache.snapshot().bytes).toBe(0);
  });

  it("are not kept once that instant has passed", async () => {
    const cache = new PageCache({ maxBytes: 1 << 20 });
    const now = Date.now();
    const entry = await expiringEntry(new Date(now - 1000), now - 5000);
    expect(cache.store("http://a/offers", new Set(), visitor(), entry, cache.generation)).toBe(false);
  });

  it("keep pages without an Expires header for good", async () => {
    const entry = await entryOf("plain");
    expect(entry.expiresAt).toBeNull();
  });
});

describe("chooseEncoding", () => {
  it.each([
    [undefined, true, "identity"],
    ["gzip, deflate, br", true, "br"],
    ["gzip, deflate, br", false, "gzip"],
    ["br;q=0, gzip", true, "gzip"],
    ["gzip;q=0", true, "identity"],
    ["br;q=0.5, gzip;q=0.9", true, "gzip"],
    ["*", true, "br"],
    ["identity", true, "identity"],
  ] as const)("%s (brotli kept: %s) → %s", (header, brotli, expected) => {
    expect(chooseEncoding(header, brotli)).toBe(expected);
  });
});

describe("matchesEtag", () => {
  it.each([
    ['W/"abc"', 'W/"abc"', true],
    ['"abc"', 'W/"abc"', true],
    ['W/"x", W/"abc"', 'W/"abc"', true],
    ["*", 'W/"abc"', true],
    ['W/"abd"', 'W/"abc"', false],
    [undefined, 'W/"abc"', false],
  ])("If-None-Match %s against %s: %s", (header, etag, matches) => {
    expect(matchesEtag(header, etag)).toBe(matches);
  });
});

describe("cutAt", () => {
  it("cuts at every occurrence, leaving empty parts at the ends", () => {
    expect(cutAt(Buffer.from("NxNyN"), "N").map(String)).toEqual(["", "x", "y", ""]);
    expect(cutAt(Buffer.from("plain"), "N").map(String)).toEqual(["plain"]);
  });
});
