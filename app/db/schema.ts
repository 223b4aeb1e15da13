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
  price_option: PriceOptionTable;
  partner: PartnerTable;
  licence: LicenceTable;
  download_application: DownloadApplicationTable;
  download_release: DownloadReleaseTable;
  download_file: DownloadFileTable;
  download_package: DownloadPackageTable;
  download_request: DownloadRequestTable;
  search_document: SearchDocumentTable;
  search_state: SearchStateTable;
  form_submission: FormSubmissionTable;
  outbox_message: OutboxMessageTable;
  captcha_spent: CaptchaSpentTable;
  newsletter_subscriber: NewsletterSubscriberTable;
  review: ReviewTable;
  data_change: DataChangeTable;
  price_override: PriceOverrideTable;
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

/**
 * A store of spec 2 §9: one of the four reseller stores, or a custom store (e.g. a promotion
 * store) that a buy block may ask for by name.
 */
export interface StoreTable {
  /** e.g. "digital-river" (the values of `resellerStores` in `~/sites/locales`) or a custom store's slug. */
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

/** Purchase type of spec 2 §7 `ptype` (the same values as `PurchaseType` in the pricing domain). */
export type PriceOptionPurchaseType = "Purchase" | "Renewal";

/**
 * A 64-bit integer column: PostgreSQL's driver returns `bigint` as a string, SQLite as a number.
 * Repositories convert with `Number()`; amounts stay far below 2^53.
 */
type BigIntColumn<Null extends null = never> = ColumnType<number | string | Null, number | Null, number | Null>;

/**
 * One price of spec 2 §3 "Price option": a product's offer on one site, in one currency, through
 * one store. Seeded from `data/prices/`; the id is derived from the offer id in the data file (see
 * `priceOptionId` in `app/db/seed-prices.ts`), so cart links stay valid across re-seeds.
 */
export interface PriceOptionTable {
  /** The price id of checkout links. */
  id: Key<number>;
  product_id: number;
  /** Site locale, e.g. "de-de". */
  locale: string;
  /** ISO 4217 code, one of the site's currencies. */
  currency: string;
  /** Store id: the site's reseller store, or a custom store. */
  store: string;
  purchase_type: PriceOptionPurchaseType;
  /** Years as exact text: "1", "2", "3", or a fraction such as "1/12" (monthly) or "1/2". */
  term: string;
  /** Devices or seats as text: "5", or "3 + 3" for a bundle of two device kinds. */
  pack: string;
  /** Integer minor units in the currency's display precision (yen and roubles for JPY and RUB). */
  price_minor: BigIntColumn;
  /** Former price, shown struck through; null when there is none. */
  price_striked_minor: BigIntColumn<null>;
  /** 1 when the offer renews automatically, else 0 (booleans are stored portably). */
  autorenew: number;
  /** Premium-service and kids price lists (spec 2 §4, §7), e.g. "PS-INSTALL"; null otherwise. */
  price_list_id: string | null;
  /** Display order within a product's price list: the data file's order. */
  sort: number;
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
export type PriceOptionRow = Selectable<PriceOptionTable>;
export type NewPriceOption = Insertable<PriceOptionTable>;

/** A partner of spec 2 §3 "Partner mapping entries" that sells licences (an internet provider, a shop). */
export interface PartnerTable {
  /** Lower-case letters and digits, e.g. "northwind"; upper-cased in `LOSTDAYS_FALLBACK_{PARTNER}`. */
  id: Key<string>;
  /** Name shown to visitors, e.g. "Northwind Telecom". */
  label: string;
  /** The partner's own renewal page; null when the vendor's sites renew the partner's licences. */
  href: string | null;
}

/** Licence family: consumer, very small business, small and medium business, Security Center. */
export type LicenceProductFamily = "b2c" | "vsb" | "smb" | "ksc";
/** `expired` forces the expired state whatever the date; `blocked` licences are never found. */
export type LicenceStatus = "active" | "expired" | "blocked";

/**
 * A licence the renewal center can look up (spec 2 §3 "Licence lookup result"). Seeded from
 * `data/licences.json` (dates relative to the seeding day) and loaded by `npm run licences:import`.
 */
export interface LicenceTable {
  /** Normalised serial, upper-case with dashes: `XXXX-XXXXXXX-XXXXXXX` or `XXXXXXXX-XXXXX-XXXXX-XXXXX-XXXXXXXXX`. */
  serial: Key<string>;
  /** Product name, e.g. "total-security", "endpoint-select", or a Security Center product. */
  product: string;
  product_family: LicenceProductFamily;
  status: LicenceStatus;
  /** Last day the licence works, ISO `YYYY-MM-DD`. */
  expiration_date: string;
  /** Devices or seats. */
  license_count: number;
  /** Term of the licence in days, e.g. 365. */
  license_days: number;
  partner_id: string | null;
  /** Sales channel, e.g. "direct", "partner", "retail", "digital-river" (see `~/domain/licences/verdict-rules`). */
  channel: string;
  /** Storefront or shop the licence was sold in, free text, e.g. "DR US web store". */
  store: string;
  /** Lower-case ISO 3166 alpha-2 country of the sale. */
  country: string;
  /** Who renews the licence when it is not us (a partner, an app store); null otherwise. */
  provider: string | null;
  provider_url: string | null;
  /** Part number, e.g. "BTS-3D1Y-C". */
  pnumber: string;
  /** e.g. "commercial", "subscription", "educational". */
  license_type: string;
  /** Registration key passed to renewal checkouts. */
  reg_key: string;
}

export type Partner = Selectable<PartnerTable>;
export type NewPartner = Insertable<PartnerTable>;
export type LicenceRow = Selectable<LicenceTable>;
export type NewLicence = Insertable<LicenceTable>;

/** Platforms of the downloads service. */
export type DownloadPlatform = "windows" | "macos" | "android" | "ios" | "linux";

/** An application of the downloads service: one product on one platform (`data/downloads/applications.json`). */
export interface DownloadApplicationTable {
  /** Stable id, the spec's ApplicationID (e.g. 1442 for Small Office Security for Windows). */
  id: Key<number>;
  /** Taxonomy key that content names, e.g. "kts-windows". */
  key: string;
  /** Product code of the download list items (dl2ProductCodeName), e.g. "kts". */
  product: string;
  /** Title without the vendor name, e.g. "Total Security". */
  title: string;
  platform: DownloadPlatform;
  segment: ProductSegment;
  /** App store page; null when the application has no store listing. */
  store_url: string | null;
  /** The country rule its downloads follow (spec 2 §6), e.g. "vpn-secure-connection"; null for none. */
  country_rule: string | null;
  /** 1 when the package service builds customised packages of it, else 0. */
  customizable: number;
  /** The data file's order. */
  sort: number;
}

/** One release of an application for one link type and file extension (spec 3 §3 release groups). */
export interface DownloadReleaseTable {
  /** `{application id}:{links type}:{version}:{extension}`. */
  key: Key<string>;
  application_id: number;
  /** One of the link types of spec 2 §5. */
  links_type: string;
  major: number;
  minor: number;
  build: number;
  revision: number;
  subrevision: number;
  /** Without the dot, e.g. "exe". */
  file_extension: string;
  /** ISO `YYYY-MM-DD`. */
  release_date: string;
  /** Oldest supported system, e.g. "Windows 10"; null for documents. */
  min_os: string | null;
  /** What a document or plug-in is; null for the application's own installer. */
  title: string | null;
}

/** One file of a release, in one language and alphabet (spec 3 §3 downloads). */
export interface DownloadFileTable {
  /** Path under the file host, e.g. "kts/127.0.1.412/bastion-total-security-127.0.1.412-en.exe". */
  path: Key<string>;
  release_key: string;
  /** Language code of `data/downloads/languages.json`, e.g. "pt-br"; "mul" for multilingual files. */
  language_code: string;
  /** The language's own name, e.g. "Português (Brasil)". */
  language_loc_name: string;
  /** ISO 15924 script code, e.g. "Latn", "Cyrl". */
  alphabet: string;
  alphabet_loc_name: string;
  file_name: string;
  /** Bytes. */
  size: number;
  /** Lower-case hex SHA-256 of the file's bytes. */
  sha256: string;
  /** SHA-256 of the file's source description: unchanged source, unchanged bytes. */
  source_key: string;
}

/** A customised package the package service built (spec 2 §3 "Package download request"). */
export interface DownloadPackageTable {
  /** Random URL-safe token: the package's address. */
  token: Key<string>;
  /** SHA-256 of the normalised request, so the same request reuses the package. */
  request_key: string;
  application_id: number;
  platform: string;
  /** Comma list of language codes, e.g. "pt-br,en". */
  localization: string;
  version_name: string;
  lead_id: string | null;
  /** The installer release the package wraps. */
  release_key: string;
  file_name: string;
  size: number;
  sha256: string;
  /** ISO 8601 UTC. */
  created_at: string;
}

/** An e-mail left in the download form before a download (spec 2 §4 "email-form dialog"). */
export interface DownloadRequestTable {
  id: Key<string>;
  email: string;
  /** Product code, e.g. "kts". */
  product: string;
  locale: string;
  /** 1 when product news by e-mail was agreed to, else 0. */
  marketing_consent: number;
  /** ISO 8601 UTC. */
  created_at: string;
}

/**
 * A page of one site in the search index (spec 3 §3, §7). The full-text side is engine-specific
 * (`search_fts` on SQLite, the `tsv` column on PostgreSQL) and written with raw SQL.
 */
export interface SearchDocumentTable {
  /** Site, place in date order and section in one number (`app/domain/search/repository.server.ts`). */
  id: Key<number>;
  locale: string;
  /** Primary URL path on the site. */
  path: string;
  /** Search area of spec 1 §3. */
  section: string;
  title: string;
  description: string;
  headings: string;
  body: string;
  /** Language of the content shown. */
  language: string;
  /** YYYY-MM-DD, or null for undated pages. */
  publish_date: string | null;
  repository_type: string | null;
}

/** What the search index was built from (`content_fingerprint`). */
export interface SearchStateTable {
  key: Key<string>;
  value: string;
}

export type DownloadApplication = Selectable<DownloadApplicationTable>;
export type NewDownloadApplication = Insertable<DownloadApplicationTable>;
export type DownloadRelease = Selectable<DownloadReleaseTable>;
export type NewDownloadRelease = Insertable<DownloadReleaseTable>;
export type DownloadFile = Selectable<DownloadFileTable>;
export type NewDownloadFile = Insertable<DownloadFileTable>;
export type DownloadPackage = Selectable<DownloadPackageTable>;
export type NewDownloadPackage = Insertable<DownloadPackageTable>;

/** An accepted form submission (spec 3 §3 "Marketing forms", "Partner form"); see `app/domain/forms`. */
export interface FormSubmissionTable {
  id: Key<string>;
  /** Rendered into the form: a second post with the same key finds this row instead of adding one. */
  idempotency_key: Key<string>;
  form_id: string;
  form_nr: string;
  kind: "marketing" | "partner" | "newsletter" | "review";
  locale: string;
  /** The validated fields, a JSON object of strings. */
  fields: string;
  email: string | null;
  consent_version: string | null;
  /** ISO 8601 UTC. */
  consent_at: string | null;
  created_at: string;
}

/** An e-mail to send, written in the transaction of what caused it; see `app/domain/mail`. */
export interface OutboxMessageTable {
  id: Key<string>;
  submission_id: string | null;
  purpose: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  body: string;
  /** JSON object of extra headers. */
  headers: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  sent_at: string | null;
  failed_at: string | null;
  last_error: string | null;
  created_at: string;
}

/** A captcha challenge already used: the primary key makes acceptance atomic. */
export interface CaptchaSpentTable {
  id: Key<string>;
  expires_at: string;
}

/** A newsletter address (spec 3 §3 "Newsletter sign-up") through double opt-in. */
export interface NewsletterSubscriberTable {
  id: Key<string>;
  email: string;
  locale: string;
  /** Spec 3 §7 LOCALE_FIELD, e.g. "de_DE". */
  locale_code: string;
  segment: Generated<string>;
  /** Spec 3 §7 OPT_IN_EMAIL_IND_FIELD: 1 once confirmed. */
  opt_in: Generated<number>;
  status: "pending" | "confirmed" | "unsubscribed";
  token_hash: string;
  consent_version: string;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

/** A customer review, shown only once approved. */
export interface ReviewTable {
  id: Key<string>;
  submission_id: string | null;
  product: string;
  locale: string;
  rating: number;
  title: string;
  text: string;
  nickname: string;
  status: "pending" | "approved" | "rejected";
  created_at: string;
  moderated_at: string | null;
}

/** A counter per kind of data the shared pages show; raised on each change (migration 0007). */
export interface DataChangeTable {
  /** "prices", "reviews", "downloads" or "content". */
  scope: Key<string>;
  generation: number;
  /** ISO 8601 UTC time of the last change. */
  changed_at: string;
}

/** An amount `npm run prices:import` set; the seed applies it again after rewriting the prices (migration 0007). */
export interface PriceOverrideTable {
  /** The price option's id. */
  id: Key<number>;
  price_minor: BigIntColumn;
  price_striked_minor: BigIntColumn<null>;
  /** 1 when the import set the struck price (to an amount or to none), else 0: the seed's stays. */
  was_set: number;
  /** ISO 8601 UTC time of the import. */
  imported_at: string;
}
