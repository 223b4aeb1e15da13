import { samePack, sameTerm, savings } from "./rules";
import type { PriceOption, PurchaseType } from "./types";

/**
 * Prices in content copy, by reference (issue rule "content tells the truth"): a document never
 * writes an amount of money; it names the offer, and the server fills in the catalogue's amount in
 * the visitor's currency and the site's format, so the copy and the checkout cannot disagree.
 *
 * | token | what it becomes |
 * |---|---|
 * | `{price:total-security:3:1}` | the first-term price of 3 devices, 1 year, bought new |
 * | `{price:total-security:3:1:renewal}` | the renewal price of that plan |
 * | `{price:total-security:3:1:regular}` | the regular new-customer price (the struck one), else the price |
 * | `{price:endpoint-select:50:1:per-unit}` | the first-term price of that plan per device (node, seat) |
 * | `{saving:total-security:3:2}` | what 2 years save against 2 × the 1-year price, in percent (spec 2 §9 "percentage": rounded down to 5) |
 * | `{saving:total-security:3:1:regular}` | what the first term saves against the regular price, in percent |
 * | `{from:total-security}` | the lowest first-term price of its yearly plans |
 * | `{money:100 USD}` | an amount the catalogue does not sell (a liability cap, a salary), formatted for the site |
 *
 * Packs are device counts or bundles (`3+3`); terms are years or fractions (`1/12`, a month).
 * Pure: parsing and choosing; `price-references.server.ts` fetches and formats.
 */

export type PriceReference =
  | { kind: "price"; product: string; pack: string; term: string; price: "first" | "renewal" | "regular" | "per-unit" }
  | { kind: "saving"; product: string; pack: string; term: string; against: "yearly" | "regular" }
  | { kind: "from"; product: string }
  | { kind: "money"; amount: string; currency: string };

/** Every token in a text, valid or not; `{brand}` and other braces are not tokens. */
export const referencePattern = /\{(price|saving|from|money):([^{}]*)\}/g;

const product = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const packPattern = /^[1-9]\d{0,4}(\+[1-9]\d{0,4})?$/;
const termPattern = /^[1-9]\d?(\/[1-9]\d?)?$/;

/**
 * A token's meaning, or what is wrong with it.
 *
 * @example parseReference("price", "total-security:3:1:renewal")
 * // { kind: "price", product: "total-security", pack: "3", term: "1", price: "renewal" }
 * @example parseReference("price", "total-security:three") // { error: "…" }
 */
export function parseReference(kind: string, body: string): PriceReference | { error: string } {
  const parts = body.split(":");
  const [name = "", pack = "", term = "", modifier] = parts;
  if (kind === "money") {
    const match = /^(\d{1,9}(?:\.\d{1,2})?) ([A-Z]{3})$/.exec(body);
    return match?.[1] && match[2]
      ? { kind, amount: match[1], currency: match[2] }
      : { error: "write {money:AMOUNT CUR}, e.g. {money:100 USD}" };
  }
  if (!product.test(name)) return { error: `"${name}" is not a product name such as total-security` };
  if (kind === "from") return parts.length === 1 ? { kind, product: name } : { error: "write {from:PRODUCT}" };
  if (!packPattern.test(pack)) return { error: `"${pack}" is not a pack such as 3 or 3+3` };
  if (!termPattern.test(term)) return { error: `"${term}" is not a term in years such as 1, 2 or 1/12` };
  if (parts.length > 4) return { error: "too many parts" };
  if (kind === "price") {
    if (modifier === undefined || modifier === "renewal" || modifier === "regular" || modifier === "per-unit") {
      if (modifier === "per-unit" && pack.includes("+")) return { error: "a bundle has no price per unit" };
      return { kind, product: name, pack, term, price: modifier ?? "first" };
    }
    return { error: `"${modifier}" is not renewal, regular or per-unit` };
  }
  if (kind === "saving") {
    if (modifier === undefined || modifier === "regular") {
      return { kind, product: name, pack, term, against: modifier ?? "yearly" };
    }
    return { error: `"${modifier}" is not regular` };
  }
  return { error: `unknown reference ${kind}` };
}

/** The purchase type whose price list a reference reads. */
export function purchaseTypeOf(reference: Exclude<PriceReference, { kind: "money" }>): PurchaseType {
  return reference.kind === "price" && reference.price === "renewal" ? "Renewal" : "Purchase";
}

const termValue = (term: string): number | string => {
  const [whole = "1", divisor] = term.split("/");
  return divisor ? Number(whole) / Number(divisor) : Number(whole);
};

/**
 * The option a buyer of that pack and term gets: the auto-renewing one when both exist, as the buy
 * block preselects it (spec 2 §9 "Default autorenew … true").
 */
export function offerOf(options: readonly PriceOption[], pack: string, term: string): PriceOption | null {
  const matches = options.filter(
    (option) => samePack(option.pack, pack.replace("+", " + ")) && sameTerm(option.term, termValue(term)),
  );
  return matches.find((option) => option.autorenew) ?? matches[0] ?? null;
}

export type ResolvedReference = { minor: number; currency: string } | { percent: number } | null;

/**
 * What a reference amounts to in one price list (the product's, of the reference's purchase
 * type, in one currency): minor units, or a whole percent; null when the catalogue has no such
 * offer or no saving to claim.
 *
 * @example resolveReference({ kind: "from", product: "antivirus" }, options) // { minor: 2999, currency: "USD" }
 */
export function resolveReference(
  reference: Exclude<PriceReference, { kind: "money" }>,
  options: readonly PriceOption[],
): ResolvedReference {
  if (reference.kind === "from") {
    const yearly = options.filter((option) => typeof option.term === "number" && Number.isInteger(option.term));
    const lowest = yearly.reduce<PriceOption | null>(
      (min, option) => (!min || option.price_minor < min.price_minor ? option : min),
      null,
    );
    return lowest ? { minor: lowest.price_minor, currency: lowest.currency } : null;
  }
  const offer = offerOf(options, reference.pack, reference.term);
  if (!offer) return null;
  if (reference.kind === "price") {
    const minor =
      reference.price === "regular"
        ? (offer.price_striked_minor ?? offer.price_minor)
        : reference.price === "per-unit"
          ? Math.round(offer.price_minor / Number(offer.pack))
          : offer.price_minor;
    return { minor, currency: offer.currency };
  }
  // Against the yearly plan, the struck price must not count: only the 1-year price × years.
  const basis = reference.against === "regular" ? offer : { ...offer, price_striked_minor: null };
  const yearly = reference.against === "yearly" ? offerOf(options, reference.pack, "1") : null;
  if (reference.against === "yearly" && (!yearly || yearly.id === offer.id)) return null;
  const saving = savings(basis, yearly, "percentage");
  return saving?.type === "percentage" ? { percent: saving.percent } : null;
}
