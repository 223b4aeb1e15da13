import { Redis } from "ioredis";
import type { Logger } from "./logger.server";

/**
 * The one Redis connection of a process, shared by the cache and the rate limiter, set up to fail
 * fast: a command that gets no answer within `commandTimeoutMs` fails, commands are never queued
 * while the connection is down (`enableOfflineQueue: false`), and the client reconnects on its own
 * with a capped backoff. Callers treat a failure as "Redis is away" and use their per-process
 * fallback; nothing waits for Redis longer than the timeout.
 *
 * Errors are logged as JSON, once when the connection goes down and once when it is back, instead
 * of ioredis printing "Unhandled error event" to stderr for every retry.
 */
export interface RedisConnection {
  client: Redis;
  /** Whether the connection is up now (commands would be sent). */
  ready(): boolean;
  close(): Promise<void>;
}

export interface RedisOptions {
  /** Milliseconds a command may take before it fails. */
  commandTimeoutMs?: number;
  /** Milliseconds a connection attempt may take. */
  connectTimeoutMs?: number;
  logger?: Pick<Logger, "warn" | "info">;
  /** Redis key prefix of every command. */
  keyPrefix?: string;
}

export const redisCommandTimeoutMs = 250;

export function createRedisConnection(url: string, options: RedisOptions = {}): RedisConnection {
  const client = new Redis(url, {
    commandTimeout: options.commandTimeoutMs ?? redisCommandTimeoutMs,
    connectTimeout: options.connectTimeoutMs ?? 1000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Reconnect forever, at most every 2 s: Redis coming back must be noticed without a restart.
    retryStrategy: (attempt) => Math.min(100 * attempt, 2000),
    ...(options.keyPrefix ? { keyPrefix: options.keyPrefix } : {}),
  });
  let down = false;
  client.on("error", (error: Error) => {
    if (down) return;
    down = true;
    options.logger?.warn({ err: { message: error.message, code: (error as { code?: string }).code } }, "redis unavailable");
  });
  client.on("ready", () => {
    if (!down) return;
    down = false;
    options.logger?.info("redis available again");
  });
  return {
    client,
    ready: () => client.status === "ready",
    async close() {
      await Promise.race([client.quit(), new Promise((resolve) => setTimeout(resolve, 500).unref())]).catch(() => {});
      client.disconnect();
    },
  };
}
