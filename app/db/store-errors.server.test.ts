import { describe, expect, it } from "vitest";
import { DatabaseGuard } from "./guarded-dialect.server";
import { isConnectionFailure, isStoreUnavailable, StoreUnavailableError } from "./store-errors.server";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isConnectionFailure / isStoreUnavailable", () => {
  it.each([
    ["refused", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"), true, true],
    ["refused on every address", new AggregateError([withCode("x", "ECONNREFUSED")], "connect failed"), true, true],
    ["pg connect timeout", new Error("timeout exceeded when trying to connect"), true, true],
    ["pg lost connection", new Error("Connection terminated unexpectedly"), true, true],
    ["pg reply timeout", new Error("Query read timeout"), true, true],
    ["server shutting down", withCode("terminating connection due to administrator command", "57P01"), true, true],
    ["too many connections", withCode("sorry, too many clients already", "53300"), true, true],
    ["guard open", new StoreUnavailableError("database unavailable"), true, true],
    ["wrapped cause", new Error("query failed", { cause: withCode("x", "ECONNRESET") }), true, true],
    ["statement timeout", withCode("canceling statement due to statement timeout", "57014"), false, true],
    ["sqlite busy", withCode("database is locked", "ERR_SQLITE_ERROR"), false, true],
    ["unique violation", withCode("duplicate key value", "23505"), false, false],
    ["a bug", new TypeError("x is not a function"), false, false],
    ["nothing", undefined, false, false],
  ])("%s", (_label, error, connection, unavailable) => {
    expect(isConnectionFailure(error)).toBe(connection);
    expect(isStoreUnavailable(error)).toBe(unavailable);
  });
});

describe("DatabaseGuard", () => {
  it("answers at once while open after a connection failure, and tries again after its cooldown", () => {
    let now = 0;
    const guard = new DatabaseGuard(5000, () => now);
    expect(() => guard.check()).not.toThrow();
    guard.observe(new Error("unique violation"));
    expect(guard.open).toBe(false);
    guard.observe(withCode("connect ECONNREFUSED", "ECONNREFUSED"));
    expect(() => guard.check()).toThrow(StoreUnavailableError);
    now += 4999;
    expect(guard.open).toBe(true);
    now += 1;
    expect(() => guard.check()).not.toThrow();
  });
});
