import { numberFormat } from "~/lib/intl-formats";
import { localSymbol, minorUnits, moneyFormatter } from "./money";

/**
 * How a currency is written on a site: the display fields of a currency entry (spec 2 §3
 * "symbol, template, group separator, decimal separator, decimal count"), derived from the very
 * formatter the pages write amounts with (`moneyFormatter`), so a client that formats with the
 * price API's entry prints what the pages print. Pure (Intl only).
 */
export interface CurrencyFormat {
  symbol: string;
  /** `{symbol}` and `{amount}` with what the locale writes around them, e.g. "{amount}\u00a0{symbol}". */
  template: string;
  group_separator: string;
  decimal_separator: string;
  decimals: number;
  /** Digits per group, from the decimal separator on: [3] (1,234,567) or [3, 2] (Indian 12,34,567). */
  group_sizes: number[];
  /** Digits above the first group before grouping starts: 1 (1.234), 2 (Spanish and Italian 1234 but 12.345). */
  min_grouping_digits: number;
}

const amountParts: ReadonlySet<string> = new Set(["integer", "group", "decimal", "fraction"]);

/**
 * The currency's format on a site whose Intl locale is `intlLocale`.
 *
 * @example currencyFormat("CHF", "de-DE") // { symbol: "CHF", template: "{amount}\u00a0{symbol}", group_separator: ".", decimal_separator: ",", decimals: 2, … }
 * @example currencyFormat("INR", "en-IN").group_sizes // [3, 2]
 */
export function currencyFormat(currency: string, intlLocale: string): CurrencyFormat {
  const code = currency.toUpperCase();
  const decimals = minorUnits(code);
  const formatter = moneyFormatter(code, intlLocale);
  // Ten integer digits show every separator and both group sizes.
  const parts = formatter.formatToParts(1_234_567_891 + (decimals > 0 ? 0.25 : 0));
  let template = "";
  for (const part of parts) {
    if (part.type === "currency") template += "{symbol}";
    else if (!amountParts.has(part.type)) template += part.value;
    else if (!template.endsWith("{amount}")) template += "{amount}";
  }
  const groups = parts.filter((part) => part.type === "integer").map((part) => part.value.length);
  const primary = groups.at(-1) ?? 3;
  const secondary = groups.at(-2) ?? primary;
  const grouped = (digits: number) => formatter.formatToParts(10 ** (digits - 1)).some((part) => part.type === "group");
  return {
    symbol: localSymbol(parts.find((part) => part.type === "currency")?.value ?? code, code, intlLocale),
    template,
    group_separator: parts.find((part) => part.type === "group")?.value ?? "",
    decimal_separator:
      numberFormat(intlLocale, { minimumFractionDigits: 1 })
        .formatToParts(1.5)
        .find((part) => part.type === "decimal")?.value ?? ".",
    decimals,
    group_sizes: secondary === primary ? [primary] : [primary, secondary],
    min_grouping_digits: [1, 2, 3].find((extra) => grouped(primary + extra)) ?? 1,
  };
}

/**
 * A non-negative amount in integer minor units written with a currency entry's format: what a
 * client of the price API does with `/currency/list`. Equal to `formatMoney` on the entry's site.
 *
 * @example formatWithCurrencyFormat(4990, currencyFormat("CHF", "de-DE")) // "49,90\u00a0CHF"
 */
export function formatWithCurrencyFormat(minor: number, format: CurrencyFormat): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`Not an amount in minor units: ${minor}`);
  const digits = String(minor).padStart(format.decimals + 1, "0");
  const whole = digits.slice(0, digits.length - format.decimals);
  const fraction = digits.slice(digits.length - format.decimals);
  const amount = group(whole, format) + (format.decimals > 0 ? `${format.decimal_separator}${fraction}` : "");
  // Replacer functions: symbols such as "R$" must not be read as replacement patterns.
  return format.template.replace("{symbol}", () => format.symbol).replace("{amount}", () => amount);
}

function group(whole: string, format: CurrencyFormat): string {
  const [primary = 3, secondary = primary] = format.group_sizes;
  if (whole.length < primary + format.min_grouping_digits) return whole;
  const groups = [whole.slice(-primary)];
  let rest = whole.slice(0, -primary);
  while (rest.length > secondary) {
    groups.unshift(rest.slice(-secondary));
    rest = rest.slice(0, -secondary);
  }
  if (rest) groups.unshift(rest);
  return groups.join(format.group_separator);
}
