import { numberFormat } from "~/lib/intl-formats";

/**
 * Money is integer minor units (cents, öre; whole yen and roubles) inside the application and is
 * only turned into text here, with `Intl.NumberFormat` (house style; spec 2 §9 currencies).
 */

/** Spec 2 §9: "RUB (0 decimals), JPY (0 decimals)". NOTE: ICU gives RUB 2 digits; the spec wins. */
const zeroDecimalCurrencies: ReadonlySet<string> = new Set(["JPY", "RUB"]);

/**
 * The number of minor-unit digits of a currency: 0 for JPY and RUB (spec 2 §9), otherwise what
 * ICU knows for the ISO code (2 for the other 20 currencies of the spec).
 *
 * @example minorUnits("EUR") // 2
 * @example minorUnits("RUB") // 0
 */
export function minorUnits(currency: string): number {
  let digits = minorUnitsByCode.get(currency);
  if (digits === undefined) {
    const code = currency.toUpperCase();
    digits = zeroDecimalCurrencies.has(code)
      ? 0
      : (numberFormat("en", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits ?? 2);
    // Codes come from the catalogue and checked queries; the map stays small, but bound it anyway.
    if (minorUnitsByCode.size < 1000) minorUnitsByCode.set(currency, digits);
  }
  return digits;
}

/** Asked for every amount a page shows: worked out once per code. */
const minorUnitsByCode = new Map<string, number>();

/**
 * A decimal amount in the currency's major unit as integer minor units, rounded half away from
 * zero at the currency's precision (the price service answers `29.99`; we compute with `2999`).
 *
 * @example toMinor(29.99, "USD") // 2999
 * @example toMinor(1234.5, "JPY") // 1235
 */
export function toMinor(decimal: number, currency: string): number {
  if (!Number.isFinite(decimal)) throw new RangeError(`Not an amount: ${decimal}`);
  // NOTE: 1.005 * 100 is 100.49999999999999 in binary floating point; going through a 12-digit
  // decimal string first rounds what the price service meant, not its binary approximation.
  const scaled = Number((decimal * 10 ** minorUnits(currency)).toPrecision(12));
  return Math.sign(scaled) * Math.round(Math.abs(scaled));
}

/**
 * Integer minor units back to a decimal amount in the major unit (for the public API's `price`).
 *
 * @example fromMinor(2999, "USD") // 29.99
 * @example fromMinor(1235, "JPY") // 1235
 */
export function fromMinor(minor: number, currency: string): number {
  assertMinor(minor);
  const digits = minorUnits(currency);
  return Number((minor / 10 ** digits).toFixed(digits));
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The formatter money is written with on a site: the site's Intl locale, the currency's decimals
 * (`minorUnits`). The currency entries of the price API are derived from it (`currency-format.ts`),
 * so both always agree.
 */
export function moneyFormatter(currency: string, intlLocale: string): Intl.NumberFormat {
  const key = `${intlLocale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = minorUnits(currency);
    formatter = numberFormat(intlLocale, {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Integer minor units as the visitor reads them on their site: the site's `intlLocale` decides
 * separators and symbol position, the currency its symbol and decimals (none for JPY and RUB).
 * Japanese yen is always written with the full-width "￥" (U+FFE5) on Japanese, whatever the ICU
 * build gives (some give the half-width "¥", U+00A5).
 *
 * @example formatMoney(123456, "EUR", "de-DE") // "1.234,56 €" (the space is U+00A0)
 * @example formatMoney(1235, "JPY", "ja-JP") // "￥1,235"
 */
export function formatMoney(minor: number, currency: string, intlLocale: string): string {
  const code = currency.toUpperCase();
  return localSymbol(moneyFormatter(code, intlLocale).format(fromMinor(minor, code)), code, intlLocale);
}

/**
 * A whole amount of money without decimals ("€65,000", "100 000 €"), for amounts that are not
 * prices — a salary, a liability cap — where "€65,000.00" reads oddly.
 *
 * @example formatWholeMoney(65000, "EUR", "en-IE") // "€65,000"
 */
export function formatWholeMoney(amount: number, currency: string, intlLocale: string): string {
  const code = currency.toUpperCase();
  const formatter = numberFormat(intlLocale, {
    style: "currency",
    currency: code,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  return localSymbol(formatter.format(amount), code, intlLocale);
}

/**
 * Text written by `moneyFormatter` with the yen sign a Japanese reader expects: full-width "￥"
 * (U+FFE5) on Japanese, whatever the ICU build gives; other text unchanged.
 *
 * @example localSymbol("¥1,235", "JPY", "ja-JP") // "￥1,235"
 */
export function localSymbol(text: string, currency: string, intlLocale: string): string {
  return currency.toUpperCase() === "JPY" && isJapanese(intlLocale) ? text.replaceAll("\u00a5", "\uffe5") : text;
}

function isJapanese(intlLocale: string): boolean {
  return intlLocale.toLowerCase().split(/[-_]/)[0] === "ja";
}

function assertMinor(minor: number): void {
  // NOTE: a fractional "minor" amount is a caller bug (decimal price passed by mistake), not data.
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be an integer, got ${minor}`);
}
