import { afterAll, beforeAll } from "vitest";
import { createRedisConnection, type RedisConnection } from "~/lib/redis.server";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy";

/** The Redis of the data-layer tests: TEST_REDIS_URL (CI sets it; CI refuses to run without it). */
export function testRedisUrl(): string | undefined {
  const url = process.env.TEST_REDIS_URL;
  if (!url && process.env.CI) throw new Error("TEST_REDIS_URL must be set in CI (.ci/run sets it)");
  return url;
}

/** "memory", plus "redis" when a test Redis is configured. */
export function testCacheKinds(): Array<"memory" | "redis"> {
  return testRedisUrl() ? ["memory", "redis"] : ["memory"];
}

/** A Redis connection for one test file, closed after it. */
export function useRedisConnection(url: string | undefined): RedisConnection | undefined {
  if (!url) return undefined;
  const connection = createRedisConnection(url);
  afterAll(() => connection.close());
  return connection;
}

/** Resolves once the connection is ready (or after `ms`). */
export async function redisReady(connection: RedisConnection, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!connection.ready() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * The test Redis behind a TCP proxy the test can cut (`tests/support/tcp-proxy.ts`), for one
 * `describe`: `url()` reaches Redis through the proxy, `proxy()` switches it.
 */
export function useCuttableRedis(): { proxy: () => TcpProxy; url: () => string } {
  let proxy: TcpProxy | undefined;
  const target = new URL(testRedisUrl() ?? "redis://127.0.0.1:6379");
  beforeAll(async () => {
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
  });
  afterAll(() => proxy?.close());
  const started = () => {
    if (!proxy) throw new Error("the proxy starts in beforeAll");
    return proxy;
  };
  return { proxy: started, url: () => `redis://127.0.0.1:${started().port}${target.pathname}` };
}
