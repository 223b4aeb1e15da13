import { referencePattern } from "./price-references";

/**
 * Finds amounts of money and saving claims written by hand in copy, which `content:check`
 * refuses: copy names an offer (`{price:…}`, `{saving:…}`) and the server fills the amount in.
 * Pure; heuristics tuned to what editors write ("49,99 €", "$1,299.99", "USD 100", "Save 20%").
 */

/** Currency signs and codes of the catalogue, and the local abbreviations of its currencies. */
const currency = String.raw`(?:R\$|A\$|NZ\$|US\$|C\$|[€£¥￥₹₽₺$]|\b(?:USD|EUR|GBP|AUD|NZD|AED|QAR|SAR|BRL|CHF|INR|RUB|JPY|CNY|MXN|SEK|DKK|NOK|TRY|ZAR|KES|NGN)\b|\bkr\.?|руб\.?|円|元)`;
/** A grouped amount ("1.234,56", "129 900") or a plain one ("49.99", "100"). */
const number = String.raw`(?:\d{1,3}(?:[.,'\u00a0\u202f ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)(?![\d.,]\d)`;
const space = String.raw`[\u00a0\u202f ]?`;
const amountPattern = new RegExp(`${currency}${space}${number}|${number}${space}${currency}`, "gu");

/**
 * Amounts of money written as text (price references removed first).
 *
 * @example findWrittenAmounts("Only 49,99\u00a0€ for 5 devices") // ["49,99\u00a0€"]
 * @example findWrittenAmounts("Only {price:total-security:5:1} for 5 devices") // []
 */
export function findWrittenAmounts(text: string): string[] {
  const withoutReferences = text.replace(referencePattern, " ");
  return [...withoutReferences.matchAll(amountPattern)].map((match) => match[0].trim());
}

/**
 * Words of saving and discount in the catalogue's languages: whole English words (so "office" is
 * not "off"), stems elsewhere.
 */
const savingWords =
  /(?<!\p{L})(?:(?:save|saving|savings|saves|off|discount|discounts|credit)(?!\p{L})|spar|rabatt|nachlass|économis|économie|remise|réduction|ahorr|descuento|risparm|sconto|economi|desconto|bespaar|korting|besparing|tasarruf|indirim|эконом|скидк)|割引|お得|オフ|节省|优惠|折扣|وفر|توفير|خصم/iu;
const percent = /\d+(?:[.,]\d+)?\s?%|%\s?\d+/u;

/**
 * Saving claims with a hand-written percentage: a sentence that speaks of saving and states a
 * percentage. Percentages elsewhere ("99% of threats") are left alone.
 *
 * @example findWrittenSavings("2 years: save 20%") // ["save 20%"]
 * @example findWrittenSavings("2 years: save {saving:total-security:3:2}") // []
 */
export function findWrittenSavings(text: string): string[] {
  const withoutReferences = text
    .replace(referencePattern, " ")
    // A table is one claim: its "Discount" header speaks for the percentages in its cells.
    .replace(/<table[\s\S]*?<\/table>/g, (table) => table.replace(/\n/g, " "))
    .replace(/<[^>]*>/g, " ");
  return withoutReferences
    .split(/(?<=[.!?。！？])\s+|\n/u)
    .filter((sentence) => savingWords.test(sentence) && percent.test(sentence))
    .map((sentence) => sentence.trim());
}
