import type { LocaleCode } from "~/sites/locales";
import type { BbSettingsInput, SaveRate } from "./bb-settings";
import type { PriceOption } from "./types";

/**
 * The buy block's business rules (spec 2 §4 "Buy block", "Kids product buy block", §5, §6, §9).
 * Pure: options in, decisions out. The readings of the spec's ambiguous sentences are written
 * down in docs/pricing-rules.md; the tests quote the spec.
 */

export type Term = PriceOption["term"];
export type Pack = PriceOption["pack"];

const numeric = /^\d+(\.\d+)?$/;

/**
 * A term as the rules compare it (spec 2 §5 "Term normalisation: "0" becomes 1; "0.5" maps to
 * "6 Months" when present"): numeric strings become numbers, 0 becomes 1 and 0.5 becomes the
 * "6 Months" label when one of `availableTerms` is that label; other labels are kept, trimmed.
 *
 * @example normalizeTerm("0") // 1
 * @example normalizeTerm("0.5", [1, "6 Months"]) // "6 Months"
 */
export function normalizeTerm(term: Term, availableTerms: readonly Term[] = []): Term {
  // Whole years, the common case, are themselves (a buy block compares terms many times a render).
  if (typeof term === "number" && Number.isSafeInteger(term) && term >= 1) return term;
  const text = String(term).trim();
  if (!numeric.test(text)) return text;
  const years = Number(text);
  if (years === 0) return 1;
  if (years === 0.5) {
    const label = availableTerms.find((t) => typeof t === "string" && t.trim().toLowerCase() === "6 months");
    if (typeof label === "string") return label.trim();
  }
  return years;
}

/**
 * A pack as the rules compare it: numeric strings become numbers ("1" equals 1); bundles of two
 * device kinds stay strings, spaced as "a + b".
 *
 * @example normalizePack("3") // 3
 * @example normalizePack("3+3") // "3 + 3"
 */
export function normalizePack(pack: Pack): Pack {
  if (typeof pack === "number" && Number.isSafeInteger(pack) && pack >= 0) return pack;
  const text = String(pack).trim();
  return numeric.test(text)
    ? Number(text)
    : text
        .split("+")
        .map((part) => part.trim())
        .join(" + ");
}

/** Whether two packs are the same (spec 2 §5 "Pack and term preselection match numerically"). */
export function samePack(a: Pack, b: Pack): boolean {
  return normalizePack(a) === normalizePack(b);
}

/**
 * Whether two terms are the same after `normalizeTerm`. Fractional years compare in months, so
 * the price service's 0.083 and a computed 1/12 are both "1 month".
 *
 * @example sameTerm("2", 2) // true
 */
export function sameTerm(a: Term, b: Term, availableTerms: readonly Term[] = []): boolean {
  const x = normalizeTerm(a, availableTerms);
  const y = normalizeTerm(b, availableTerms);
  if (typeof x === "number" && typeof y === "number") return Math.abs(x - y) * 12 < 0.05;
  return typeof x === "string" && typeof y === "string" && x.toLowerCase() === y.toLowerCase();
}

/**
 * Whether an option is a monthly one: its term is a fraction of years (1 month = 1/12). Labels
 * such as "6 Months" are fixed terms shown as written, not monthly subscriptions.
 *
 * @example isMonthly({ term: 1 / 12 }) // true
 */
export function isMonthly(option: Pick<PriceOption, "term">): boolean {
  const term = normalizeTerm(option.term);
  return typeof term === "number" && !Number.isInteger(term);
}

export type DisplayTerm = { unit: "year" | "month"; count: number } | { unit: "label"; label: string };

/**
 * How a term is shown (spec 2 §9 "Monthly term is displayed as 12 times the fractional value").
 *
 * @example displayTerm({ term: 0.25 }) // { unit: "month", count: 3 }
 * @example displayTerm({ term: "2" }) // { unit: "year", count: 2 }
 */
export function displayTerm(option: Pick<PriceOption, "term">): DisplayTerm {
  const term = normalizeTerm(option.term);
  if (typeof term === "string") return { unit: "label", label: term };
  return isMonthly(option) ? { unit: "month", count: Math.round(term * 12) } : { unit: "year", count: term };
}

/**
 * Whether the year/month tab switch appears (spec 2 §4 "when monthly options exist").
 *
 * @example hasMonthlyOptions([{ term: 1 }, { term: 1 / 12 }]) // true
 */
export function hasMonthlyOptions(options: readonly Pick<PriceOption, "term">[]): boolean {
  return options.some(isMonthly);
}

/** Spec 2 §9 "Autorenew is ignored for ru-ru and ja-jp in price matching." */
const autorenewIgnored: ReadonlySet<LocaleCode> = new Set(["ru-ru", "ja-jp"]);

/** What selection looks at in an option: the price service's options and the buy block's views alike. */
export type Choice = Pick<PriceOption, "pack" | "term" | "autorenew">;

export interface PriceQuery {
  pack: Pack;
  term: Term;
  autorenew: boolean;
  locale: LocaleCode;
}

/**
 * The price option of a selection (spec 2 §4): pack × term × autorenew; when the exact autorenew
 * match is missing, the opposite one; on ru-ru and ja-jp the first pack × term match whatever its
 * autorenew. Null when no option has that pack and term.
 *
 * @example selectPriceOption(options, { pack: "3", term: 1, autorenew: true, locale: "en-us" })
 */
export function selectPriceOption<T extends Choice>(options: readonly T[], query: PriceQuery): T | null {
  const terms = options.map((o) => o.term);
  const matches = options.filter((o) => samePack(o.pack, query.pack) && sameTerm(o.term, query.term, terms));
  if (autorenewIgnored.has(query.locale)) return matches[0] ?? null;
  return matches.find((o) => o.autorenew === query.autorenew) ?? matches[0] ?? null;
}

export interface Availability {
  packs: Array<{ pack: Pack; available: boolean }>;
  terms: Array<{ term: Term; available: boolean }>;
}

/**
 * Every pack and term of the price list, in the price service's order, each marked available when
 * an option combines it with the current other choice (spec 2 §4 "Unavailable pack/term
 * combinations are disabled"). Autorenew never disables anything: it falls back to the opposite.
 *
 * @example availability(options, { pack: 1, term: 2 }).packs // [{ pack: 1, available: true }, …]
 */
export function availability(options: readonly Choice[], current: { pack: Pack; term: Term }): Availability {
  const terms = options.map((o) => o.term);
  const has = (pack: Pack, term: Term) => options.some((o) => samePack(o.pack, pack) && sameTerm(o.term, term, terms));
  return {
    packs: distinctPacks(options).map((pack) => ({ pack, available: has(pack, current.term) })),
    terms: distinct(
      terms.map((t) => normalizeTerm(t, terms)),
      (a, b) => sameTerm(a, b),
    ).map((term) => ({ term, available: has(current.pack, term) })),
  };
}

export interface Selection {
  pack: Pack;
  term: Term;
  /** State of the auto-renew box (the chosen option may be the opposite, by the fallback). */
  autorenew: boolean;
  tab: "year" | "month";
  option: PriceOption;
}

type PreselectSettings = Pick<BbSettingsInput, "selectedPack" | "selectedTerm" | "selectedTab" | "isChecked" | "showAR">;

/**
 * The buy block's initial selection: the tab, pack and term of bbSettings when some option has
 * them (matched numerically, spec 2 §5), each narrowing the one before; otherwise the first option
 * in the price service's order. The auto-renew box starts as `isChecked` (default true) when
 * `showAR`; without auto-renew offers it starts unchecked. Null for an empty price list.
 *
 * @example preselect(options, { selectedPack: "3", selectedTerm: "2" })?.option.id
 */
export function preselect(options: readonly PriceOption[], settings: PreselectSettings = {}): Selection | null {
  const terms = options.map((o) => o.term);
  const autorenew = (settings.showAR ?? true) && (settings.isChecked ?? true);
  const { selectedTab, selectedPack, selectedTerm } = settings;
  let pool = options;
  if (selectedTab) pool = narrow(pool, (o) => isMonthly(o) === (selectedTab === "month"));
  if (selectedPack !== undefined) pool = narrow(pool, (o) => samePack(o.pack, selectedPack));
  if (selectedTerm !== undefined) pool = narrow(pool, (o) => sameTerm(o.term, selectedTerm, terms));
  pool = narrow(pool, (o) => o.autorenew === autorenew);
  const option = pool[0];
  if (!option) return null;
  const tab = isMonthly(option) ? "month" : "year";
  return { pack: normalizePack(option.pack), term: normalizeTerm(option.term, terms), autorenew, tab, option };
}

export interface DeviceRowsContext {
  locale: LocaleCode;
  isLicencePage: boolean;
  isCloud: boolean;
  /** The preselected pack; its multiples fill the rows on US English licence pages. */
  defaultPack?: Pack;
  /** The product counts one kind of device (its rows then step by 5). */
  oneDeviceType?: boolean;
  showEvenDevices?: boolean;
  /** Per-product or per-attribute row count (bbSettings.limitTo). */
  rowsOverride?: number;
  /**
   * A renewal's licence size: the rows start at the nearest pack at or above it (which is always
   * shown, whatever the filter), and the smaller packs are not offered by default.
   */
  minimumPack?: number;
}

/**
 * The device rows (distinct packs) shown by default and the ones behind "more" (spec 2 §9): 6
 * rows, 3 on en-us licence verdict pages for non-cloud products, or `rowsOverride`. Rows are
 * filtered first: en-us licence pages keep multiples of the default pack, one-device-type products
 * multiples of 5, others odd packs; "a + b" packs always pass; `showEvenDevices` turns the filter
 * off; a filter that would leave no row is dropped.
 *
 * @example deviceRows(packs1to10, { locale: "de-de", isLicencePage: false, isCloud: false }).visible // [1, 3, 5, 7, 9]
 */
export function deviceRows(options: readonly PriceOption[], context: DeviceRowsContext): { visible: Pack[]; hidden: Pack[] } {
  const usLicence = context.locale === "en-us" && context.isLicencePage;
  const limit = context.rowsOverride ?? (usLicence && !context.isCloud ? 3 : 6);
  const packs = distinctPacks(options);
  const defaultPack = normalizePack(context.defaultPack ?? 1);
  const step = usLicence ? (typeof defaultPack === "number" && defaultPack > 0 ? defaultPack : 1) : context.oneDeviceType ? 5 : 0;
  const keep = (pack: Pack) => typeof pack !== "number" || (step > 0 ? pack % step === 0 : pack % 2 === 1);
  const filtered = context.showEvenDevices ? packs : packs.filter(keep);
  const rows = filtered.length > 0 ? filtered : packs;
  const start = context.minimumPack === undefined ? null : nearestPackAtOrAbove(packs, context.minimumPack);
  const visible = (start === null ? rows : [start, ...rows.filter((pack) => typeof pack === "number" && pack > start)]).slice(
    0,
    limit,
  );
  return { visible, hidden: packs.filter((pack) => !visible.includes(pack)) };
}

/**
 * The smallest pack at or above `size` (a licence's seat count: its renewal keeps its size or
 * grows), else the largest pack; bundles ("3 + 3") are skipped. Null without numeric packs.
 *
 * @example nearestPackAtOrAbove([5, 10, 25, 50, 100], 100) // 100
 * @example nearestPackAtOrAbove([5, 10, 25, 50], 30) // 50
 * @example nearestPackAtOrAbove([1, 3, 5], 8) // 5
 */
export function nearestPackAtOrAbove(packs: readonly Pack[], size: number): number | null {
  const numeric = packs
    .map(normalizePack)
    .filter((pack): pack is number => typeof pack === "number")
    .sort((a, b) => a - b);
  return numeric.find((pack) => pack >= size) ?? numeric.at(-1) ?? null;
}

/**
 * Marks the options past `itemOffersGroupLimit` within each term with the spec's client flag
 * `outOfGroupVisibleLimit` (spec 2 §3, §9 "Group limit per term from bbSettings"); nothing is
 * dropped, order is kept. No limit: no option is flagged.
 *
 * @example limitGroupPerTerm(options, 2).filter((o) => o.outOfGroupVisibleLimit)
 */
export function limitGroupPerTerm<T extends Pick<PriceOption, "term">>(
  options: readonly T[],
  itemOffersGroupLimit: number | undefined,
): Array<T & { outOfGroupVisibleLimit: boolean }> {
  const terms = options.map((o) => o.term);
  const seen: Array<{ term: Term; count: number }> = [];
  return options.map((option) => {
    let group = seen.find((g) => sameTerm(g.term, option.term, terms));
    if (!group) {
      group = { term: option.term, count: 0 };
      seen.push(group);
    }
    group.count += 1;
    const outOfGroupVisibleLimit = itemOffersGroupLimit !== undefined && group.count > itemOffersGroupLimit;
    return { ...option, outOfGroupVisibleLimit };
  });
}

export type Savings = { type: "difference"; minor: number } | { type: "percentage" | "exact"; percent: number };

/**
 * The saving to advertise (spec 2 §9 "Savings types: difference, percentage (rounded down to 5
 * steps), exact (rounded), none"), against the struck-through price when the option has one above
 * its price, else against the reference option's yearly rate over the option's term (e.g. the
 * 1-year price × 2 for a 2-year option). Null for "none" or when nothing is saved.
 *
 * @example savings({ ...opt, price_minor: 3000, price_striked_minor: 4000 }, null, "percentage") // { type: "percentage", percent: 25 }
 */
export function savings(option: PriceOption, reference: PriceOption | null | undefined, saveRate: SaveRate): Savings | null {
  if (saveRate === "none") return null;
  const former = formerPrice(option, reference);
  if (former === null) return null;
  const saved = former - option.price_minor;
  if (saveRate === "difference") return { type: "difference", minor: saved };
  const percent = (saved * 100) / former;
  const rounded = saveRate === "percentage" ? Math.floor(percent / 5) * 5 : Math.round(percent);
  return rounded > 0 ? { type: saveRate, percent: rounded } : null;
}

function formerPrice(option: PriceOption, reference: PriceOption | null | undefined): number | null {
  const striked = option.price_striked_minor;
  if (striked !== null && striked > option.price_minor) return striked;
  if (!reference || reference.currency !== option.currency) return null;
  const years = normalizeTerm(option.term);
  const referenceYears = normalizeTerm(reference.term);
  if (typeof years !== "number" || typeof referenceYears !== "number") return null;
  const former = Math.round((reference.price_minor / referenceYears) * years);
  return former > option.price_minor ? former : null;
}

export interface PackEntry {
  /** The pack to buy; null while the entry is in error. */
  pack: number | null;
  /** Which disclaimer to show: the value was raised to min, lowered to max, or moved to a pack. */
  adjusted: "min" | "max" | "nearest" | null;
  /** Buying is blocked while set (spec 2 §5). */
  error: boolean;
}

/**
 * The business dropdown's typed device count (spec 2 §5): empty input, or non-numeric input
 * outside the custom locales, is the error that blocks buying; non-numeric input on a custom
 * locale resets to the minimum; numbers are clamped into [min, max], then moved to the nearest
 * available pack (the larger on a tie), flagging the min/max disclaimer when adjusted.
 *
 * @example businessPackEntry("7", { min: 5, max: 50, packs: [5, 10, 15], customLocale: false }) // { pack: 5, adjusted: "nearest", error: false }
 */
export function businessPackEntry(
  value: string | undefined,
  limits: { min: number; max: number; packs: readonly number[]; customLocale: boolean },
): PackEntry {
  const text = value?.trim() ?? "";
  if (text === "") return { pack: null, adjusted: null, error: true };
  const typed = /^\d+$/.test(text) ? Number(text) : null;
  if (typed === null && !limits.customLocale) return { pack: null, adjusted: null, error: true };
  let count = typed ?? limits.min;
  let adjusted: PackEntry["adjusted"] = typed === null ? "min" : null;
  if (count > limits.max) [count, adjusted] = [limits.max, "max"];
  if (count < limits.min) [count, adjusted] = [limits.min, "min"];
  const pack = nearest(limits.packs, count);
  if (pack !== count && adjusted === null) adjusted = "nearest";
  return { pack, adjusted, error: false };
}

function nearest(packs: readonly number[], count: number): number {
  return packs.reduce<number>((best, pack) => {
    const d = Math.abs(pack - count) - Math.abs(best - count);
    return d < 0 || (d === 0 && pack > best) ? pack : best;
  }, packs[0] ?? count);
}

/** Spec 2 §9 "Max 30 buy-block items." */
export const maxBuyBlockItems = 30;

/**
 * The items a buy block takes (spec 2 §5 "Buy-block helpers refuse more than 30 selected items"):
 * the first `max`, with the warning of spec 2 §8 when more were given.
 *
 * @example limitItems(Array.from({ length: 31 }, (_, i) => i)).warning // true
 */
export function limitItems<T>(items: readonly T[], max: number = maxBuyBlockItems): { items: T[]; warning: boolean } {
  return { items: items.slice(0, max), warning: items.length > max };
}

/** Spec 2 §9 "(6 for India, 11 for Russia)": currencies a site must exceed before the selector shows. */
/**
 * Whether the currency selector shows (spec 2 §9 "when there is more than 1 currency (6 for India,
 * 11 for Russia)"): the parenthesis says how many currencies those two sites offer (see
 * docs/pricing-rules.md), so the rule is the same everywhere — more than one.
 *
 * @example showCurrencySelector(2) // true
 * @example showCurrencySelector(1) // false
 */
export function showCurrencySelector(currencyCount: number): boolean {
  return currencyCount > 1;
}

function distinct<T>(values: readonly T[], same: (a: T, b: T) => boolean): T[] {
  return values.filter((value, i) => values.findIndex((other) => same(other, value)) === i);
}

function distinctPacks(options: readonly Pick<PriceOption, "pack">[]): Pack[] {
  return distinct(
    options.map((o) => normalizePack(o.pack)),
    (a, b) => a === b,
  );
}

/** The options matching `keep`, or all of them when none does (a preference, not a filter). */
function narrow(pool: readonly PriceOption[], keep: (option: PriceOption) => boolean): readonly PriceOption[] {
  const kept = pool.filter(keep);
  return kept.length > 0 ? kept : pool;
}
