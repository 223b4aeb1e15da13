import { describe, expect, it } from "vitest";
import { createRateLimiter, type RateLimiter } from "~/lib/rate-limit.server";
import {
  checkLookupLimits,
  clientLimits,
  failureLimits,
  failuresPerAddress,
  lookupLimits,
  lookupsPerAddress,
  lookupsPerNetwork,
  recordLookupFailure,
  serialLimit,
} from "./lookup-limits.server";

const serial = (n: number) => `KTS1-ACTIVE0-${String(n).padStart(7, "0")}`;

/** One renewal-form lookup as the licence port makes it: counts, then budgets; a failure is recorded. */
async function lookup(limiter: RateLimiter, clientIp: string, key: string, outcome: "found" | "unknown", perMinute = 300) {
  const budgets = failureLimits(clientIp, perMinute);
  const decision = await checkLookupLimits(limiter, { count: lookupLimits(clientIp, key), budgets });
  if (decision.allowed && outcome === "unknown") await recordLookupFailure(limiter, budgets);
  return decision;
}

describe("lookup limit keys", () => {
  it("count an IPv4 client by address and network", () => {
    expect(clientLimits("198.51.100.7").map(({ name, key }) => [name, key])).toEqual([
      ["lrc-address", "198.51.100.7"],
      ["lrc-network", "198.51.100.0/24"],
    ]);
  });

  it("count an IPv6 client by its /64 and its /48", () => {
    expect(clientLimits("2001:db8:1:2:aaaa:bbbb:cccc:dddd").map(({ key }) => key)).toEqual([
      "2001:db8:1:2::/64",
      "2001:db8:1::/48",
    ]);
  });

  it("never use the serial itself as a key", () => {
    const limit = serialLimit("198.51.100.7", "KTS1-ACTIVE0-0000001");
    expect(limit.key).not.toContain("KTS1");
    expect(limit.key).toMatch(/^[0-9a-f]{32}:198\.51\.100\.7$/);
  });
});

describe("licence lookup limits (spec: guessing bounded, owners never locked out)", () => {
  it("refuse the 21st lookup a minute from one address", async () => {
    const limiter = createRateLimiter();
    const decisions = [];
    for (let n = 1; n <= lookupsPerAddress.limit + 1; n += 1)
      decisions.push(await lookup(limiter, "198.51.100.8", serial(n), "found"));
    expect(decisions.map((decision) => decision.allowed)).toEqual([...Array(20).fill(true), false]);
    expect(decisions.at(-1)?.retryAfterSeconds).toBeGreaterThanOrEqual(59);
  });

  it("refuse rotation inside one IPv6 /64 like one address", async () => {
    const limiter = createRateLimiter();
    const decisions = [];
    for (let n = 1; n <= 21; n += 1) decisions.push(await lookup(limiter, `2001:db8:0:1::${n.toString(16)}`, serial(n), "found"));
    expect(decisions.at(-1)?.allowed).toBe(false);
    // Another /64 has its own budget.
    expect((await lookup(limiter, "2001:db8:0:2::1", serial(99), "found")).allowed).toBe(true);
  });

  it("refuse rotation inside one network past the network's budget", async () => {
    const limiter = createRateLimiter();
    let last = { allowed: true };
    for (let n = 1; n <= lookupsPerNetwork.limit + 1; n += 1) last = await lookup(limiter, `203.0.113.${n}`, serial(n), "found");
    expect(last.allowed).toBe(false);
  });

  it("still let the owner look up a serial that others looked up ten times", async () => {
    const limiter = createRateLimiter();
    for (let n = 1; n <= 10; n += 1)
      expect((await lookup(limiter, `198.51.${n}.1`, "KTS1-ACTIVE0-0000001", "found")).allowed).toBe(true);
    expect((await lookup(limiter, "192.0.2.200", "KTS1-ACTIVE0-0000001", "found")).allowed).toBe(true);
  });

  it("refuse the 11th lookup of one serial from one address within the hour", async () => {
    const limiter = createRateLimiter();
    const decisions = [];
    for (let n = 1; n <= 11; n += 1) decisions.push(await lookup(limiter, "198.51.100.9", "KTS1-ACTIVE0-0000001", "found"));
    expect(decisions.map((decision) => decision.allowed)).toEqual([...Array(10).fill(true), false]);
  });

  it("refuse an address that used up its failure budget, however slowly it guessed", async () => {
    const limiter = createRateLimiter();
    await recordLookupFailure(limiter, failureLimits("198.51.100.10", 300).slice(0, 1));
    for (let n = 1; n < failuresPerAddress.limit; n += 1)
      await recordLookupFailure(limiter, failureLimits("198.51.100.10", 300).slice(0, 1));
    expect((await lookup(limiter, "198.51.100.10", serial(1), "found")).allowed).toBe(false);
    expect((await lookup(limiter, "198.51.100.11", serial(1), "found")).allowed).toBe(true);
  });

  it("stop every lookup once everyone together failed the configured number of times this minute", async () => {
    const limiter = createRateLimiter();
    for (let n = 1; n <= 5; n += 1) expect((await lookup(limiter, `10.${n}.0.1`, serial(n), "unknown", 5)).allowed).toBe(true);
    const refused = await lookup(limiter, "192.0.2.77", serial(6), "found", 5);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("count a refused lookup against nothing after the refusing limit", async () => {
    const limiter = createRateLimiter();
    for (let n = 1; n <= 20; n += 1) await lookup(limiter, "198.51.100.12", serial(n), "found");
    expect((await lookup(limiter, "198.51.100.12", serial(21), "found")).allowed).toBe(false);
    // The refused lookup did not count against its serial from that address.
    expect(
      await limiter.peek(serialLimit("198.51.100.12", serial(21)), serialLimit("198.51.100.12", serial(21)).key),
    ).toMatchObject({
      count: 0,
    });
  });

  it("allow the lookup and warn when the limiter fails beyond its fallback", async () => {
    const warnings: unknown[] = [];
    const broken: RateLimiter = {
      kind: "redis",
      consume: () => Promise.reject(new Error("connection refused")),
      peek: () => Promise.reject(new Error("connection refused")),
      ping: async () => {},
      close: async () => {},
    };
    const decision = await checkLookupLimits(
      broken,
      { count: lookupLimits("198.51.100.13", serial(1)) },
      {
        warn: (...args: unknown[]) => void warnings.push(args),
      },
    );
    expect(decision.allowed).toBe(true);
    expect(warnings).toHaveLength(1);
  });
});
