import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { checkLookupLimits, lookupLimits, lookupsPerAddress, serialLimit } from "~/domain/licences/lookup-limits.server";
import { createMemoryRateLimiter, createRateLimiter, type RateLimiter } from "./rate-limit.server";

const kinds = process.env.TEST_REDIS_URL ? (["memory", "redis"] as const) : (["memory"] as const);

describe.each(kinds)("%s rate limiter", (kind) => {
  const limiter: RateLimiter = createRateLimiter({
    redisUrl: kind === "redis" ? process.env.TEST_REDIS_URL : undefined,
    prefix: `test:${randomUUID()}:`,
  });
  afterAll(() => limiter.close());
  const rule = { name: "test", limit: 3, windowSeconds: 60 };

  it("reports its kind and answers ping", async () => {
    expect(limiter.kind).toBe(kind);
    await expect(limiter.ping()).resolves.toBeUndefined();
  });

  it("allows the limit, then refuses with the seconds left in the window", async () => {
    const decisions = [];
    for (let hit = 0; hit < 5; hit += 1) decisions.push(await limiter.hit("203.0.113.1", rule));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false, false]);
    expect(decisions.map((decision) => decision.count)).toEqual([1, 2, 3, 4, 5]);
    for (const decision of decisions) {
      expect(decision.retryAfterSeconds).toBeGreaterThanOrEqual(59);
      expect(decision.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
  });

  it("counts each key and each rule apart", async () => {
    for (let hit = 0; hit < 3; hit += 1) await limiter.hit("203.0.113.2", rule);
    expect((await limiter.hit("203.0.113.2", rule)).allowed).toBe(false);
    expect((await limiter.hit("203.0.113.3", rule)).allowed).toBe(true);
    expect((await limiter.hit("203.0.113.2", { ...rule, name: "other" })).allowed).toBe(true);
  });

  it("starts a new window once the old one has ended", async () => {
    const short = { name: "short", limit: 1, windowSeconds: 1 };
    expect((await limiter.hit("k", short)).allowed).toBe(true);
    expect((await limiter.hit("k", short)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await limiter.hit("k", short)).allowed).toBe(true);
  });
});

describe("memory rate limiter", () => {
  it("ends a window exactly windowSeconds after its first hit, and counts Retry-After down", async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter({ now: () => now });
    const rule = { name: "r", limit: 1, windowSeconds: 60 };
    await limiter.hit("k", rule);
    now += 45_500;
    expect(await limiter.hit("k", rule)).toEqual({ allowed: false, count: 2, retryAfterSeconds: 15 });
    now += 14_500;
    expect(await limiter.hit("k", rule)).toEqual({ allowed: true, count: 1, retryAfterSeconds: 60 });
  });

  it("keeps at most maxKeys windows, dropping ended ones first", async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter({ maxKeys: 2, now: () => now });
    const rule = { name: "r", limit: 1, windowSeconds: 10 };
    await limiter.hit("a", rule);
    now += 20_000;
    await limiter.hit("b", rule);
    await limiter.hit("c", rule);
    // "a" had ended and was swept; "b" and "c" are still counted.
    expect((await limiter.hit("b", rule)).allowed).toBe(false);
    expect((await limiter.hit("c", rule)).allowed).toBe(false);
  });
});

describe("licence lookup limits", () => {
  it("are 20 lookups a minute per address and 10 an hour per serial", () => {
    expect(lookupLimits("198.51.100.7", "KTS1-ACTIVE0-0000001")).toEqual([
      { name: "lrc-address", limit: 20, windowSeconds: 60, key: "198.51.100.7" },
      { name: "lrc-serial", limit: 10, windowSeconds: 3600, key: expect.stringMatching(/^[0-9a-f]{32}$/) },
    ]);
  });

  it("never use the serial itself as a key", () => {
    expect(serialLimit("KTS1-ACTIVE0-0000001").key).not.toContain("KTS1");
    expect(serialLimit("KTS1-ACTIVE0-0000001").key).toBe(serialLimit("KTS1-ACTIVE0-0000001").key);
  });

  it("stop at the first refusal without counting the later limits", async () => {
    const limiter = createMemoryRateLimiter();
    const serial = (n: number) => `KTS1-ACTIVE0-${String(n).padStart(7, "0")}`;
    for (let n = 1; n <= lookupsPerAddress.limit; n += 1) {
      expect((await checkLookupLimits(limiter, lookupLimits("198.51.100.8", serial(n)))).allowed).toBe(true);
    }
    expect(await checkLookupLimits(limiter, lookupLimits("198.51.100.8", serial(21)))).toMatchObject({
      allowed: false,
      count: 21,
    });
    // The refused lookup did not count against its serial.
    expect(await checkLookupLimits(limiter, [serialLimit(serial(21))])).toMatchObject({ allowed: true, count: 1 });
  });

  it("refuse the 11th lookup of one serial within the hour, from any address", async () => {
    const limiter = createMemoryRateLimiter();
    const decisions = [];
    for (let n = 1; n <= 11; n += 1)
      decisions.push(await checkLookupLimits(limiter, lookupLimits(`198.51.100.${n}`, "KTS1-ACTIVE0-0000001")));
    expect(decisions.map((decision) => decision.allowed)).toEqual([...Array(10).fill(true), false]);
    expect(decisions.at(-1)?.retryAfterSeconds).toBe(3600);
  });

  it("allow the lookup and warn when the limiter's store fails", async () => {
    const warnings: unknown[] = [];
    const broken: RateLimiter = {
      kind: "redis",
      hit: () => Promise.reject(new Error("connection refused")),
      ping: async () => {},
      close: async () => {},
    };
    const decision = await checkLookupLimits(broken, lookupLimits("198.51.100.9", "KTS1-ACTIVE0-0000001"), {
      warn: (...args: unknown[]) => void warnings.push(args),
    } as never);
    expect(decision.allowed).toBe(true);
    expect(warnings).toHaveLength(1);
  });
});
