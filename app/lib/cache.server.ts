import type { Logger } from "./logger.server";
import type { RedisConnection } from "./redis.server";

/**
 * A key/value cache with expiry, shared between processes through Redis when REDIS_URL is set,
 * otherwise kept in this process's memory. Values are JSON.
 *
 * With Redis, every operation has the connection's short command timeout, and a failing Redis
 * degrades to this process's memory instead of failing the request: what is written while Redis
 * is away lives in this process only (a renewal session, say, then works on this process), and
 * reads look there when Redis fails or has no entry. Redis coming back needs no restart.
 */
export interface Cache {
  readonly kind: "memory" | "redis";
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * Reads and removes an entry in one step: of several concurrent callers, at most one gets it
   * (Redis GETDEL; in memory, one synchronous step). For single-use tokens.
   */
  take<T>(key: string): Promise<T | undefined>;
  /** Resolves when the store answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface CacheOptions {
  /** Redis when given (see `createRedisConnection`); memory otherwise. */
  redis?: RedisConnection;
  /** Redis key prefix. */
  prefix?: string;
  /** Memory (and Redis fallback) entries kept at most; the oldest are dropped first. */
  maxEntries?: number;
  now?: () => number;
  logger?: Pick<Logger, "warn">;
}

export function createCache(options: CacheOptions = {}): Cache {
  const memory = createMemoryCache(options);
  return options.redis ? createRedisCache(options.redis, options.prefix ?? "bastion:", memory, options.logger) : memory;
}

/** Per-process cache; the oldest entries are dropped past `maxEntries`. */
export function createMemoryCache(options: { maxEntries?: number; now?: () => number } = {}): Cache {
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: string; expiresAt: number }>();
  function read<T>(key: string): T | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return JSON.parse(entry.value) as T;
  }
  return {
    kind: "memory",
    async get<T>(key: string) {
      return read<T>(key);
    },
    async set(key, value, ttlSeconds) {
      entries.delete(key);
      entries.set(key, { value: JSON.stringify(value), expiresAt: now() + ttlSeconds * 1000 });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    async delete(key) {
      entries.delete(key);
    },
    async take<T>(key: string) {
      const value = read<T>(key);
      entries.delete(key);
      return value;
    },
    async ping() {},
    async close() {
      entries.clear();
    },
  };
}

function createRedisCache(redis: RedisConnection, prefix: string, fallback: Cache, logger?: Pick<Logger, "warn">): Cache {
  const { client } = redis;
  let warned = false;
  /** Runs a Redis operation; on failure logs once per outage and answers through the fallback. */
  async function attempt<T>(operation: () => Promise<T>, degraded: () => Promise<T>): Promise<T> {
    try {
      const result = await operation();
      warned = false;
      return result;
    } catch (error) {
      if (!warned)
        logger?.warn({ err: { message: (error as Error).message } }, "cache using process memory while redis is unavailable");
      warned = true;
      return degraded();
    }
  }
  const parse = <T>(value: string | null) => (value === null ? undefined : (JSON.parse(value) as T));
  return {
    kind: "redis",
    get: <T>(key: string) =>
      attempt(
        async () => parse<T>(await client.get(prefix + key)) ?? (await fallback.get<T>(key)),
        () => fallback.get<T>(key),
      ),
    set: (key, value, ttlSeconds) =>
      attempt(
        async () => {
          await client.set(prefix + key, JSON.stringify(value), "EX", Math.max(1, Math.ceil(ttlSeconds)));
        },
        () => fallback.set(key, value, ttlSeconds),
      ),
    async delete(key) {
      await fallback.delete(key);
      await attempt(
        async () => {
          await client.del(prefix + key);
        },
        async () => {},
      );
    },
    take: <T>(key: string) =>
      attempt(
        async () => parse<T>(await client.getdel(prefix + key)) ?? (await fallback.take<T>(key)),
        () => fallback.take<T>(key),
      ),
    async ping() {
      await client.ping();
    },
    close: () => fallback.close(),
  };
}
