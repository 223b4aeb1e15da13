import { createHash } from "node:crypto";
import { addressKey, networkKey } from "~/lib/client-address";
import type { Logger } from "~/lib/logger.server";
import type { RateLimitDecision, RateLimiter, RateLimitRule } from "~/lib/rate-limit.server";

/**
 * How often licences may be looked up, so that the lookup cannot be used to guess serials. The
 * public call, the renewal forms, the partner dialog and a serial in a page's query all use these
 * rules and keys, so (with Redis) they share one count.
 *
 * Two kinds of budget:
 * - Lookups, found or not, per client (IPv4 address or IPv6 /64) and per network (IPv4 /24 or
 *   IPv6 /48), and per serial from one client — so one client cannot hammer one serial.
 * - Failed lookups (unknown serial, blocked licence) per client, per network and for everyone per
 *   minute: guessing is failing, and these budgets bound it however the guesser spreads out.
 *   They are checked before a lookup (a lookup that might fail is not started once a budget is
 *   used up) and counted after one that failed.
 *
 * What is not limited: how often others look up a serial that exists. Finding a licence costs a
 * guesser nothing he did not already know, and a customer typing his own valid serial must not be
 * refused because others looked it up.
 */

/** Per client, 20 a minute: a visitor retyping a serial needs a handful; a script gets 20 tries. */
export const lookupsPerAddress: RateLimitRule = { name: "lrc-address", limit: 20, windowSeconds: 60 };
/** Per network, 120 a minute: a shared office or carrier network holds many visitors. */
export const lookupsPerNetwork: RateLimitRule = { name: "lrc-network", limit: 120, windowSeconds: 60 };
/** One serial from one client, 10 an hour: reloading a verdict is fine; polling it is not. */
export const lookupsPerSerialAndAddress: RateLimitRule = { name: "lrc-serial", limit: 10, windowSeconds: 3600 };
/** Failed lookups per client, 30 an hour. */
export const failuresPerAddress: RateLimitRule = { name: "lrc-fail-address", limit: 30, windowSeconds: 3600 };
/** Failed lookups per network, 100 an hour. */
export const failuresPerNetwork: RateLimitRule = { name: "lrc-fail-network", limit: 100, windowSeconds: 3600 };
/** Failed lookups of everyone together per minute; the limit is configured (LOOKUP_FAILURES_PER_MINUTE). */
export function failuresOfEveryone(limit: number): RateLimitRule {
  return { name: "lrc-fail-all", limit, windowSeconds: 60 };
}

/** A rule with the key it counts. */
export interface KeyedLimit extends RateLimitRule {
  key: string;
}

/** Serials are hashed, so the limiter's store never holds one. */
function serialHash(serial: string): string {
  return createHash("sha256").update(serial).digest("hex").slice(0, 32);
}

/** The lookup counts of one client: per address and per network. */
export function clientLimits(clientIp: string): KeyedLimit[] {
  return [
    { ...lookupsPerAddress, key: addressKey(clientIp) },
    { ...lookupsPerNetwork, key: networkKey(clientIp) },
  ];
}

/** The lookup count of one serial (normalised) from one client. */
export function serialLimit(clientIp: string, serial: string): KeyedLimit {
  return { ...lookupsPerSerialAndAddress, key: `${serialHash(serial)}:${addressKey(clientIp)}` };
}

/** Every lookup count of one lookup: client, network, and the serial from that client. */
export function lookupLimits(clientIp: string, serial: string): KeyedLimit[] {
  return [...clientLimits(clientIp), serialLimit(clientIp, serial)];
}

/** The failure budgets a client's lookups draw on. */
export function failureLimits(clientIp: string, failuresPerMinute: number): KeyedLimit[] {
  return [
    { ...failuresPerAddress, key: addressKey(clientIp) },
    { ...failuresPerNetwork, key: networkKey(clientIp) },
    { ...failuresOfEveryone(failuresPerMinute), key: "all" },
  ];
}

const allowed: RateLimitDecision = { allowed: true, count: 0, retryAfterSeconds: 0 };

/**
 * Counts one hit on each of `count` in order and answers the first refusal (later limits are then
 * not counted); then checks, without counting, that none of the `budgets` is used up.
 *
 * When the limiter fails in a way its Redis fallback does not cover, the lookup is allowed and a
 * warning logged: renewals stay possible, and failed lookups stay padded.
 *
 * @example
 * await checkLookupLimits(limiter, { count: lookupLimits("203.0.113.5", serial), budgets: failureLimits("203.0.113.5", 300) })
 * // { allowed: true, count: 1, retryAfterSeconds: 60 }
 */
export async function checkLookupLimits(
  limiter: RateLimiter,
  limits: { count: readonly KeyedLimit[]; budgets?: readonly KeyedLimit[] },
  logger?: Pick<Logger, "warn">,
): Promise<RateLimitDecision> {
  let decision = allowed;
  try {
    for (const limit of limits.count) {
      decision = await limiter.consume(limit, limit.key);
      if (!decision.allowed) return decision;
    }
    for (const budget of limits.budgets ?? []) {
      const state = await limiter.peek(budget, budget.key);
      if (!state.allowed) return state;
    }
  } catch (error) {
    logger?.warn({ err: error }, "rate limiter unavailable; lookup allowed");
    return allowed;
  }
  return decision;
}

/** Counts a failed lookup against each failure budget. */
export async function recordLookupFailure(
  limiter: RateLimiter,
  budgets: readonly KeyedLimit[],
  logger?: Pick<Logger, "warn">,
): Promise<void> {
  try {
    await Promise.all(budgets.map((budget) => limiter.consume(budget, budget.key)));
  } catch (error) {
    logger?.warn({ err: error }, "rate limiter unavailable; failed lookup not counted");
  }
}
