import type { PriceOption } from "./types";

/**
 * Whether a kids product's price list is used (spec 2 §4 "only when the first entry of its
 * price-list flag is the string active and a price list id exists").
 *
 * @example kidsPriceListActive(["active"], "PL-12") // true
 */
export function kidsPriceListActive(flag: readonly string[] | undefined, priceListId: string | undefined): boolean {
  return flag?.[0] === "active" && (priceListId?.trim() ?? "") !== "";
}

/**
 * The kids product's price (spec 2 §4): the auto-renew variant the toggle asks for when auto-renew
 * is offered, the one-off variant otherwise, the opposite when that is missing (spec 2 §5); null
 * when the list is empty ("prices are marked missing").
 *
 * @example kidsOption(options, { autorenewOffered: true, autorenew: true })?.autorenew // true
 */
export function kidsOption(
  options: readonly PriceOption[],
  choice: { autorenewOffered: boolean; autorenew: boolean },
): PriceOption | null {
  const wanted = choice.autorenewOffered && choice.autorenew;
  return options.find((o) => o.autorenew === wanted) ?? options[0] ?? null;
}
