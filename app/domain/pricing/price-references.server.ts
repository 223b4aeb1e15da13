import { numberFormat } from "~/lib/intl-formats";
import type { Logger } from "~/lib/logger.server";
import type { Site } from "~/sites/locales";
import { formatMoney, formatWholeMoney, toMinor } from "./money";
import type { PricingPort } from "./port.server";
import { type PriceReference, parseReference, purchaseTypeOf, referencePattern, resolveReference } from "./price-references";
import type { PriceOption, PurchaseType } from "./types";

export interface PriceFillContext {
  pricing: PricingPort;
  site: Site;
  /** The visitor's currency on this page (the site's default, or the one chosen). */
  currency: string;
  logger: Pick<Logger, "warn">;
}

/** What an unresolvable reference shows: no amount rather than a wrong one. */
export const missingAmount = "–";

/**
 * Fills every price reference (`price-references.ts`) in every string of `value` — a page's
 * blocks, its meta, a verdict — with the catalogue's amount in the visitor's currency, formatted
 * for the site. Each product's price list is read once per purchase type. A reference the
 * catalogue cannot answer (`npm run content:check` keeps those out of a release) shows a dash and
 * is logged. Answers a copy; strings without references are shared, not copied.
 *
 * @example await fillPriceReferences({ text: "From {from:antivirus}" }, context) // { text: "From $29.99" }
 */
export async function fillPriceReferences<T>(value: T, context: PriceFillContext): Promise<T> {
  const references = new Map<string, PriceReference | null>();
  collect(value, references);
  if (references.size === 0) return value;

  const lists = new Map<string, Promise<readonly PriceOption[]>>();
  const listOf = (product: string, type: PurchaseType) => {
    const key = `${product}|${type}`;
    let list = lists.get(key);
    if (!list) {
      list = context.pricing
        .getPrices({
          locale: context.site.locale,
          name: product,
          purchaseType: type,
          currency: context.currency,
          store: context.site.store,
        })
        .catch((error: unknown) => {
          // A reference without its price is left out; the page says less, and is not kept.
          context.logger.warn({ err: error, product }, "prices not available for a price reference");
          return [];
        });
      lists.set(key, list);
    }
    return list;
  };

  const texts = new Map<string, string>();
  await Promise.all(
    [...references].map(async ([token, reference]) => {
      const text = reference ? await format(reference, listOf, context) : null;
      if (text === null)
        context.logger.warn({ reference: token, locale: context.site.locale }, "price reference not in the catalogue");
      texts.set(token, text ?? missingAmount);
    }),
  );
  return replace(value, texts) as T;
}

async function format(
  reference: PriceReference,
  listOf: (product: string, type: PurchaseType) => Promise<readonly PriceOption[]>,
  context: PriceFillContext,
): Promise<string | null> {
  const intl = context.site.intlLocale;
  if (reference.kind === "money") {
    const amount = Number(reference.amount);
    return Number.isInteger(amount)
      ? formatWholeMoney(amount, reference.currency, intl)
      : formatMoney(toMinor(amount, reference.currency), reference.currency, intl);
  }
  const resolved = resolveReference(reference, await listOf(reference.product, purchaseTypeOf(reference)));
  if (!resolved) return null;
  if ("percent" in resolved) return numberFormat(intl, { style: "percent" }).format(resolved.percent / 100);
  return formatMoney(resolved.minor, resolved.currency, intl);
}

function collect(value: unknown, into: Map<string, PriceReference | null>): void {
  if (typeof value === "string") {
    if (!value.includes("{")) return;
    for (const match of value.matchAll(referencePattern)) {
      if (into.has(match[0])) continue;
      const parsed = parseReference(match[1] ?? "", match[2] ?? "");
      into.set(match[0], "error" in parsed ? null : parsed);
    }
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, into);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) collect(item, into);
  }
}

/** `value` with every reference written out; parts without a reference are the same objects as before. */
function replace(value: unknown, texts: ReadonlyMap<string, string>): unknown {
  if (typeof value === "string") {
    return value.includes("{") ? value.replace(referencePattern, (token) => texts.get(token) ?? token) : value;
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => replace(item, texts));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (value && typeof value === "object") {
    let changed = false;
    const entries = Object.entries(value).map(([key, item]) => {
      const replaced = replace(item, texts);
      if (replaced !== item) changed = true;
      return [key, replaced] as const;
    });
    return changed ? Object.fromEntries(entries) : value;
  }
  return value;
}
