import { describe, expect, it } from "vitest";
import { addDays, daysExpired, daysLeft, expiryWarningDays, isIsoDay, isoDay, licenceState } from "./state";

const today = "2026-03-01";

describe("days left and expired", () => {
  it.each([
    ["120 days ahead", "2026-06-29", 120, 0],
    ["tomorrow", "2026-03-02", 1, 0],
    ["today", today, 0, 0],
    ["yesterday", "2026-02-28", 0, 1],
    ["across a leap day", "2028-03-01", 731, 0],
    ["a year ago", "2025-03-01", 0, 365],
  ])("%s", (_case, expiration, left, expired) => {
    expect(daysLeft(expiration, today)).toBe(left);
    expect(daysExpired(expiration, today)).toBe(expired);
  });

  it("refuses a date that is not YYYY-MM-DD", () => {
    expect(() => daysLeft("01/03/2026", today)).toThrow(RangeError);
    expect(() => daysLeft("2026-02-30", today)).toThrow(RangeError);
  });
});

describe("licenceState", () => {
  // Spec 2 §9: "Days-left warning threshold 30 days".
  it("uses the spec's 30-day warning threshold", () => {
    expect(expiryWarningDays).toBe(30);
  });

  it.each([
    ["31 days left", 31, "active", "ACTIVE"],
    ["30 days left", 30, "active", "EXPIRING"],
    ["1 day left", 1, "active", "EXPIRING"],
    ["its last day", 0, "active", "EXPIRES_TODAY"],
    ["one day after its last day", -1, "active", "EXPIRED"],
    ["long expired", -400, "expired", "EXPIRED"],
    ["a record marked expired before its date", 100, "expired", "EXPIRED"],
  ] as const)("%s is %s → %s", (_case, offset, status, state) => {
    expect(licenceState(addDays(today, offset), today, status)).toBe(state);
  });
});

describe("ISO days", () => {
  it("takes the UTC day of a moment", () => {
    expect(isoDay(new Date("2026-03-01T23:59:59-05:00"))).toBe("2026-03-02");
  });

  it("moves days across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it.each([
    ["2026-03-01", true],
    ["2028-02-29", true],
    ["2026-02-29", false],
    ["2026-3-1", false],
    ["2026-03-01T00:00:00Z", false],
  ])("%s is a day: %s", (value, valid) => {
    expect(isIsoDay(value)).toBe(valid);
  });
});
