import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redisReady, testCacheKinds, testRedisUrl, useCuttableRedis, useRedisConnection } from "../../tests/support/redis";
import { createRateLimiter, type RateLimiter } from "./rate-limit.server";
import { createRedisConnection } from "./redis.server";

describe.each(testCacheKinds())("%s rate limiter", (kind) => {
  const redis = useRedisConnection(kind === "redis" ? testRedisUrl() : undefined);
  const limiter: RateLimiter = createRateLimiter({ redis, prefix: `test:${randomUUID()}:` });
  beforeAll(async () => {
    if (redis) await redisReady(redis);
  });
  afterAll(() => limiter.close());
  const rule = { name: "test", limit: 3, windowSeconds: 60 };

  it("reports its kind and answers ping", async () => {
    expect(limiter.kind).toBe(kind);
    await expect(limiter.ping()).resolves.toBeUndefined();
  });

  it("allows the limit, then refuses with the seconds left in the window", async () => {
    const decisions = [];
    for (let hit = 0; hit < 5; hit += 1) decisions.push(await limiter.consume(rule, "203.0.113.1"));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false, false]);
    expect(decisions.map((decision) => decision.count)).toEqual([1, 2, 3, 4, 5]);
    for (const decision of decisions) {
      expect(decision.retryAfterSeconds).toBeGreaterThanOrEqual(59);
      expect(decision.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
  });

  it("counts each key and each rule apart", async () => {
    for (let hit = 0; hit < 3; hit += 1) await limiter.consume(rule, "203.0.113.2");
    expect((await limiter.consume(rule, "203.0.113.2")).allowed).toBe(false);
    expect((await limiter.consume(rule, "203.0.113.3")).allowed).toBe(true);
    expect((await limiter.consume({ ...rule, name: "other" }, "203.0.113.2")).allowed).toBe(true);
  });

  it("peeks without counting", async () => {
    expect(await limiter.peek(rule, "203.0.113.4")).toMatchObject({ allowed: true, count: 0 });
    await limiter.consume(rule, "203.0.113.4", 2);
    expect(await limiter.peek(rule, "203.0.113.4")).toMatchObject({ allowed: true, count: 2 });
    await limiter.consume(rule, "203.0.113.4");
    expect(await limiter.peek(rule, "203.0.113.4")).toMatchObject({ allowed: false, count: 3 });
    expect(await limiter.peek(rule, "203.0.113.4")).toMatchObject({ count: 3 });
  });

  it("starts a new window once the old one has ended", async () => {
    const short = { name: "short", limit: 1, windowSeconds: 1 };
    expect((await limiter.consume(short, "k")).allowed).toBe(true);
    expect((await limiter.consume(short, "k")).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await limiter.consume(short, "k")).allowed).toBe(true);
  });
});

describe("memory rate limiter under many keys", () => {
  it("keeps a used-up counter of one rule through 120 000 keys of another", async () => {
    const limiter = createRateLimiter();
    const serial = { name: "serial", limit: 10, windowSeconds: 3600 };
    const address = { name: "address", limit: 20, windowSeconds: 60 };
    for (let hit = 0; hit < 10; hit += 1) await limiter.consume(serial, "known-serial");
    expect((await limiter.consume(serial, "known-serial")).allowed).toBe(false);
    for (let n = 0; n < 120_000; n += 1) await limiter.consume(address, `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`);
    expect((await limiter.consume(serial, "known-serial")).allowed).toBe(false);
    // Each rotating address still has its own budget.
    expect((await limiter.consume(address, "10.0.0.1")).count).toBe(2);
  });
});

describe.runIf(testRedisUrl())("redis rate limiter when Redis goes away", () => {
  const redis = useCuttableRedis();

  it("answers fast, keeps limiting in memory, and returns to Redis by itself", async () => {
    const connection = createRedisConnection(redis.url());
    const direct = createRedisConnection(testRedisUrl() ?? "");
    const prefix = `test:${randomUUID()}:`;
    const limiter = createRateLimiter({ redis: connection, prefix });
    const rule = { name: "cut", limit: 3, windowSeconds: 60 };
    try {
      await redisReady(connection);
      await redisReady(direct);
      expect((await limiter.consume(rule, "a")).count).toBe(1);
      expect(await direct.client.get(`${prefix}cut:a`)).toBe("1");

      for (const mode of ["blackhole", "refuse"] as const) {
        redis.proxy().mode(mode);
        const started = performance.now();
        const decisions = [];
        for (let hit = 0; hit < 5; hit += 1) decisions.push((await limiter.consume(rule, `${mode}-client`)).allowed);
        // Each decision waits at most for one command timeout, never for a reconnect.
        expect(performance.now() - started).toBeLessThan(5 * 1000);
        expect(decisions).toEqual([true, true, true, false, false]);
      }

      redis.proxy().mode("pass");
      await redisReady(connection, 5000);
      expect(connection.ready()).toBe(true);
      await limiter.consume(rule, "after");
      expect(await direct.client.get(`${prefix}cut:after`)).toBe("1");
    } finally {
      await limiter.close();
      await connection.close();
      await direct.close();
    }
  });
});
