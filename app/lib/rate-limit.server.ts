import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { RedisConnection } from "./redis.server";

/**
 * Fixed-window rate limits on `rate-limiter-flexible`: at most `limit` hits per key in a window of
 * `windowSeconds` that starts at the key's first hit.
 *
 * - Each rule has its own store (its own Redis key prefix, its own in-memory map), so keys of one
 *   rule can never push out the counters of another, and a decision costs one map or one Redis
 *   round trip (an atomic Lua INCR + PEXPIRE), whatever the number of keys. In memory, a key is
 *   dropped when its window ends, so memory is bounded by the request rate times the window.
 * - With Redis, counts are shared between processes. When Redis is away (not connected, or a
 *   command past its short timeout), every rule counts in this process's memory instead — it
 *   keeps limiting per process — and returns to Redis by itself once Redis answers again.
 */

export interface RateLimitRule {
  /** Part of the key: one counter per rule and key. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Hits in the current window, this one included (for `peek`: so far). */
  count: number;
  /** Seconds until the window ends (at least 1): the `Retry-After` of a refusal. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  readonly kind: "memory" | "redis";
  /** Counts `points` hits (default 1) for `key` under `rule`; allowed while within the limit. */
  consume(rule: RateLimitRule, key: string, points?: number): Promise<RateLimitDecision>;
  /** The count so far without counting; allowed while one more hit would be within the limit. */
  peek(rule: RateLimitRule, key: string): Promise<RateLimitDecision>;
  /** Resolves when the store answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface RateLimiterOptions {
  /** Shared counts through Redis; memory only when unset. */
  redis?: RedisConnection;
  /** Redis key prefix. */
  prefix?: string;
}

type Store = RateLimiterMemory | RateLimiterRedis;

export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const stores = new Map<string, Store>();
  const prefix = options.prefix ?? "bastion:rl:";
  const { redis } = options;

  function storeOf(rule: RateLimitRule): Store {
    const id = `${rule.name}:${rule.limit}:${rule.windowSeconds}`;
    let store = stores.get(id);
    if (!store) {
      const shape = { points: rule.limit, duration: rule.windowSeconds, keyPrefix: `${prefix}${rule.name}` };
      const memory = new RateLimiterMemory(shape);
      store = redis
        ? new RateLimiterRedis({ ...shape, storeClient: redis.client, insuranceLimiter: memory, rejectIfRedisNotReady: true })
        : memory;
      stores.set(id, store);
    }
    return store;
  }

  return {
    kind: redis ? "redis" : "memory",
    async consume(rule, key, points = 1) {
      try {
        return decision(rule, await storeOf(rule).consume(key, points));
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return decision(rule, refusal);
        throw refusal;
      }
    },
    async peek(rule, key) {
      const state = await storeOf(rule).get(key);
      if (!state) return { allowed: true, count: 0, retryAfterSeconds: rule.windowSeconds };
      return { ...decision(rule, state), allowed: state.consumedPoints < rule.limit };
    },
    async ping() {
      if (redis) await redis.client.ping();
    },
    async close() {
      stores.clear();
    },
  };
}

function decision(rule: RateLimitRule, state: RateLimiterRes): RateLimitDecision {
  return {
    allowed: state.consumedPoints <= rule.limit,
    count: state.consumedPoints,
    retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)),
  };
}
