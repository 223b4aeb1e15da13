import { z } from "zod";
import type { NewCurrency, NewLicence, NewPartner, NewPriceOption, NewProduct, NewRegion, NewStore } from "~/db/schema";
import {
  expandPriceLists,
  type PriceFile,
  type PriceList,
  priceFileSchema,
  priceFiles,
  pricePointsSchema,
} from "~/db/seed-prices";
import { type DownloadCatalogueInput, type DownloadRows, parseDownloadCatalogue } from "~/domain/downloads/catalogue";
import {
  type LicenceRecord,
  licenceListSchema,
  type PartnerRecord,
  partnerListSchema,
  toLicenceRow,
  toPartnerRow,
} from "~/domain/licences/records";
import { isoDay } from "~/domain/licences/state";
import { currencyCodes, type LocaleCode, localeCodes, type ResellerStore, resellerStores } from "~/sites/locales";

/**
 * Schemas of the catalogue files in `data/`. The files use the spec's camelCase field names and
 * refer to each other by name (a bundle names its main product); parsing turns them into rows.
 * Each file must list every value the locale registry knows (all 22 currencies, 4 reseller
 * stores, 23 locales), so a missing entry fails the seed instead of a page. The price files of
 * `data/prices/` are described in `seed-prices.ts`.
 */

const country = z.string().regex(/^[a-z]{2}$/, "lower-case ISO 3166 alpha-2 code");
const text = z.string().trim().min(1);

/** Groups for the currency selector. */
export const currencyRegions = ["north-america", "latin-america", "europe", "middle-east", "africa", "asia-pacific"] as const;

const currencySchema = z.strictObject({
  code: z.enum(currencyCodes),
  symbol: text,
  geoipCountry: country,
  locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, "BCP 47 tag such as de-DE"),
  displayName: text,
  template: z
    .string()
    .refine((value) => value.includes("{symbol}") && value.includes("{amount}"), "must contain {symbol} and {amount}"),
  groupSeparator: z.string().min(1),
  decimalSeparator: z.string().min(1),
  decimals: z.int().min(0).max(4),
  region: z.enum(currencyRegions),
});

const productSchema = z.strictObject({
  id: z.int().positive(),
  name: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "kebab-case slug"),
  title: text,
  segment: z.enum(["b2c", "vsb", "smb"]),
  family: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "kebab-case slug"),
  /** Name of the main product this bundle sells with extras. */
  bundleOf: z.string().optional(),
});

const cartPlaceholders = ["{productId}", "{priceId}", "{locale}", "{currency}"];

const storeSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "kebab-case slug"),
    name: text,
    cartUrlTemplate: z
      .string()
      .refine((value) => cartPlaceholders.every((placeholder) => value.includes(placeholder)), {
        message: `must contain ${cartPlaceholders.join(", ")}`,
      })
      .refine((value) => (value.match(/\{[^}]*\}/g) ?? []).every((found) => cartPlaceholders.includes(found)), {
        message: `may use only ${cartPlaceholders.join(", ")}`,
      })
      .refine((value) => URL.parse(fillPlaceholders(value))?.protocol === "https:", "must be an https URL"),
    /**
     * Only for a custom store (spec 2 §4): the sites on which a buy block may ask for it. The
     * reseller stores serve the sites that name them in `~/sites/locales`.
     */
    locales: z.array(z.enum(localeCodes)).min(1).optional(),
  })
  .refine((store) => isResellerStore(store.id) === (store.locales === undefined), {
    message: "a custom store lists its locales; a reseller store does not",
    path: ["locales"],
  });

function isResellerStore(id: string): id is ResellerStore {
  return (resellerStores as readonly string[]).includes(id);
}

const regionSchema = z.strictObject({
  locale: z.enum(localeCodes),
  name: text,
  selectedLanguages: text,
  selectedCountryCode: country.nullable(),
});

function fillPlaceholders(template: string): string {
  return template.replace(/\{[^}]*\}/g, "x");
}

/** An array whose `key` values are unique and, when `all` is given, cover exactly those values. */
function listOf<T extends z.ZodType, K extends string>(item: T, key: (value: z.output<T>) => K, all?: readonly K[]) {
  return z.array(item).superRefine((items, ctx) => {
    const seen = new Set<K>();
    items.forEach((value, index) => {
      const id = key(value);
      if (seen.has(id)) ctx.addIssue({ code: "custom", path: [index], message: `duplicate ${id}` });
      seen.add(id);
    });
    const missing = all?.filter((id) => !seen.has(id)) ?? [];
    if (missing.length > 0) ctx.addIssue({ code: "custom", message: `missing ${missing.join(", ")}` });
  });
}

const productListSchema = listOf(productSchema, (product) => product.name).superRefine((products, ctx) => {
  const byName = new Map(products.map((product) => [product.name, product]));
  const ids = new Set<number>();
  products.forEach((product, index) => {
    if (ids.has(product.id)) ctx.addIssue({ code: "custom", path: [index, "id"], message: `duplicate id ${product.id}` });
    ids.add(product.id);
    if (product.bundleOf === undefined) return;
    const main = byName.get(product.bundleOf);
    if (!main || main.bundleOf !== undefined || main === product) {
      ctx.addIssue({
        code: "custom",
        path: [index, "bundleOf"],
        message: `${product.bundleOf} is not a product that can be bundled`,
      });
    }
  });
});

export const seedFileSchemas = {
  currencies: listOf(currencySchema, (currency) => currency.code, currencyCodes),
  products: productListSchema,
  stores: listOf(storeSchema, (store) => store.id, resellerStores),
  regions: listOf(regionSchema, (region) => region.locale, localeCodes),
};

/** The content of the catalogue files, as read (unvalidated). */
export type SeedInput = Record<keyof typeof seedFileSchemas, unknown> & {
  /** `data/prices/price-points.json`. */
  pricePoints: unknown;
  /** `data/prices/{file}.json`. */
  prices: Record<PriceFile, unknown>;
  /** `data/partners.json` (see `~/domain/licences/records`); none when absent. */
  partners?: unknown;
  /** `data/licences.json`: demo licences, dates relative to the day of seeding; none when absent. */
  licences?: unknown;
  /** `data/downloads/*.json` (see `~/domain/downloads/catalogue`); the downloads are left alone when absent. */
  downloads?: DownloadCatalogueInput;
};

export interface SeedRows {
  currencies: NewCurrency[];
  /** Main products first, then bundles, so every `bundle_of` target exists when it is written. */
  products: NewProduct[];
  stores: NewStore[];
  regions: NewRegion[];
  /** One row per offer × site × currency × autorenew variant. */
  prices: NewPriceOption[];
  partners: NewPartner[];
  /** Expiration dates resolved against the seeding day. */
  licences: NewLicence[];
  /** Null when the input has no downloads catalogue. */
  downloads: DownloadRows | null;
}

export interface ParseSeedOptions {
  /** The day `expiresInDays` counts from, `YYYY-MM-DD`; today (UTC) by default. */
  today?: string;
}

/**
 * Validates the files and maps them to rows. Throws an error naming the file and each bad
 * field, e.g. `data/currencies.json is invalid: ✖ missing JPY`.
 */
export function parseSeedInput(input: SeedInput, options: ParseSeedOptions = {}): SeedRows {
  const currencies = parseFile("currencies", input.currencies);
  const products = parseFile("products", input.products);
  const stores = parseFile("stores", input.stores);
  const regions = parseFile("regions", input.regions);
  const pricePoints = parseWith(pricePointsSchema, "data/prices/price-points.json", input.pricePoints);
  const priceLists = Object.fromEntries(
    priceFiles.map((file) => [file, parseWith(priceFileSchema, `data/prices/${file}.json`, input.prices[file])]),
  ) as Record<PriceFile, PriceList[]>;
  const { partners, licences } = parseLicenceFiles(input);
  const today = options.today ?? isoDay(new Date());
  const prices = expandPriceLists(pricePoints, priceLists, {
    decimals: new Map(currencies.map((currency) => [currency.code, currency.decimals])),
    productIds: new Map(products.map((product) => [product.name, product.id])),
    customStores: new Map(
      stores.flatMap((store): Array<[string, LocaleCode[]]> => (store.locales ? [[store.id, store.locales]] : [])),
    ),
  });
  return {
    currencies: currencies.map(({ geoipCountry, displayName, groupSeparator, decimalSeparator, ...rest }) => ({
      ...rest,
      geoip_country: geoipCountry,
      display_name: displayName,
      group_separator: groupSeparator,
      decimal_separator: decimalSeparator,
    })),
    products: products
      .map(({ bundleOf, ...rest }) => ({
        ...rest,
        bundle_of: bundleOf === undefined ? null : (products.find((main) => main.name === bundleOf)?.id ?? null),
      }))
      .sort((a, b) => Number(a.bundle_of !== null) - Number(b.bundle_of !== null)),
    stores: stores.map(({ id, name, cartUrlTemplate }) => ({ id, name, cart_url_template: cartUrlTemplate })),
    regions: regions.map(({ selectedLanguages, selectedCountryCode, ...rest }) => ({
      ...rest,
      selected_languages: selectedLanguages,
      selected_country_code: selectedCountryCode,
    })),
    prices,
    partners: partners.map(toPartnerRow),
    licences: licences.map((licence) => toLicenceRow(licence, today)),
    downloads: input.downloads ? parseDownloadCatalogue(input.downloads) : null,
  };
}

/**
 * The partners and demo licences of the seed input, validated (the licences' partners must be
 * among the partners). Throws like `parseSeedInput`.
 */
export function parseLicenceFiles(input: Pick<SeedInput, "partners" | "licences">): {
  partners: PartnerRecord[];
  licences: LicenceRecord[];
} {
  const partners = parseWith(partnerListSchema, "data/partners.json", input.partners ?? []);
  const partnerIds = new Set(partners.map((partner) => partner.id));
  return { partners, licences: parseWith(licenceListSchema(partnerIds), "data/licences.json", input.licences ?? []) };
}

function parseFile<K extends keyof typeof seedFileSchemas>(file: K, value: unknown): z.output<(typeof seedFileSchemas)[K]> {
  return parseWith(seedFileSchemas[file], `data/${file}.json`, value) as z.output<(typeof seedFileSchemas)[K]>;
}

function parseWith<T extends z.ZodType>(schema: T, file: string, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`${file} is invalid:\n${z.prettifyError(result.error)}`);
  return result.data;
}
