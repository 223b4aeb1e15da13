import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { startServer } from "./server-process";
import { port, request } from "./support";

describe("health", () => {
  it("answers /healthz while the process is up", async () => {
    const answer = await request("/healthz");
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ status: "ok" });
  });

  it("answers /readyz when the database is reachable", async () => {
    const answer = await request("/readyz");
    expect(answer.status).toBe(200);
    const { pageCache, degraded, ...rest } = JSON.parse(answer.body);
    expect(rest).toEqual({ status: "ready", database: "sqlite", cache: "memory" });
    // A new database's search index may still be building when this runs first.
    expect(degraded ?? []).not.toContain("database");
    // The page cache's counters (decision 021).
    expect(pageCache).toMatchObject({ hits: expect.any(Number), misses: expect.any(Number), maxBytes: 128 * 1024 * 1024 });
  });
});

describe("sites by host", () => {
  it.each([
    ["de-de.localhost", 'lang="de" dir="ltr"'],
    ["ar-ae.localhost", 'lang="ar" dir="rtl"'],
    ["ja-jp.localhost", 'lang="ja" dir="ltr"'],
    ["unknown.example", 'lang="en" dir="ltr"'],
  ])("%s serves %s", async (host, attributes) => {
    const answer = await request("/", { host });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(`<html ${attributes}`);
  });
});

describe("security headers", () => {
  it("enforces a nonce-based Content-Security-Policy", async () => {
    const answer = await request("/");
    const csp = String(answer.headers["content-security-policy"]);
    expect(answer.headers["content-security-policy-report-only"]).toBeUndefined();
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toMatch(/frame-ancestors 'self'/);
    // Nothing is allowed unless a directive names it (Mozilla Observatory's A+).
    expect(csp).toMatch(/^default-src 'none';/);
    expect(csp).not.toContain("unsafe-inline");
    for (const directive of [
      "style-src 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(answer.body).toContain(`nonce="${nonce}"`);
    const second = await request("/");
    expect(String(second.headers["content-security-policy"])).not.toContain(nonce as string);
  });

  it("sends nosniff, a referrer policy and frame protection", async () => {
    const answer = await request("/about");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(answer.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(answer.headers["x-powered-by"]).toBeUndefined();
  });

  it("sends HSTS for two years, subdomains included, on HTTPS only", async () => {
    const plain = await request("/");
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const secure = await request("/", { headers: { "x-forwarded-proto": "https" } });
    expect(secure.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  });

  it("gives every response a request id", async () => {
    const answer = await request("/healthz");
    expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("HTTPS for deployments without a proxy that does it", () => {
  it("redirects plain HTTP to HTTPS with HTTPS_REDIRECT, keeps the health checks, and can ask for HSTS preload", async () => {
    const server = await startServer({ HTTPS_REDIRECT: "true", HSTS_PRELOAD: "true" });
    const get = (path: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
        const req = httpRequest(
          { host: "127.0.0.1", port: server.port, path, headers: { host: "de-de.bastion.example", ...headers } },
          (res) => {
            res.resume();
            resolve({ status: res.statusCode ?? 0, headers: res.headers });
          },
        );
        req.on("error", reject);
        req.end();
      });
    try {
      const plain = await get("/renewal-center/home?x=1");
      expect(plain.status).toBe(308);
      expect(plain.headers.location).toBe("https://de-de.bastion.example/renewal-center/home?x=1");
      expect((await get("/healthz")).status).toBe(200);
      const secure = await get("/", { "x-forwarded-proto": "https" });
      expect(secure.status).toBe(200);
      expect(secure.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});

describe("cross-site POST", () => {
  it("refuses a POST whose Origin is another site", async () => {
    const answer = await request("/about", {
      method: "POST",
      headers: { origin: "https://attacker.example", "sec-fetch-site": "cross-site" },
    });
    expect(answer.status).toBe(403);
  });

  it("refuses a cross-site POST to a service path", async () => {
    const answer = await request("/_svc/anything", { method: "POST", headers: { "sec-fetch-site": "cross-site" } });
    expect(answer.status).toBe(403);
  });

  it("lets a same-origin POST through to the router", async () => {
    const answer = await request("/about", { method: "POST", headers: { origin: `http://localhost:${port()}` } });
    expect(answer.status).not.toBe(403);
  });

  it("refuses localhost on another port and other development hosts in production", async () => {
    for (const origin of ["http://localhost:9999", `http://de-de.localhost:${port()}`, "http://www.bastion.example"]) {
      const answer = await request("/_svc/lrc.svc/en-us/licenseinfo?serial=KTS1-ACTIVE0-0000001", {
        method: "POST",
        headers: { origin, "content-type": "application/json", "x-forwarded-for": "192.0.2.140" },
        body: "[]",
      });
      expect(answer.status, origin).toBe(403);
      expect(answer.body).not.toContain("KTS_ACTIVE");
    }
  });
});

describe("assets and compression", () => {
  it("serves hashed assets with immutable caching", async () => {
    const page = await request("/");
    const asset = /\/assets\/[\w.-]+\.js/.exec(page.body)?.[0];
    expect(asset).toBeTruthy();
    const answer = await request(asset as string);
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
  });

  it("compresses HTML when the client accepts gzip", async () => {
    const answer = await request("/", { headers: { "accept-encoding": "gzip" } });
    expect(answer.headers["content-encoding"]).toBe("gzip");
  });
});
