/**
 * Pure rules of the enterprise blocks: the offer section's columns (spec 3 §9) and the section
 * navigation's two behaviours (spec 3 §4): the section in view, and where back-to-top goes next.
 */

export type OfferColumns = 1 | 2 | 3 | 4;

/**
 * Columns of the offer section by its product count (spec 3 §9: "classes depend on product count
 * (multiples of 4 or 3)"). A multiple of 4 fills rows of 4, else a multiple of 3 rows of 3; one or
 * two products take that many columns. Any other count takes the width, 3 or 4, that leaves fewer
 * empty places in the last row (5 → 3, 7 → 4), and 4 when both leave as many (10, 11).
 *
 * @example offerColumns(8) // 4
 * @example offerColumns(6) // 3
 */
export function offerColumns(count: number): OfferColumns {
  if (count <= 2) return count <= 1 ? 1 : 2;
  if (count % 4 === 0) return 4;
  if (count % 3 === 0) return 3;
  const empty = (columns: number) => (columns - (count % columns)) % columns;
  return empty(3) < empty(4) ? 3 : 4;
}

/** Scrolled to within this many pixels of a position counts as there (sub-pixel layouts, zoom). */
const tolerancePx = 2;

/**
 * Where the back-to-top button goes on its next press (spec 3 §4 "Back-to-top cycles through
 * sections"): the first section that starts below the current position, or the top of the page
 * after the last one, or when the page cannot scroll any further. `starts` are the scroll
 * positions at which each section would be at the top, in page order.
 *
 * @example nextSectionTarget({ starts: [400, 900], scrollY: 0, maxScrollY: 2000 }) // 0
 * @example nextSectionTarget({ starts: [400, 900], scrollY: 900, maxScrollY: 2000 }) // "top"
 */
export function nextSectionTarget(input: { starts: number[]; scrollY: number; maxScrollY: number }): number | "top" {
  const { starts, scrollY, maxScrollY } = input;
  if (scrollY >= maxScrollY - tolerancePx) return "top";
  const next = starts.findIndex((start) => Math.min(start, maxScrollY) > scrollY + tolerancePx);
  return next === -1 ? "top" : next;
}

/**
 * The section the navigation highlights (spec 3 §4 "highlights the section in view"): the last one
 * whose top has passed the reading line (a position in the viewport below the sticky bars), or the
 * last section when the page is scrolled to its end (a short last section never reaches the
 * line) when it is on screen, or none above the first. `tops` are the sections' tops relative to
 * the viewport, in page order.
 *
 * @example sectionInView({ tops: [-300, 120, 800], line: 200, atEnd: false, viewportHeight: 900 }) // 1
 */
export function sectionInView(input: { tops: number[]; line: number; atEnd: boolean; viewportHeight: number }): number | null {
  const { tops, line, atEnd, viewportHeight } = input;
  if (tops.length === 0) return null;
  if (atEnd && (tops.at(-1) ?? Number.POSITIVE_INFINITY) < viewportHeight) return tops.length - 1;
  let active: number | null = null;
  tops.forEach((top, index) => {
    if (top <= line) active = index;
  });
  return active;
}
