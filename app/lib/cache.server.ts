import { Redis } from "ioredis";

/**
 * A key/value cache with expiry, shared between processes through Redis when REDIS_URL is set,
 * otherwise kept in this process's memory. Values are JSON.
 */
export interface Cache {
  readonly kind: "memory" | "redis";
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Resolves when the store answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function createCache(options: { redisUrl?: string; prefix?: string; maxEntries?: number; now?: () => number }): Cache {
  return options.redisUrl ? createRedisCache(options.redisUrl, options.prefix ?? "bastion:") : createMemoryCache(options);
}

/** Per-process cache; the oldest entries are dropped past `maxEntries`. */
export function createMemoryCache(options: { maxEntries?: number; now?: () => number } = {}): Cache {
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: string; expiresAt: number }>();
  return {
    kind: "memory",
    async get<T>(key: string) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return JSON.parse(entry.value) as T;
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
    async ping() {},
    async close() {
      entries.clear();
    },
  };
}

function createRedisCache(url: string, prefix: string): Cache {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    kind: "redis",
    async get<T>(key: string) {
      const value = await redis.get(prefix + key);
      return value === null ? undefined : (JSON.parse(value) as T);
    },
    async set(key, value, ttlSeconds) {
      await redis.set(prefix + key, JSON.stringify(value), "EX", Math.max(1, Math.ceil(ttlSeconds)));
    },
    async delete(key) {
      await redis.del(prefix + key);
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
