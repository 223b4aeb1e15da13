/**
 * Comparison charts (spec 3 §3 chartHeader / chartRows / chartHidePastPoint, §4): pure rules.
 */

/**
 * The active column after a move (spec 3 §4 "next or previous moves the active column by one,
 * if that column exists"): unchanged at either end.
 *
 * @example moveColumn(0, -1, 3) // 0
 * @example moveColumn(1, 1, 3) // 2
 */
export function moveColumn(active: number, delta: -1 | 1, count: number): number {
  const next = active + delta;
  return next >= 0 && next < count ? next : active;
}

/**
 * Where a chart folds: the rows after the first row marked `chartHidePastPoint` are hidden until
 * the visitor asks for all of them; null when no row is marked, or the mark is on the last row.
 *
 * @example hiddenFrom([{}, { chartHidePastPoint: true }, {}]) // 2
 */
export function hiddenFrom(rows: ReadonlyArray<{ chartHidePastPoint?: boolean }>): number | null {
  const point = rows.findIndex((row) => row.chartHidePastPoint);
  return point === -1 || point === rows.length - 1 ? null : point + 1;
}
