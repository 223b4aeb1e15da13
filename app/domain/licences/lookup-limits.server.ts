import { createHash } from "node:crypto";
import type { Logger } from "~/lib/logger.server";
import type { RateLimitDecision, RateLimiter, RateLimitRule } from "~/lib/rate-limit.server";

/**
 * How often licences may be looked up, so the lookup cannot be used to guess serials or to harvest
 * a known serial's details. Every lookup counts, found or not. The public call and the renewal
 * pages use the same rules and keys, so with Redis they share one count.
 */

/**
 * Per client address, 20 a minute: a visitor retyping a serial needs a handful; a script trying
 * serials gets 20 guesses a minute, against 36^18 possible serials.
 */
export const lookupsPerAddress: RateLimitRule = { name: "lrc-address", limit: 20, windowSeconds: 60 };

/**
 * Per serial, 10 an hour from any address: bounds what many addresses together can ask about one
 * serial. NOTE: someone who knows a serial can use up its lookups for the hour; its owner then
 * waits, as with any other limit.
 */
export const lookupsPerSerial: RateLimitRule = { name: "lrc-serial", limit: 10, windowSeconds: 3600 };

/** A rule with the key it counts. */
export interface KeyedLimit extends RateLimitRule {
  key: string;
}

/** The address limit of one client. */
export function addressLimit(clientIp: string): KeyedLimit {
  return { ...lookupsPerAddress, key: clientIp };
}

/** The serial limit of one serial (normalised). Hashed, so the limiter's store never holds serials. */
export function serialLimit(serial: string): KeyedLimit {
  return { ...lookupsPerSerial, key: createHash("sha256").update(serial).digest("hex").slice(0, 32) };
}

/**
 * Both limits of one lookup, the address first.
 *
 * @example
 * await checkLookupLimits(limiter, lookupLimits("203.0.113.5", "KTS1-ACTIVE0-0000001"), logger)
 * // { allowed: true, count: 1, retryAfterSeconds: 60 }
 */
export function lookupLimits(clientIp: string, serial: string): KeyedLimit[] {
  return [addressLimit(clientIp), serialLimit(serial)];
}

/**
 * Counts one hit on each limit in order and answers the first refusal (later limits are then not
 * counted), else the last decision. When the limiter's store fails, the lookup is allowed and a
 * warning logged: renewals stay possible while Redis is down, and failed lookups stay padded.
 */
export async function checkLookupLimits(
  limiter: RateLimiter,
  limits: readonly KeyedLimit[],
  logger?: Pick<Logger, "warn">,
): Promise<RateLimitDecision> {
  let decision: RateLimitDecision = { allowed: true, count: 0, retryAfterSeconds: 0 };
  for (const limit of limits) {
    try {
      decision = await limiter.hit(limit.key, limit);
    } catch (error) {
      logger?.warn({ err: error, limit: limit.name }, "rate limiter unavailable; lookup allowed");
      return { allowed: true, count: 0, retryAfterSeconds: 0 };
    }
    if (!decision.allowed) return decision;
  }
  return decision;
}
