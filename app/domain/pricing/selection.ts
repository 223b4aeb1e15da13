import type { LocaleCode } from "~/sites/locales";
import { type Choice, isMonthly, type Pack, samePack, sameTerm, selectPriceOption, type Term } from "./rules";

/**
 * Choosing among a buy block's options when what was asked for does not exist (spec 2 §4
 * "Unavailable pack/term combinations are disabled", §5 "Pack values match the nearest available
 * one"). Pure; the server uses it for what the no-JavaScript form submits, so every combination
 * the form can send ends on a real plan, with a note saying what moved.
 */

export interface WantedSelection {
  pack: Pack;
  term: Term;
  autorenew: boolean;
  tab: "year" | "month";
}

export interface ResolvedSelection<T> {
  option: T;
  selection: WantedSelection;
  /** Which choice had to move to reach a plan that exists; null when the wish was met. */
  adjusted: "pack" | "term" | "tab" | null;
}

/**
 * The plan closest to the wish: pack, term and tab as asked; else the asked pack with the tab's
 * first term; else the asked term with the tab's first pack; else the tab's first plan; else the
 * first plan of the other tab. The auto-renew box then shows what the chosen plan does (on ru-ru
 * and ja-jp, where matching ignores auto-renewal, that may differ from the wish). Null without options.
 *
 * @example resolveSelection(options, { pack: 3, term: 1, autorenew: true, tab: "month" }, "en-us")
 * // { option: <3 devices, 1 month>, selection: { pack: 3, term: 1/12, … tab: "month" }, adjusted: "term" }
 */
export function resolveSelection<T extends Choice>(
  options: readonly T[],
  wanted: WantedSelection,
  locale: LocaleCode,
): ResolvedSelection<T> | null {
  const inTab = (tab: WantedSelection["tab"]) => options.filter((option) => isMonthly(option) === (tab === "month"));
  const tabOptions = inTab(wanted.tab);
  const pick = (candidates: readonly T[], pack: Pack, term: Term) =>
    selectPriceOption(candidates, { pack, term, autorenew: wanted.autorenew, locale });
  const attempts: Array<[T | null | undefined, ResolvedSelection<T>["adjusted"]]> = [
    [pick(tabOptions, wanted.pack, wanted.term), null],
    [firstWith(tabOptions, (option) => samePack(option.pack, wanted.pack), wanted, locale), "term"],
    [firstWith(tabOptions, (option) => sameTerm(option.term, wanted.term), wanted, locale), "pack"],
    [firstWith(tabOptions, () => true, wanted, locale), "pack"],
    [firstWith(options, () => true, wanted, locale), "tab"],
  ];
  for (const [option, adjusted] of attempts) {
    if (!option) continue;
    return {
      option,
      adjusted,
      selection: { pack: option.pack, term: option.term, autorenew: option.autorenew, tab: isMonthly(option) ? "month" : "year" },
    };
  }
  return null;
}

/** The first option passing `keep`, with the wished auto-renewal when that plan has it. */
function firstWith<T extends Choice>(
  options: readonly T[],
  keep: (option: T) => boolean,
  wanted: WantedSelection,
  locale: LocaleCode,
) {
  const first = options.find(keep);
  return first ? selectPriceOption(options, { pack: first.pack, term: first.term, autorenew: wanted.autorenew, locale }) : null;
}
