/**
 * Special offers (spec 3 §3 "Offer data: overrideLink, newTab, url, dates"): an offer is shown
 * from its start to its end; one past its dates is not shown. Pure rules, no I/O.
 */

/** An offer's dates: ISO 8601 instants; an open side has no bound. */
export interface OfferDates {
  start?: string;
  end?: string;
}

/**
 * Whether an offer is shown at `now`: from `start` (inclusive) until `end` (exclusive).
 *
 * @example offerShown({ end: "2026-11-30T00:00:00Z" }, new Date("2026-12-01T00:00:00Z")) // false
 */
export function offerShown(dates: OfferDates | undefined, now: Date): boolean {
  const at = now.getTime();
  if (dates?.start !== undefined && at < Date.parse(dates.start)) return false;
  if (dates?.end !== undefined && at >= Date.parse(dates.end)) return false;
  return true;
}

/**
 * The next instant after `now` at which one of the offers starts or ends, so a page drawn now is
 * kept no longer than that; null when none will change.
 *
 * @example nextOfferChange([{ start: "2026-12-01T00:00:00Z" }], new Date("2026-11-27T00:00:00Z")) // 2026-12-01T00:00:00.000Z
 */
export function nextOfferChange(offers: ReadonlyArray<OfferDates | undefined>, now: Date): Date | null {
  let next = Number.POSITIVE_INFINITY;
  for (const dates of offers) {
    for (const bound of [dates?.start, dates?.end]) {
      if (bound === undefined) continue;
      const at = Date.parse(bound);
      if (at > now.getTime() && at < next) next = at;
    }
  }
  return Number.isFinite(next) ? new Date(next) : null;
}

/**
 * Where an offer's link goes (spec 3 §3): `overrideLink` when given, else the offer's `url`; and
 * whether it opens in a new tab (`newTab`), which a new tab's link must say (`rel` and a notice).
 *
 * @example offerLink({ url: "/a", overrideLink: "https://store.example/b", newTab: true }) // { href: "https://store.example/b", newTab: true }
 */
export function offerLink(offer: { url: string; overrideLink?: string; newTab?: boolean }): { href: string; newTab: boolean } {
  return { href: offer.overrideLink ?? offer.url, newTab: offer.newTab ?? false };
}
