/**
 * Pagination of every paged list: search results, press releases, news, blogs, resources
 * (spec 3 §4, §5, §9). Pure.
 *
 * Spec 3 §9: "default at most 9 page links, minimum 5; default items per page all".
 * Spec 3 §4: "the current page changes only to an integer from 1 to the last page; if the current
 * exceeds the last, it moves to the last". Spec 3 §5: "page must be digits only and within range".
 */

/** A slot of the pagination bar: a page link or a gap. */
export type PageLink = { kind: "page"; page: number; current: boolean } | { kind: "gap" };

export interface Pagination {
  /** The page shown, clamped to 1…pageCount. */
  current: number;
  pageCount: number;
  previous: number | null;
  next: number | null;
  links: PageLink[];
  /** Index of the first item of the page shown, 0-based. */
  offset: number;
}

export const defaultMaxLinks = 9;
export const minimumLinks = 5;

/**
 * The page a `rel` (or `pageNumber`) parameter asks for: digits only, at least 1; anything else
 * is page 1. Clamping to the last page needs the item count (`paginate`).
 *
 * @example requestedPage("3") // 3
 * @example requestedPage("2x") // 1
 */
export function requestedPage(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,6}$/.test(raw.trim())) return 1;
  return Math.max(1, Number.parseInt(raw.trim(), 10));
}

/**
 * The pagination bar for `itemCount` items, `perPage` a page ("all": one page), with at most
 * `maxLinks` slots (never fewer than 5): the first and last pages always, a gap where pages are
 * left out, the current page kept in the middle.
 *
 * @example paginate({ itemCount: 200, perPage: 10, requested: 10 }).links
 * // 1 … 7 8 9 10 11 12 13 … 20 rendered as 1, gap, 8, 9, 10, 11, 12, gap, 20
 */
export function paginate(input: {
  itemCount: number;
  perPage: number | "all";
  requested: number;
  maxLinks?: number;
}): Pagination {
  const perPage = input.perPage === "all" ? Math.max(1, input.itemCount) : input.perPage;
  const pageCount = Math.max(1, Math.ceil(input.itemCount / perPage));
  const current = Math.min(Math.max(1, Math.floor(input.requested)), pageCount);
  const range = Math.max(input.maxLinks ?? defaultMaxLinks, minimumLinks);
  return {
    current,
    pageCount,
    previous: current > 1 ? current - 1 : null,
    next: current < pageCount ? current + 1 : null,
    links: pageLinks(current, pageCount, range),
    offset: (current - 1) * perPage,
  };
}

function pageLinks(current: number, pageCount: number, range: number): PageLink[] {
  const halfWay = Math.ceil(range / 2);
  const position = current <= halfWay ? "start" : pageCount - halfWay < current ? "end" : "middle";
  const gapsNeeded = range < pageCount;
  const links: PageLink[] = [];
  for (let slot = 1; slot <= pageCount && slot <= range; slot++) {
    const openingGap = slot === 2 && position !== "start";
    const closingGap = slot === range - 1 && position !== "end";
    if (gapsNeeded && (openingGap || closingGap)) {
      links.push({ kind: "gap" });
      continue;
    }
    const page = pageAt(slot, current, range, pageCount, halfWay);
    links.push({ kind: "page", page, current: page === current });
  }
  return links;
}

function pageAt(slot: number, current: number, range: number, pageCount: number, halfWay: number): number {
  if (slot === range) return pageCount;
  if (slot === 1 || range >= pageCount) return slot;
  if (pageCount - halfWay < current) return pageCount - range + slot;
  if (halfWay < current) return current - halfWay + slot;
  return slot;
}
