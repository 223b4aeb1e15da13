import { describe, expect, it } from "vitest";
import { currencyCodes } from "~/sites/locales";
import { formatMoney, formatWholeMoney, fromMinor, minorUnits, toMinor } from "./money";

describe("minorUnits", () => {
  it.each<[string, number]>([
    // spec 2 §9 "RUB (0 decimals), JPY (0 decimals)"
    ["JPY", 0],
    ["RUB", 0],
    ["USD", 2],
    ["EUR", 2],
    ["INR", 2],
    ["KES", 2],
    ["jpy", 0],
  ])("%s has %i decimals", (currency, digits) => {
    expect(minorUnits(currency)).toBe(digits);
  });

  it("gives 2 decimals to every other currency of spec 2 §9", () => {
    const twoDecimals = currencyCodes.filter((c) => c !== "JPY" && c !== "RUB");
    expect(twoDecimals).toHaveLength(20);
    expect(twoDecimals.map(minorUnits)).toEqual(twoDecimals.map(() => 2));
  });
});

describe("toMinor / fromMinor: money is integer minor units", () => {
  it.each<[number, string, number]>([
    [29.99, "USD", 2999],
    [1.005, "EUR", 101],
    [0.1 + 0.2, "EUR", 30],
    [1234.5, "JPY", 1235],
    [2990, "RUB", 2990],
    [0, "GBP", 0],
    [-12.345, "USD", -1235],
  ])("%d %s → %i", (decimal, currency, minor) => {
    expect(toMinor(decimal, currency)).toBe(minor);
  });

  it.each<[number, string, number]>([
    [2999, "USD", 29.99],
    [101, "EUR", 1.01],
    [1235, "JPY", 1235],
    [2990, "RUB", 2990],
  ])("%i %s → %d", (minor, currency, decimal) => {
    expect(fromMinor(minor, currency)).toBe(decimal);
  });

  it("refuses amounts that are not money", () => {
    expect(() => toMinor(Number.NaN, "USD")).toThrow(RangeError);
    expect(() => fromMinor(29.99, "USD")).toThrow(/integer/);
  });
});

describe("formatMoney with Intl, per site locale", () => {
  it.each<[number, string, string, string]>([
    // the acceptance examples
    [123456, "EUR", "de-DE", "1.234,56\u00a0€"],
    [1235, "JPY", "ja-JP", "\uffe51,235"],
    // "JPY (0 decimals)", "RUB (0 decimals)"
    [2990, "RUB", "ru-RU", "2\u00a0990\u00a0₽"],
    [129900, "RUB", "ru-RU", "129\u00a0900\u00a0₽"],
    [2999, "USD", "en-US", "$29.99"],
    [3000, "USD", "en-US", "$30.00"],
    [2999, "GBP", "en-GB", "£29.99"],
    [123456789, "INR", "en-IN", "₹12,34,567.89"],
    [4999, "EUR", "fr-FR", "49,99\u00a0€"],
    [1235, "JPY", "en", "¥1,235"],
  ])("%i %s on %s → %s", (minor, currency, intlLocale, expected) => {
    expect(formatMoney(minor, currency, intlLocale)).toBe(expected);
  });

  it("writes yen with the full-width ￥ (U+FFE5) on Japanese, never the half-width ¥", () => {
    const text = formatMoney(298000, "JPY", "ja-JP");
    expect(text).toBe("￥298,000");
    expect(text).not.toContain("\u00a5");
    expect(formatMoney(500, "JPY", "ja")).toBe("￥500");
  });

  it("refuses fractional minor units", () => {
    expect(() => formatMoney(12.5, "USD", "en-US")).toThrow(RangeError);
  });
});

describe("formatWholeMoney", () => {
  it.each([
    [65_000, "EUR", "en-IE", "€65,000"],
    [100_000, "EUR", "fr-FR", "100\u202f000\u00a0€"],
    [100, "USD", "en-US", "$100"],
    [6980, "JPY", "ja-JP", "￥6,980"],
  ])("%i %s in %s → %s", (amount, currency, locale, text) => {
    expect(formatWholeMoney(amount, currency, locale)).toBe(text);
  });
});
