import type { Kysely } from "kysely";
import { brand } from "~/config/brand";
import type { Database, Product } from "~/db/schema";
import {
  getProduct,
  getStore,
  listCurrencies as listCurrencyRows,
  listStores as listStoreRows,
} from "~/domain/catalogue/repository.server";
import { currencyFormat } from "~/domain/pricing/currency-format";
import {
  type CheckoutRecord,
  findCheckoutRecords,
  findPricesByListId,
  findProductPrices,
  findProductsByTitle,
  getProductById,
  listProductsSoldOn,
  type PriceRecord,
  type PriceScope,
  priceListExists,
} from "~/domain/pricing/repository.server";
import type { CurrencyEntry, PriceOption, PurchaseType } from "~/domain/pricing/types";
import type { Cache } from "~/lib/cache.server";
import { type LocaleCode, requireSite, resellerStores } from "~/sites/locales";

/**
 * The price service of spec 2 §7 (`/_svc/price.svc/{locale}/…`): currencies, stores, products,
 * prices and cart links of a site. Functions take their dependencies first, like repositories.
 */
export interface PricingDeps {
  db: Kysely<Database>;
  cache: Cache;
}

/** Lists change only with a re-seed; five minutes matches the HTTP answers' max-age. */
const listTtlSeconds = 300;
const cacheKey = (...parts: string[]) => ["price.svc", "v1", ...parts].join(":");

async function cached<T>(cache: Cache, key: string, load: () => Promise<T>): Promise<T> {
  const hit = await cache.get<T>(key);
  if (hit !== undefined) return hit;
  const value = await load();
  await cache.set(key, value, listTtlSeconds);
  return value;
}

export interface CurrencyList {
  /** The site's currencies, its default first. */
  currencies: CurrencyEntry[];
  /** Spec 2 §3 "Currency locale": the site and its default currency. */
  currencyLocale: { locale: LocaleCode; currency: string };
}

/**
 * The currency selector's entries of a site (spec 2 §7 currency/list), cached per locale.
 *
 * @example
 * (await listCurrencies(deps, "en-in")).currencies.map((c) => c.code) // ["INR", "USD"]
 */
export async function listCurrencies(deps: PricingDeps, locale: LocaleCode): Promise<CurrencyList> {
  // NOTE: "currency-entries", not "currencies": entries in a shared cache from before they followed
  // the site's locale must not be served.
  return cached(deps.cache, cacheKey("currency-entries", locale), async () => {
    const site = requireSite(locale);
    const rows = new Map((await listCurrencyRows(deps.db)).map((row) => [row.code, row]));
    const currencies = site.currencies.map((code): CurrencyEntry => {
      const row = rows.get(code);
      // Spec 2 §8 "Missing currency config for a locale: configuration error".
      if (!row) throw new Error(`Configuration error: currency ${code} of ${locale} is not in the database`);
      // The site's pages write amounts with Intl for the site's locale; so does the entry (not the
      // row's own locale: CHF is "CHF 49.90" in Switzerland but "49,90 CHF" on de-de).
      return {
        code: row.code,
        geoip: row.geoip_country,
        locale: site.intlLocale,
        name: row.display_name,
        ...currencyFormat(row.code, site.intlLocale),
        region: row.region,
      };
    });
    return { currencies, currencyLocale: { locale, currency: site.currencies[0] ?? "USD" } };
  });
}

export interface StoreEntry {
  id: string;
  name: string;
  /** A custom store (e.g. a promotion store); the four reseller stores are not. */
  custom: boolean;
}

/** Every store, by id (spec 2 §7 estore/list). */
export async function listStores(deps: PricingDeps): Promise<StoreEntry[]> {
  return cached(deps.cache, cacheKey("stores"), async () =>
    (await listStoreRows(deps.db)).map((store) => ({
      id: store.id,
      name: store.name,
      custom: !(resellerStores as readonly string[]).includes(store.id),
    })),
  );
}

/** The products with prices on a site, by id (spec 2 §7 product/list). */
export async function listProducts(deps: PricingDeps, locale: LocaleCode): Promise<Product[]> {
  return cached(deps.cache, cacheKey("products", locale), () => listProductsSoldOn(deps.db, locale));
}

export interface PriceQuery {
  locale: LocaleCode;
  /** Product name, e.g. "total-security". */
  name: string;
  purchaseType: PurchaseType;
  currency: string;
  /** The store the buy block asks for; the site's own store when absent. */
  store?: string;
  /** The licence being renewed. NOTE: accepted for the spec's call shape; prices do not depend on it yet. */
  serial?: string;
}

/**
 * A product's price options on a site (spec 2 §7 product/price), in the data file's order; null
 * when no product has that name. A custom store with no prices falls back to the site's own store
 * once (spec 2 §4); an empty list means the product is not sold there.
 *
 * @example
 * await getPrices(deps, { locale: "de-de", name: "antivirus", purchaseType: "Purchase", currency: "EUR" })
 * // [{ id: 30110601, product_id: 3, term: 1, pack: 1, price: 26.99, autorenew: true, … }, …]
 */
export async function getPrices(deps: PricingDeps, query: PriceQuery): Promise<PriceOption[] | null> {
  const product = await getProduct(deps.db, query.name);
  if (!product) return null;
  const records = await withStoreFallback(query, (scope) => findProductPrices(deps.db, product.id, scope));
  return records.map(toPriceOption);
}

/** Runs a lookup in the asked store and, when that is another store with no rows, once in the site's own. */
async function withStoreFallback(
  query: { locale: LocaleCode; currency: string; store?: string; purchaseType: PurchaseType },
  lookup: (scope: PriceScope) => Promise<PriceRecord[]>,
): Promise<PriceRecord[]> {
  const defaultStore = requireSite(query.locale).store;
  const scope = { locale: query.locale, currency: query.currency, purchaseType: query.purchaseType };
  const asked = query.store ?? defaultStore;
  const records = await lookup({ ...scope, store: asked });
  if (records.length > 0 || asked === defaultStore) return records;
  return lookup({ ...scope, store: defaultStore });
}

/** `{ id }` of a product (spec 2 §7 product/info answers it as `data.id`); null when unknown. */
export async function getProductInfo(
  deps: PricingDeps,
  query: { locale: LocaleCode; name: string; purchaseType: PurchaseType; store?: string },
): Promise<{ id: number } | null> {
  const product = await getProduct(deps.db, query.name);
  return product ? { id: product.id } : null;
}

/**
 * Premium-service and kids prices by price-list id (spec 2 §7), at the site's store; null when
 * no site has that list.
 *
 * @example
 * await getPricesByListId(deps, { locale: "en-us", priceListId: "PS-INSTALL", currency: "USD", purchaseType: "Purchase" })
 */
export async function getPricesByListId(
  deps: PricingDeps,
  query: { locale: LocaleCode; priceListId: string; currency: string; purchaseType: PurchaseType },
): Promise<PriceOption[] | null> {
  const records = await withStoreFallback(query, (scope) => findPricesByListId(deps.db, query.priceListId, scope));
  if (records.length === 0 && !(await priceListExists(deps.db, query.priceListId))) return null;
  return records.map(toPriceOption);
}

/**
 * Prices of the product with this title, ignoring case and a leading vendor name (content titles
 * say "{brand} Premium Installation"); null when no product has that title.
 */
export async function getPricesByTitle(
  deps: PricingDeps,
  query: { locale: LocaleCode; title: string; currency: string; purchaseType: PurchaseType },
): Promise<PriceOption[] | null> {
  const vendor = brand.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const title = query.title.trim().replace(new RegExp(`^${vendor}\\s+`, "i"), "");
  const products = await findProductsByTitle(deps.db, title);
  if (products.length === 0) return null;
  const lists = await Promise.all(
    products.map((product) => withStoreFallback(query, (scope) => findProductPrices(deps.db, product.id, scope))),
  );
  return lists.flat().map(toPriceOption);
}

/**
 * Spec 2 §3 price option from a row: term in years (fractional for monthly), numeric packs as
 * numbers, decimal prices from minor units.
 */
export function toPriceOption(record: PriceRecord): PriceOption {
  const scale = 10 ** record.decimals;
  return {
    id: record.id,
    product_id: record.product_id,
    term: termInYears(record.term),
    pack: /^\d+$/.test(record.pack) ? Number(record.pack) : record.pack,
    price: record.price_minor / scale,
    price_striked: record.price_striked_minor === null ? null : record.price_striked_minor / scale,
    autorenew: record.autorenew,
    price_minor: record.price_minor,
    price_striked_minor: record.price_striked_minor,
    currency: record.currency,
  };
}

/** "2" → 2, "1/12" → 0.0833…, "1/2" → 0.5. */
export function termInYears(term: string): number {
  const [years = "0", per = "1"] = term.split("/");
  return Number(years) / Number(per);
}

export interface CheckoutRequest {
  locale: LocaleCode;
  productId: number;
  priceId: number;
  /** Extra store arguments as a query string, e.g. "affid=42&src=bb" (sanitised). */
  storeArgs?: string;
  /** For renewals: the licence's serial or registration key, passed to the store. */
  serial?: string;
  regkey?: string;
  /**
   * Reseller override (spec 2 §7): another of the four reseller stores takes the order — the
   * cart link is built from that store's template with the same product and price.
   */
  reseller?: string;
}

export type CheckoutResult =
  | { ok: true; link: string }
  | { ok: false; reason: "unknown-product" | "foreign-price" | "unknown-reseller" };

/**
 * The cart link of a price (spec 2 §7 product/checkout): the price's store template filled with
 * product, price, site and currency, then the sanitised store arguments, then (renewals only)
 * serial and regkey. Refuses a price id that is not this product's on this site.
 *
 * @example
 * await buildCheckoutLink(deps, { locale: "en-us", productId: 1, priceId: 10110200 })
 * // { ok: true, link: "https://store.digitalriver.example/cart/add?productId=1&priceId=10110200&locale=en-us&currency=USD" }
 */
export async function buildCheckoutLink(deps: PricingDeps, request: CheckoutRequest): Promise<CheckoutResult> {
  if (!(await getProductById(deps.db, request.productId))) return { ok: false, reason: "unknown-product" };
  const [record] = await findCheckoutRecords(deps.db, [request.priceId]);
  if (!record || record.product_id !== request.productId || record.locale !== request.locale) {
    return { ok: false, reason: "foreign-price" };
  }
  if (request.reseller === undefined || request.reseller === record.store) return { ok: true, link: cartLink(record, request) };
  const reseller = (resellerStores as readonly string[]).includes(request.reseller)
    ? await getStore(deps.db, request.reseller)
    : null;
  if (!reseller) return { ok: false, reason: "unknown-reseller" };
  return { ok: true, link: cartLink({ ...record, store: reseller.id, cart_url_template: reseller.cart_url_template }, request) };
}

/**
 * Cart links of several of a product's prices on a site, by price id, in one query (for a buy
 * block rendering all its options). Ids of other products or sites are left out.
 */
export async function buildCheckoutLinks(
  deps: PricingDeps,
  request: { locale: LocaleCode; productId: number; priceIds: readonly number[]; storeArgs?: string; serial?: string },
): Promise<Map<number, string>> {
  const records = await findCheckoutRecords(deps.db, request.priceIds);
  return new Map(
    records
      .filter((record) => record.product_id === request.productId && record.locale === request.locale)
      .map((record) => [record.id, cartLink(record, request)]),
  );
}

function cartLink(record: CheckoutRecord, request: { storeArgs?: string; serial?: string; regkey?: string }): string {
  const values: Record<string, string> = {
    productId: String(record.product_id),
    priceId: String(record.id),
    locale: record.locale,
    currency: record.currency,
  };
  const url = new URL(
    record.cart_url_template.replace(/\{(\w+)\}/g, (all, name: string) => encodeURIComponent(values[name] ?? all)),
  );
  const taken = new Set([...url.searchParams.keys()].map((key) => key.toLowerCase()));
  for (const [key, value] of sanitizeStoreArgs(request.storeArgs ?? "")) {
    if (!taken.has(key.toLowerCase())) url.searchParams.append(key, value);
  }
  if (record.purchase_type === "Renewal") {
    if (request.serial) url.searchParams.set("serial", request.serial);
    if (request.regkey) url.searchParams.set("regkey", request.regkey);
  }
  return url.href;
}

const storeArgKey = /^[A-Za-z0-9_-]{1,32}$/;
const maxStoreArgs = 10;
const maxStoreArgValue = 200;
/** Keys only the service itself sets: store arguments may not smuggle in a licence. */
const reservedStoreArgs = new Set(["serial", "regkey"]);

/**
 * The store arguments worth passing on: pairs of a query string whose key is 1-32 of
 * `[A-Za-z0-9_-]` (not `serial`/`regkey`) and whose value has at most 200 characters and no
 * control characters; the first 10 such pairs. Values are URL-encoded when appended.
 *
 * @example
 * sanitizeStoreArgs("affid=42&bad key=1&src=<b>") // [["affid", "42"], ["src", "<b>"]]
 */
export function sanitizeStoreArgs(raw: string): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const [key, value] of new URLSearchParams(raw.replace(/^\?/, ""))) {
    if (pairs.length === maxStoreArgs) break;
    if (!storeArgKey.test(key) || reservedStoreArgs.has(key.toLowerCase())) continue;
    if (value.length > maxStoreArgValue || /\p{Cc}/u.test(value)) continue;
    pairs.push([key, value]);
  }
  return pairs;
}
