import { parseSeedInput, type SeedInput } from "~/db/seed-data";
import { restrictedProductNames } from "~/domain/pricing/country-rules";
import { findWrittenAmounts, findWrittenSavings } from "~/domain/pricing/money-in-text";
import { parseReference, purchaseTypeOf, referencePattern, resolveReference } from "~/domain/pricing/price-references";
import { termInYears } from "~/domain/pricing/service.server";
import type { PriceOption } from "~/domain/pricing/types";
import { chooseVerdictTemplate, verdictTemplates } from "~/domain/renewal/verdict-templates";
import { type LocaleCode, localeCodes, requireSite } from "~/sites/locales";
import type { ContentProblem } from "./check.server";
import { formatJsonPath } from "./check.server";
import { productNamesFile } from "./schemas.server";

/**
 * The catalogue part of `content:check`: no document of any locale writes an amount of money or a
 * saving percentage by hand, every price reference is well formed, and every site a document is
 * served to can answer it from the catalogue — in each of the site's currencies, and for a saving,
 * with a saving that is really there; and the global product names name every catalogue product.
 */

export interface CheckedDocument {
  locale: LocaleCode;
  /** Path under the locale folder. */
  relative: string;
  /** Path shown in problems. */
  file: string;
  json: unknown;
}

/** Price lists of the catalogue by site, currency, product and purchase type (the site's own store), and its products. */
export interface CatalogueIndex {
  prices: ReadonlyMap<string, PriceOption[]>;
  products: readonly string[];
}

const indexKey = (locale: string, currency: string, product: string, type: string) => `${locale}|${currency}|${product}|${type}`;

/** Builds the index from the catalogue files (the same expansion the seed writes to the database). */
export function catalogueIndex(files: SeedInput): CatalogueIndex {
  const rows = parseSeedInput(files, { today: "2000-01-01" });
  const names = new Map(rows.products.map((product) => [product.id, product.name]));
  const index = new Map<string, PriceOption[]>();
  for (const row of rows.prices) {
    if (row.store !== requireSite(row.locale as LocaleCode).store) continue;
    const key = indexKey(row.locale, row.currency, names.get(row.product_id) ?? "", row.purchase_type);
    const list = index.get(key) ?? [];
    list.push({
      id: row.id,
      product_id: row.product_id,
      term: termInYears(row.term),
      pack: /^\d+$/.test(row.pack) ? Number(row.pack) : row.pack,
      price: 0,
      price_striked: null,
      autorenew: row.autorenew === 1,
      price_minor: row.price_minor,
      price_striked_minor: row.price_striked_minor ?? null,
      currency: row.currency,
    });
    index.set(key, list);
  }
  return { prices: index, products: rows.products.map((product) => product.name) };
}

/** The sites a locale's file is served to: those whose fallback chain reaches this locale first. */
export function sitesServedBy(locale: LocaleCode, relative: string, filesByLocale: ReadonlyMap<LocaleCode, ReadonlySet<string>>) {
  return localeCodes.filter((site) => {
    const chain = [site, ...requireSite(site).fallbacks];
    return chain.find((candidate) => filesByLocale.get(candidate)?.has(relative)) === locale;
  });
}

export function checkPrices(
  documents: readonly CheckedDocument[],
  filesByLocale: ReadonlyMap<LocaleCode, ReadonlySet<string>>,
  index: CatalogueIndex,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const document of documents) {
    const sites = sitesServedBy(document.locale, document.relative, filesByLocale);
    walk(document.json, [], (text, path) => {
      const at = { file: document.file, path: formatJsonPath(path) };
      for (const amount of findWrittenAmounts(text)) {
        problems.push({
          ...at,
          message: `writes the amount "${amount}" by hand: refer to the offer, e.g. {price:total-security:3:1}`,
        });
      }
      for (const claim of findWrittenSavings(text)) {
        problems.push({ ...at, message: `claims a saving by hand ("${claim}"): use {saving:PRODUCT:PACK:TERM}` });
      }
      for (const match of text.matchAll(referencePattern)) {
        const reference = parseReference(match[1] ?? "", match[2] ?? "");
        if ("error" in reference) {
          problems.push({ ...at, message: `${match[0]}: ${reference.error}` });
          continue;
        }
        if (reference.kind === "money") continue;
        const missing = sites.flatMap((site) =>
          requireSite(site)
            .currencies.filter(
              (currency) =>
                !resolveReference(
                  reference,
                  index.prices.get(indexKey(site, currency, reference.product, purchaseTypeOf(reference))) ?? [],
                ),
            )
            .map((currency) => `${site} ${currency}`),
        );
        if (missing.length > 0) {
          const what = reference.kind === "saving" ? "no such saving" : "no such offer";
          problems.push({ ...at, message: `${match[0]}: ${what} in the catalogue for ${summarise(missing)}` });
        }
      }
    });
  }
  return problems;
}

/** Every catalogue product has a display name in the global site's `localization/product-names.json`. */
export function checkProductNames(documents: readonly CheckedDocument[], index: CatalogueIndex): ContentProblem[] {
  const global = documents.find((document) => document.locale === "en-global" && document.relative === productNamesFile);
  if (!global) return [];
  const names = (global.json as { fields?: { names?: Record<string, unknown> } }).fields?.names ?? {};
  return index.products
    .filter((product) => typeof names[product] !== "string")
    .map((product) => ({
      file: global.file,
      path: "fields.names",
      message: `names no display name for the catalogue product "${product}"`,
    }));
}

/**
 * Every product a document names (buy blocks, actions, kids blocks: any `product` field) is a
 * catalogue product or one the country rules know, and every verdict's `lrcTemplate` is a template
 * the verdict page has — a typo would otherwise show up only as a fallback on the live site.
 */
export function checkNamedThings(documents: readonly CheckedDocument[], index: CatalogueIndex): ContentProblem[] {
  const known = new Set([...index.products, ...restrictedProductNames]);
  const problems: ContentProblem[] = [];
  for (const document of documents) {
    walkFields(document.json, [], (key, value, path) => {
      if (key === "product" && typeof value === "string" && !known.has(value)) {
        problems.push({
          file: document.file,
          path: formatJsonPath(path),
          message: `names "${value}", which is no product of the catalogue`,
        });
      }
      if (key === "lrcTemplate" && typeof value === "string" && !chooseVerdictTemplate(value).known) {
        problems.push({
          file: document.file,
          path: formatJsonPath(path),
          message: `"${value}" is no verdict template (${Object.keys(verdictTemplates).join(", ")})`,
        });
      }
    });
  }
  return problems;
}

function walkFields(
  value: unknown,
  path: Array<string | number>,
  visit: (key: string, value: unknown, path: Array<string | number>) => void,
) {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) walkFields(item, [...path, index], visit);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      visit(key, item, [...path, key]);
      walkFields(item, [...path, key], visit);
    }
  }
}

function summarise(items: string[]): string {
  return items.length > 4 ? `${items.slice(0, 4).join(", ")} and ${items.length - 4} more` : items.join(", ");
}

function walk(value: unknown, path: Array<string | number>, visit: (text: string, path: Array<string | number>) => void): void {
  if (typeof value === "string") visit(value, path);
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) walk(item, [...path, index], visit);
  } else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) walk(item, [...path, key], visit);
}
