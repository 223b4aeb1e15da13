import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sites } from "~/sites/locales";
import { type CurrencyFormat, currencyFormat, formatWithCurrencyFormat } from "./currency-format";
import { formatMoney } from "./money";

const pairs = [...sites.values()].flatMap((site) =>
  site.currencies.map((currency) => [site.locale, currency, site.intlLocale] as const),
);
const amounts = [0, 1, 99, 100, 4990, 99_999, 100_000, 123_456, 1_234_567, 12_345_678, 123_456_789_012];

describe("currencyFormat: the currency entry's display fields (spec 2 §3) as the site's pages write money", () => {
  it.each<[string, string, string, Partial<CurrencyFormat>]>([
    // The de-de site offers CHF; its pages print German amounts, so the entry must say so (not Swiss "CHF 49.90").
    [
      "CHF on de-de",
      "CHF",
      "de-DE",
      { symbol: "CHF", template: "{amount}\u00a0{symbol}", group_separator: ".", decimal_separator: ",", decimals: 2 },
    ],
    ["EUR on de-de", "EUR", "de-DE", { symbol: "€", template: "{amount}\u00a0{symbol}", group_separator: "." }],
    ["EUR on nl-nl", "EUR", "nl-NL", { symbol: "€", template: "{symbol}\u00a0{amount}", decimal_separator: "," }],
    [
      "EUR on en-global",
      "EUR",
      "en",
      { symbol: "€", template: "{symbol}{amount}", group_separator: ",", decimal_separator: "." },
    ],
    ["EUR on es-es: no group below five digits", "EUR", "es-ES", { min_grouping_digits: 2, group_sizes: [3] }],
    ["INR on en-in: Indian groups", "INR", "en-IN", { symbol: "₹", group_sizes: [3, 2], min_grouping_digits: 1 }],
    ["'RUB (0 decimals)' on ru-ru", "RUB", "ru-RU", { symbol: "₽", decimals: 0, decimal_separator: "," }],
    [
      "'JPY (0 decimals)' on ja-jp, full-width yen",
      "JPY",
      "ja-JP",
      { symbol: "\uffe5", template: "{symbol}{amount}", decimals: 0 },
    ],
    ["USD on en-ca", "USD", "en-CA", { symbol: "US$", template: "{symbol}{amount}" }],
    ["AED on ar-ae, right-to-left marks kept", "AED", "ar-AE", { template: "\u200f{amount}\u00a0{symbol}\u200f" }],
  ])("%s", (_case, currency, intlLocale, expected) => {
    expect(currencyFormat(currency, intlLocale)).toMatchObject(expected);
  });

  it.each(pairs)("%s %s: formatting with the entry gives exactly what formatMoney prints", (_locale, currency, intlLocale) => {
    const format = currencyFormat(currency, intlLocale);
    for (const minor of amounts) expect(formatWithCurrencyFormat(minor, format)).toBe(formatMoney(minor, currency, intlLocale));
  });

  it("agrees with formatMoney for any amount on any site", () => {
    fc.assert(
      fc.property(fc.constantFrom(...pairs), fc.integer({ min: 0, max: 10 ** 13 }), ([, currency, intlLocale], minor) => {
        expect(formatWithCurrencyFormat(minor, currencyFormat(currency, intlLocale))).toBe(
          formatMoney(minor, currency, intlLocale),
        );
      }),
    );
  });

  it("refuses amounts that are not minor units", () => {
    const format = currencyFormat("EUR", "de-DE");
    expect(() => formatWithCurrencyFormat(12.5, format)).toThrow(RangeError);
    expect(() => formatWithCurrencyFormat(-1, format)).toThrow(RangeError);
  });
});
