import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redisReady, testCacheKinds, testRedisUrl, useCuttableRedis, useRedisConnection } from "../../tests/support/redis";
import { type Cache, createCache, createMemoryCache } from "./cache.server";
import { createRedisConnection } from "./redis.server";

describe.each(testCacheKinds())("%s cache", (kind) => {
  const redis = useRedisConnection(kind === "redis" ? testRedisUrl() : undefined);
  const cache: Cache = createCache({ redis, prefix: `test:${randomUUID()}:` });
  beforeAll(async () => {
    if (redis) await redisReady(redis);
  });
  afterAll(() => cache.close());

  it("reports its kind and answers ping", async () => {
    expect(cache.kind).toBe(kind);
    await expect(cache.ping()).resolves.toBeUndefined();
  });

  it("stores JSON values until deleted", async () => {
    await cache.set("currencies:de-de", [{ code: "EUR", decimals: 2 }], 60);
    expect(await cache.get("currencies:de-de")).toEqual([{ code: "EUR", decimals: 2 }]);
    await cache.delete("currencies:de-de");
    expect(await cache.get("currencies:de-de")).toBeUndefined();
  });

  it("answers undefined for unknown keys", async () => {
    expect(await cache.get("never-set")).toBeUndefined();
  });

  it("gives a taken entry to one caller only", async () => {
    await cache.set("token", { site: "en-ca" }, 60);
    const takers = await Promise.all(Array.from({ length: 8 }, () => cache.take("token")));
    expect(takers.filter((value) => value !== undefined)).toEqual([{ site: "en-ca" }]);
    expect(await cache.get("token")).toBeUndefined();
  });
});

describe("memory cache", () => {
  it("expires entries after their time to live", async () => {
    let now = 1_000;
    const cache = createMemoryCache({ now: () => now });
    await cache.set("k", 1, 10);
    now += 9_999;
    expect(await cache.get("k")).toBe(1);
    now += 1;
    expect(await cache.get("k")).toBeUndefined();
    await cache.set("t", 1, 10);
    now += 10_000;
    expect(await cache.take("t")).toBeUndefined();
  });

  it("drops the oldest entries past its size limit", async () => {
    const cache = createMemoryCache({ maxEntries: 2 });
    await cache.set("a", 1, 60);
    await cache.set("b", 2, 60);
    await cache.set("c", 3, 60);
    expect(await cache.get("a")).toBeUndefined();
    expect(await cache.get("c")).toBe(3);
  });
});

describe.runIf(testRedisUrl())("redis cache when Redis goes away", () => {
  const redis = useCuttableRedis();

  it("keeps working from process memory, fast, and uses Redis again once it is back", async () => {
    const connection = createRedisConnection(redis.url());
    const cache = createCache({ redis: connection, prefix: `test:${randomUUID()}:` });
    try {
      await redisReady(connection);
      await cache.set("before", 1, 60);
      redis.proxy().mode("blackhole");
      const started = performance.now();
      await cache.set("during", { kept: true }, 60);
      expect(await cache.get("during")).toEqual({ kept: true });
      expect(await cache.take("during")).toEqual({ kept: true });
      expect(await cache.take("during")).toBeUndefined();
      // Four operations, each bounded by the command timeout rather than a reconnect.
      expect(performance.now() - started).toBeLessThan(4 * 1000);
      await expect(cache.ping()).rejects.toThrow();

      redis.proxy().mode("pass");
      await redisReady(connection, 5000);
      expect(await cache.get("before")).toBe(1);
    } finally {
      await cache.close();
      await connection.close();
    }
  });
});
