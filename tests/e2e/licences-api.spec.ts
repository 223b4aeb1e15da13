import { describe, expect, it } from "vitest";
import { request } from "./support";

/**
 * The licence service over HTTP (spec 2 §3, §5, §7, §8): lookup answers, 400s for bad input, one
 * uniform 404 for every failed lookup, 429 past the rate limits, and the partner mapping.
 *
 * NOTE: the e2e server is shared by every e2e file, and its rate limits count per client address
 * and per serial. Each test here sends its own documentation address (RFC 5737) as
 * X-Forwarded-For (trusted from loopback) and the limit tests use serials nobody else looks up.
 */

const lookupPath = (locale: string, serial?: string) =>
  `/_svc/lrc.svc/${locale}/licenseinfo${serial === undefined ? "" : `?serial=${encodeURIComponent(serial)}`}`;

async function lookup(
  address: string,
  path: string,
  body: unknown = [],
  options: { host?: string; headers?: Record<string, string> } = {},
) {
  const answer = await request(path, {
    method: "POST",
    host: options.host,
    headers: { "content-type": "application/json", "x-forwarded-for": address, ...options.headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { ...answer, json: JSON.parse(answer.body) as Record<string, unknown> };
}

describe("POST /_svc/lrc.svc/{locale}/licenseinfo", () => {
  it("answers the lookup result of spec 2 §3, private, with kpc and edu copied", async () => {
    const answer = await lookup("192.0.2.10", lookupPath("en-us", "prtn cornrpc 0000024"), [
      { Key: "kpc-license-ownership", Value: "owner" },
      { Key: "edu", Value: "1" },
      { Key: "unknown", Value: "ignored" },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(answer.json).toEqual({
      verdict: "KAV_ACTIVE",
      days_left: 90,
      days_expired: 0,
      license_count: 1,
      license_days: 365,
      expired: false,
      expiration_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      partnerid: "cornerpc",
      partnerName: "Corner PC",
      provider: "Corner PC",
      provider_url: null,
      sales_tracking: { pnumber: "BKAV-1D1Y-C", channel: "partner", license_type: "commercial", reg_key: expect.any(String) },
      verdictSerial: "PRTN-CORNRPC-0000024",
      kpc: "owner",
      edu: "1",
    });
  });

  it("takes the site from the path, whatever the host", async () => {
    const onRu = await lookup("192.0.2.11", lookupPath("ru-ru", "CHNL-ALLSOFT-0000028"), [], { host: "de-de.localhost" });
    const onUs = await lookup("192.0.2.11", lookupPath("en-us", "CHNL-ALLSOFT-0000028"), [], { host: "ru-ru.localhost" });
    expect([onRu.json.verdict, onUs.json.verdict]).toEqual(["KIS_ACTIVE", "CHANNEL_FALLBACK"]);
  });

  it("accepts an empty body as an empty list", async () => {
    const answer = await lookup("192.0.2.12", lookupPath("en-ca", "CANA-RETAIL0-0000029"), "");
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ verdict: "KTS_ACTIVE", kpc: null, edu: null });
  });

  it.each([
    ["no serial", lookupPath("en-us"), { error: "LRC Service: no serial" }],
    ["an empty serial", lookupPath("en-us", " "), { error: "LRC Service: no serial" }],
    ["a serial too short", lookupPath("en-us", "KTS1-ACTIVE0"), { error: "invalid parameter", field: "serial" }],
    ["a serial with punctuation", lookupPath("en-us", "KTS1_ACTIVE0_0000001"), { error: "invalid parameter", field: "serial" }],
  ])("answers 400 for %s (spec 2 §5)", async (_case, path, error) => {
    const answer = await lookup("192.0.2.13", path);
    expect(answer.status).toBe(400);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(answer.json).toMatchObject(error);
  });

  it.each([
    ["not JSON", "[{", /not valid JSON/],
    ["an object instead of a list", { Key: "edu", Value: "1" }, /JSON array of \{ Key, Value \}/],
    ["more than 40 entries", Array.from({ length: 41 }, () => ({ Key: "edu", Value: "1" })), /at most 40 entries/],
    ["a value over 200 characters", [{ Key: "edu", Value: "x".repeat(201) }], /^\[0\]\.Value: /],
    ["an entry with another field", [{ Key: "edu", Value: "1", Extra: 1 }], /^\[0\]: .*Extra/],
    ["a body over 32 KiB", "x".repeat(40_000), /larger than 32768 bytes/],
  ])("answers 400 naming the problem for a body that is %s", async (_case, body, message) => {
    const answer = await lookup("192.0.2.14", lookupPath("en-us", "KTS1-ACTIVE0-0000001"), body);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: "invalid parameter", field: "body", message: expect.stringMatching(message) });
  });

  it("fails an unknown serial and a blocked licence with the same 404, after the same minimum time", async () => {
    const answers = [];
    for (const serial of ["ZZZZ-ZZZZZZZ-ZZZZZZ1", "BLCK-BLOCKED-0000031"]) {
      const started = performance.now();
      const answer = await lookup("192.0.2.15", lookupPath("en-us", serial));
      answers.push({ status: answer.status, body: answer.body, cache: answer.headers["cache-control"] });
      expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    }
    expect(answers[0]).toEqual({
      status: 404,
      body: JSON.stringify({ error: "LRC Service: lookup failed" }),
      cache: "private, no-store",
    });
    expect(answers[1]).toEqual(answers[0]);
  });

  it("answers 404 for an unknown locale, and 405 to a GET", async () => {
    const unknown = await lookup("192.0.2.16", lookupPath("xx-xx", "KTS1-ACTIVE0-0000001"));
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ error: "unknown locale" });
    const get = await request(lookupPath("en-us", "KTS1-ACTIVE0-0000001"), { headers: { "x-forwarded-for": "192.0.2.16" } });
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe("POST");
  });

  it("refuses a cross-site POST", async () => {
    const answer = await lookup("192.0.2.17", lookupPath("en-us", "KTS1-ACTIVE0-0000001"), [], {
      headers: { origin: "https://attacker.example" },
    });
    expect(answer.status).toBe(403);
  });

  it("answers 429 with Retry-After after 20 lookups a minute from one address, and not for others", async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 20; attempt += 1) statuses.push((await lookup("198.51.100.7", lookupPath("en-us"))).status);
    expect(statuses.every((status) => status === 400)).toBe(true);
    const refused = await lookup("198.51.100.7", lookupPath("en-us", "KTS1-ACTIVE0-0000001"));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(refused.json).toEqual({ error: "too many lookups", retryAfter: Number(refused.headers["retry-after"]) });
    expect((await lookup("198.51.100.8", lookupPath("en-us"))).status).toBe(400);
  });

  it("answers 429 after 10 lookups of one serial an hour from one address, and keeps answering its owner", async () => {
    const serial = "KTS1-EXPIRED-0000004";
    const statuses = [];
    for (let attempt = 1; attempt <= 10; attempt += 1)
      statuses.push((await lookup("203.0.113.10", lookupPath("en-us", serial))).status);
    expect(statuses).toEqual(Array(10).fill(200));
    const refused = await lookup("203.0.113.10", lookupPath("en-us", serial.toLowerCase().replaceAll("-", "")));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3500);
    // Another serial from the same address is still looked up.
    expect((await lookup("203.0.113.10", lookupPath("en-us", "RATE-LIMITED-0000002"))).status).toBe(404);
    // Ten lookups by others do not lock the licence for its owner.
    for (let attempt = 1; attempt <= 10; attempt += 1) await lookup(`198.18.${attempt}.1`, lookupPath("en-us", serial));
    expect((await lookup("192.0.2.99", lookupPath("en-us", serial))).status).toBe(200);
  });

  it("limits an IPv6 client by its /64, however it rotates inside it", async () => {
    const statuses = [];
    for (let attempt = 1; attempt <= 21; attempt += 1) {
      const serial = `ROT6-0000000-${String(attempt).padStart(7, "0")}`;
      statuses.push((await lookup(`2001:db8:77:1:${attempt.toString(16)}::1`, lookupPath("en-us", serial))).status);
    }
    expect(statuses).toEqual([...Array(20).fill(404), 429]);
    // The next /64 is another client.
    expect((await lookup("2001:db8:77:2::1", lookupPath("en-us", "ROT6-0000000-0000099"))).status).toBe(404);
  });
});

describe("GET /lrc/partner-mapping.json", () => {
  it("answers the partner mapping entries of spec 2 §3, cacheable", async () => {
    const answer = await request("/lrc/partner-mapping.json", { host: "fr-fr.localhost" });
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("public, max-age=300");
    expect(JSON.parse(answer.body)).toEqual([
      { id: "bluewave", label: "BlueWave Broadband" },
      { id: "cornerpc", label: "Corner PC" },
      { id: "northwind", label: "Northwind Telecom" },
    ]);
  });
});
