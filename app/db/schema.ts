import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

/**
 * The database as Kysely sees it. Column names are the SQL names (snake_case); the migrations in
 * `app/db/migrations` are the source of truth and this file must follow them.
 *
 * NOTE: only types that both SQLite and PostgreSQL return identically belong here (text, integer
 * as `number`). Booleans, timestamps and 64-bit counts differ between the two drivers; when a
 * later table needs one, store it portably (0/1, ISO text) or convert in the repository.
 */
export interface Database {
  currency: CurrencyTable;
  product: ProductTable;
  store: StoreTable;
  region: RegionTable;
}

/** A key the database never changes after insert: readable, insertable, not updatable. */
type Key<T> = ColumnType<T, T, never>;

/** Currency entry of spec 2 §3; one row per currency of spec 2 §9. */
export interface CurrencyTable {
  /** ISO 4217 code, e.g. "EUR". */
  code: Key<string>;
  /** What prices show, e.g. "€", "NZ$", "kr". */
  symbol: string;
  /** Lower-case ISO 3166 country whose visitors this currency belongs to by geoIP, e.g. "de". */
  geoip_country: string;
  /** BCP 47 tag of the formatting convention, e.g. "de-DE". */
  locale: string;
  /** English name for the currency selector, e.g. "Euro". */
  display_name: string;
  /** Where symbol and amount go: "{symbol}{amount}" or "{amount} {symbol}" (any spacing). */
  template: string;
  group_separator: string;
  decimal_separator: string;
  /** Minor-unit digits shown: 2 by default, 0 for RUB and JPY. */
  decimals: Generated<number>;
  /** Geographic region the currency is grouped under, e.g. "europe". */
  region: string;
}

export type ProductSegment = "b2c" | "vsb" | "smb";

export interface ProductTable {
  /** Stable id from `data/products.json`: price options and cart links refer to it. */
  id: Key<number>;
  /** Unique slug, e.g. "total-security". */
  name: string;
  /** Title without the vendor name, e.g. "Total Security". */
  title: string;
  /** Consumer (b2c), very small business (vsb) or small and medium business (smb). */
  segment: ProductSegment;
  /** Product line, e.g. "home-security", "endpoint". */
  family: string;
  /** For a bundle: the id of the main product it bundles; null otherwise. */
  bundle_of: number | null;
}

/** A reseller store of spec 2 §9. */
export interface StoreTable {
  /** e.g. "digital-river"; the values of `resellerStores` in `~/sites/locales`. */
  id: Key<string>;
  name: string;
  /** Cart link with `{productId}`, `{priceId}`, `{locale}` and `{currency}` placeholders. */
  cart_url_template: string;
}

/** Region entry of spec 2 §3: how a locale appears in the region selector. */
export interface RegionTable {
  /** Site locale, e.g. "de-de". */
  locale: Key<string>;
  /** Native region name, e.g. "Deutschland". */
  name: string;
  /** Native language names offered for the region, e.g. "Deutsch". */
  selected_languages: string;
  /** Lower-case ISO 3166 country; null for the global site. */
  selected_country_code: string | null;
}

export type Currency = Selectable<CurrencyTable>;
export type NewCurrency = Insertable<CurrencyTable>;
export type CurrencyUpdate = Updateable<CurrencyTable>;
export type Product = Selectable<ProductTable>;
export type NewProduct = Insertable<ProductTable>;
export type ProductUpdate = Updateable<ProductTable>;
export type Store = Selectable<StoreTable>;
export type NewStore = Insertable<StoreTable>;
export type Region = Selectable<RegionTable>;
export type NewRegion = Insertable<RegionTable>;
