import { z } from "zod";
import type { NewPriceOption, PriceOptionPurchaseType } from "~/db/schema";
import { type CurrencyCode, currencyCodes, type LocaleCode, localeCodes, requireSite } from "~/sites/locales";

/**
 * The price files of `data/prices/` and their expansion into `price_option` rows.
 *
 * - `price-points.json` holds local price points, keyed by the USD amount: `retail` points are
 *   whole-offer prices with local price endings ("54.99": "… EUR 49.99, GBP 39.99, JPY 6980 …"),
 *   `perSeatPerYear` points are business seat prices. Every point lists all 22 currencies, so
 *   an offer that names a point has a price in every currency of every site.
 * - `consumer.json`, `business.json`, `premium-services.json`, `promotions.json` list, per product
 *   (and optionally per custom store), its offers: id, purchase type, term, pack, autorenew and a
 *   `price` (with an optional struck `was`) or a `seatPrice` (× seats × years).
 *
 * Each offer becomes one row per site selling the product × site currency × autorenew variant,
 * through the site's store (or, for a custom store's list, that store on the sites it names).
 */

export const priceFiles = ["consumer", "business", "premium-services", "promotions"] as const;
export type PriceFile = (typeof priceFiles)[number];

/**
 * Offer ids stay below this so every price id fits a 32-bit integer (see `priceOptionId`).
 * By convention product P's offers are P×100+1…P×100+99 and custom-store offers 20000+P×100+n.
 */
export const maxOfferId = 21_474;

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "kebab-case slug");
const pointKey = z.string().regex(/^\d+\.\d{2}$/, 'a USD amount such as "54.99"');
const amountPattern = /^(\d+)(?:\.(\d{1,2}))?$/;

const pointRow = z.string().transform((row, ctx) => {
  const amounts = new Map<CurrencyCode, string>();
  for (const part of row.split(",")) {
    const match = /^\s*([A-Z]{3})\s+(\S+)\s*$/.exec(part);
    const code = match?.[1] as CurrencyCode | undefined;
    const value = match?.[2];
    if (!code || !value || !currencyCodes.includes(code) || !amountPattern.test(value)) {
      ctx.addIssue({ code: "custom", message: `"${part.trim()}" is not "CUR 12.34" with a known currency` });
    } else if (amounts.has(code)) {
      ctx.addIssue({ code: "custom", message: `duplicate ${code}` });
    } else {
      amounts.set(code, value);
    }
  }
  const missing = currencyCodes.filter((code) => !amounts.has(code));
  if (missing.length > 0) ctx.addIssue({ code: "custom", message: `missing ${missing.join(", ")}` });
  return amounts;
});

const pointTable = z.record(pointKey, pointRow).superRefine((table, ctx) => {
  for (const [key, amounts] of Object.entries(table)) {
    if (amounts.get("USD") !== key) ctx.addIssue({ code: "custom", path: [key], message: `USD must be ${key}, the key` });
  }
});

export const pricePointsSchema = z.strictObject({ retail: pointTable, perSeatPerYear: pointTable });

const offerSchema = z
  .strictObject({
    id: z.int().min(1).max(maxOfferId),
    type: z.enum(["Purchase", "Renewal"]),
    term: z.string().regex(/^[1-9]\d*(\/[1-9]\d*)?$/, 'years: "1", "2", or a fraction such as "1/12" (monthly)'),
    pack: z.union([z.int().positive(), z.string().regex(/^[1-9]\d* \+ [1-9]\d*$/, 'a bundle pack such as "3 + 3"')]),
    autorenew: z.enum(["on", "off", "both"]),
    price: pointKey.optional(),
    was: pointKey.optional(),
    seatPrice: pointKey.optional(),
  })
  .refine((offer) => (offer.price === undefined) !== (offer.seatPrice === undefined), "give either price or seatPrice")
  .refine((offer) => offer.was === undefined || offer.price !== undefined, "was needs a price")
  .refine(
    (offer) => offer.seatPrice === undefined || (typeof offer.pack === "number" && /^\d+$/.test(offer.term)),
    "seatPrice needs a seat count and whole years",
  );

const priceListSchema = z
  .strictObject({
    product: slug,
    /** A custom store; without it the offers sell through each site's own store. */
    store: slug.optional(),
    /** Premium-service and kids price-list id, e.g. "PS-INSTALL". */
    priceListId: z
      .string()
      .regex(/^[A-Z0-9]+(-[A-Z0-9]+)*$/, 'upper-case id such as "PS-INSTALL"')
      .optional(),
    /** Sell only on these sites, or on every site except these. */
    only: z.array(z.enum(localeCodes)).min(1).optional(),
    except: z.array(z.enum(localeCodes)).optional(),
    offers: z.array(offerSchema).min(1),
  })
  .refine((list) => list.only === undefined || list.except === undefined, "give only or except, not both");

export const priceFileSchema = z.array(priceListSchema);

export type PricePoints = z.output<typeof pricePointsSchema>;
export type PriceList = z.output<typeof priceListSchema>;

/** What the expansion needs from the other catalogue files. */
export interface PriceContext {
  decimals: ReadonlyMap<string, number>;
  productIds: ReadonlyMap<string, number>;
  /** Custom stores and the sites they may be asked for on. */
  customStores: ReadonlyMap<string, readonly LocaleCode[]>;
}

/**
 * The price id of an offer's row: offer id, autorenew (1 on, 2 off), site and currency in the
 * registry's order, as decimal digits. Deterministic, so ids survive re-seeds and rebuilt databases.
 *
 * @example
 * priceOptionId(101, true, "de-de", "EUR") // 101_1_06_01 → 10110601
 */
export function priceOptionId(offerId: number, autorenew: boolean, locale: LocaleCode, currency: CurrencyCode): number {
  return ((offerId * 10 + (autorenew ? 1 : 2)) * 100 + localeCodes.indexOf(locale)) * 100 + currencyCodes.indexOf(currency);
}

/** Problems found across files; each names its file and place. */
class PriceIssues {
  readonly list: string[] = [];
  add(file: PriceFile, path: Array<string | number>, message: string) {
    this.list.push(`data/prices/${file}.json: ✖ ${message}\n  → at ${path.join(".")}`);
  }
}

/**
 * Expands the validated price files into rows, checking what one file cannot check alone: known
 * products, stores and price points, amounts within each currency's decimals, unique offer ids
 * and one offer per product × store × type × term × pack × autorenew. Throws naming every problem.
 */
export function expandPriceLists(
  points: PricePoints,
  files: Readonly<Record<PriceFile, PriceList[]>>,
  context: PriceContext,
): NewPriceOption[] {
  const issues = new PriceIssues();
  const minor = pointsInMinorUnits(points, context.decimals);
  for (const message of minor.issues) issues.list.push(`data/prices/price-points.json: ✖ ${message}`);
  const rows: NewPriceOption[] = [];
  const offerIds = new Map<number, string>();
  const offerKeys = new Set<string>();

  for (const file of priceFiles) {
    files[file].forEach((list, listIndex) => {
      const at = (...path: Array<string | number>) => [listIndex, ...path];
      const productId = context.productIds.get(list.product);
      if (productId === undefined) issues.add(file, at("product"), `unknown product ${list.product}`);
      const storeSites = list.store === undefined ? localeCodes : context.customStores.get(list.store);
      if (!storeSites) issues.add(file, at("store"), `${list.store} is not a custom store of data/stores.json`);
      const locales = (storeSites ?? []).filter(
        (locale) => (list.only?.includes(locale) ?? true) && !(list.except?.includes(locale) ?? false),
      );

      list.offers.forEach((offer, offerIndex) => {
        const seen = offerIds.get(offer.id);
        if (seen) issues.add(file, at("offers", offerIndex, "id"), `offer id ${offer.id} is also used in ${seen}`);
        offerIds.set(offer.id, `data/prices/${file}.json`);
        const variants = offer.autorenew === "both" ? [true, false] : [offer.autorenew === "on"];
        for (const autorenew of variants) {
          const key = [list.product, list.store ?? "", offer.type, offer.term, offer.pack, autorenew].join("|");
          if (offerKeys.has(key)) issues.add(file, at("offers", offerIndex), `a second offer for ${key.replaceAll("|", " ")}`);
          offerKeys.add(key);
        }
        const table = offer.price !== undefined ? minor.retail : minor.perSeatPerYear;
        for (const name of ["price", "was", "seatPrice"] as const) {
          const point = offer[name];
          if (point !== undefined && !table.has(point))
            issues.add(file, at("offers", offerIndex, name), `no price point ${point}`);
        }
        const notAbove = currencyCodes.filter((currency) => {
          const amounts = amountsOf(offer, table, currency);
          return amounts?.was != null && amounts.was <= amounts.price;
        });
        if (notAbove.length > 0)
          issues.add(file, at("offers", offerIndex, "was"), `was is not above price in ${notAbove.join(", ")}`);
        if (productId === undefined) return;
        for (const locale of locales) {
          const site = requireSite(locale);
          for (const currency of site.currencies) {
            const amounts = amountsOf(offer, table, currency);
            if (!amounts) continue;
            for (const autorenew of variants) {
              rows.push({
                id: priceOptionId(offer.id, autorenew, locale, currency),
                product_id: productId,
                locale,
                currency,
                store: list.store ?? site.store,
                purchase_type: offer.type satisfies PriceOptionPurchaseType,
                term: offer.term,
                pack: String(offer.pack),
                price_minor: amounts.price,
                price_striked_minor: amounts.was,
                autorenew: autorenew ? 1 : 0,
                price_list_id: list.priceListId ?? null,
                sort: offerIndex * 2 + (autorenew ? 0 : 1),
              });
            }
          }
        }
      });
    });
  }
  if (issues.list.length > 0) throw new Error(`The price files are invalid:\n${issues.list.join("\n")}`);
  return rows;
}

type MinorTable = ReadonlyMap<string, ReadonlyMap<string, number>>;

function amountsOf(
  offer: PriceList["offers"][number],
  table: MinorTable,
  currency: CurrencyCode,
): { price: number; was: number | null } | null {
  if (offer.seatPrice !== undefined) {
    const perSeat = table.get(offer.seatPrice)?.get(currency);
    return perSeat === undefined ? null : { price: perSeat * Number(offer.pack) * Number(offer.term), was: null };
  }
  const price = offer.price === undefined ? undefined : table.get(offer.price)?.get(currency);
  if (price === undefined) return null;
  const was = offer.was === undefined ? null : (table.get(offer.was)?.get(currency) ?? null);
  return { price, was };
}

/** Converts both point tables to integer minor units, refusing digits a currency does not show. */
function pointsInMinorUnits(points: PricePoints, decimals: ReadonlyMap<string, number>) {
  const issues: string[] = [];
  const convert = (name: keyof PricePoints): MinorTable =>
    new Map(
      Object.entries(points[name]).map(([key, amounts]) => {
        const converted = new Map<string, number>();
        for (const [currency, text] of amounts) {
          const digits = decimals.get(currency) ?? 2;
          const [, whole = "0", fraction = ""] = amountPattern.exec(text) ?? [];
          if (fraction.length > digits) {
            issues.push(`${currency} ${text} has more than ${digits} decimals\n  → at ${name}.${key}`);
          }
          converted.set(currency, Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0").slice(0, digits) || "0"));
        }
        return [key, converted];
      }),
    );
  return { retail: convert("retail"), perSeatPerYear: convert("perSeatPerYear"), issues };
}
