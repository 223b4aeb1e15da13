import { describe, expect, it } from "vitest";
import { hiddenFrom, moveColumn } from "./chart-rules";

describe("moveColumn — spec 3 §4: next or previous moves the active column by one, if that column exists", () => {
  it.each([
    [0, 1, 3, 1],
    [1, 1, 3, 2],
    [2, 1, 3, 2],
    [2, -1, 3, 1],
    [0, -1, 3, 0],
    [0, 1, 1, 0],
  ] as const)("from %i by %i of %i columns: %i", (active, delta, count, expected) => {
    expect(moveColumn(active, delta, count)).toBe(expected);
  });
});

describe("hiddenFrom — spec 3 §3 chartHidePastPoint", () => {
  it.each([
    ["no row marked", [{}, {}, {}], null],
    ["the second row marked", [{}, { chartHidePastPoint: true }, {}, {}], 2],
    ["the first mark counts", [{ chartHidePastPoint: true }, {}, { chartHidePastPoint: true }, {}], 1],
    ["the last row marked: nothing to fold", [{}, {}, { chartHidePastPoint: true }], null],
  ])("%s", (_name, rows, expected) => {
    expect(hiddenFrom(rows)).toBe(expected);
  });
});
