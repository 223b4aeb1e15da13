import { Redis } from "ioredis";

/**
 * Fixed-window rate limits: at most `limit` hits per key in each window of `windowSeconds`, the
 * window starting at the key's first hit. Shared between processes through Redis when REDIS_URL
 * is set (INCR, then PEXPIRE … NX so only the first hit starts the window), otherwise counted in
 * this process's memory. A fixed window may let up to twice the limit through around a window's
 * end; for stopping serial guessing that is enough, and it costs one round trip.
 */

export interface RateLimitRule {
  /** Part of the key: one counter per rule and key. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the window ends (at least 1): the `Retry-After` of a refusal. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  readonly kind: "memory" | "redis";
  /** Counts one hit for `key` under `rule` and says whether it is within the limit. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitDecision>;
  /** Resolves when the store answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface RateLimiterOptions {
  /** `redis://` URL, as for `createCache`; memory when unset. */
  redisUrl?: string;
  /** Redis key prefix. */
  prefix?: string;
  /** Memory only: keys kept at most (the oldest windows are dropped first). */
  maxKeys?: number;
  /** Memory only: milliseconds since the epoch; for tests. */
  now?: () => number;
}

/** Redis when `redisUrl` is set, like `createCache`; memory otherwise. */
export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  return options.redisUrl
    ? createRedisRateLimiter(options.redisUrl, options.prefix ?? "bastion:rl:")
    : createMemoryRateLimiter(options);
}

function decide(rule: RateLimitRule, count: number, msLeft: number): RateLimitDecision {
  return { allowed: count <= rule.limit, count, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };
}

/** Per-process counters. Past `maxKeys`, ended windows are swept, then the oldest dropped. */
export function createMemoryRateLimiter(options: Pick<RateLimiterOptions, "maxKeys" | "now"> = {}): RateLimiter {
  const maxKeys = options.maxKeys ?? 100_000;
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    kind: "memory",
    async hit(key, rule) {
      const id = `${rule.name}:${key}`;
      const at = now();
      let window = windows.get(id);
      if (!window || window.endsAt <= at) {
        windows.delete(id);
        window = { count: 0, endsAt: at + rule.windowSeconds * 1000 };
        windows.set(id, window);
        if (windows.size > maxKeys) sweep(at);
      }
      window.count += 1;
      return decide(rule, window.count, window.endsAt - at);
    },
    async ping() {},
    async close() {
      windows.clear();
    },
  };

  function sweep(at: number) {
    for (const [id, window] of windows) if (window.endsAt <= at) windows.delete(id);
    // NOTE: still full means many live keys (an attack spread over addresses); forgetting the
    // oldest windows lets those keys start over, which bounds memory at the cost of precision.
    for (const id of windows.keys()) {
      if (windows.size <= maxKeys) break;
      windows.delete(id);
    }
  }
}

function createRedisRateLimiter(url: string, prefix: string): RateLimiter {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    kind: "redis",
    async hit(key, rule) {
      const id = `${prefix}${rule.name}:${key}`;
      const windowMs = rule.windowSeconds * 1000;
      const replies = await redis.multi().incr(id).pexpire(id, windowMs, "NX").pttl(id).exec();
      if (!replies) throw new Error("rate limit transaction was discarded");
      const failed = replies.find(([error]) => error);
      if (failed?.[0]) throw failed[0];
      const count = Number(replies[0]?.[1]);
      const ttl = Number(replies[2]?.[1]);
      return decide(rule, count, ttl > 0 ? ttl : windowMs);
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
