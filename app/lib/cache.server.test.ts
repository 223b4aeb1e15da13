import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { type Cache, createCache, createMemoryCache } from "./cache.server";

const kinds = process.env.TEST_REDIS_URL ? (["memory", "redis"] as const) : (["memory"] as const);

describe.each(kinds)("%s cache", (kind) => {
  const cache: Cache = createCache({
    redisUrl: kind === "redis" ? process.env.TEST_REDIS_URL : undefined,
    prefix: `test:${randomUUID()}:`,
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
