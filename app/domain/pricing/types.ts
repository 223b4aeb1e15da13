import type { CurrencyFormat } from "./currency-format";
/**
 * Shapes of the price service (spec 2 §3, §7). Money travels in minor units (cents, yen) inside
 * the application; the public API answers in the spec's decimal `price` too.
 */

export type PurchaseType = "Purchase" | "Renewal";
export const purchaseTypes: readonly PurchaseType[] = ["Purchase", "Renewal"];

/** A price option as the price service answers it (spec 2 §3 "Price option"). */
export interface PriceOption {
  /** The option's price id (used for checkout). */
  id: number;
  product_id: number;
  /** Years; fractional for monthly options (1 month = 1/12); or a label such as "6 Months". */
  term: number | string;
  /** Device count, or "a + b" for bundles of two device kinds. */
  pack: number | string;
  /** Decimal price in the currency's major unit, e.g. 29.99 (JPY and RUB: whole numbers). */
  price: number;
  /** Former price, shown struck through; null when there is none. */
  price_striked: number | null;
  autorenew: boolean;
  /** Integer minor units of `price` and `price_striked` (what the rules compute with). */
  price_minor: number;
  price_striked_minor: number | null;
  currency: string;
}

/**
 * A currency entry (spec 2 §3) as a site's price API answers it: the display fields
 * (`CurrencyFormat`: symbol, template, separators, decimals, grouping) are how that site's pages
 * write the currency, and `locale` is the site's Intl locale they follow.
 */
export interface CurrencyEntry extends CurrencyFormat {
  code: string;
  geoip: string | null;
  locale: string;
  name: string;
  region: string;
}
