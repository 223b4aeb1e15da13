import { describe, expect, it } from "vitest";
import { chooseLayout } from "~/domain/pages/rules";
import { requireRouteByName } from "~/routing/route-table";
import { nextSectionTarget, offerColumns, sectionInView } from "./rules";

describe("offerColumns (spec 3 §9: offer section classes by product count, multiples of 4 or 3)", () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
    [5, 3],
    [6, 3],
    [7, 4],
    [8, 4],
    [9, 3],
    [10, 4],
    [11, 4],
    [12, 4],
  ])("%i offers → %i columns", (count, columns) => {
    expect(offerColumns(count)).toBe(columns);
  });

  it("fills every row when the count is a multiple of 4 or 3", () => {
    for (const count of [3, 4, 6, 8, 9, 12]) expect(count % offerColumns(count)).toBe(0);
  });
});

describe("template choice for enterprise pages (spec 1 §2.5: 3.0 → new layouts, else legacy)", () => {
  it.each([
    ["enterprise-solution", "3.0", "enterprise-new"],
    ["enterprise-home", "3.0", "enterprise-new"],
    ["enterprise-resource", "3.0", "enterprise-new"],
    ["enterprise-solution", undefined, "enterprise-legacy"],
    ["enterprise-solution", "2.0", "enterprise-legacy"],
    ["enterprise-solution", "3", "enterprise-legacy"],
    ["enterprise-service", "legacy", "enterprise-legacy"],
    ["smb-home", "3.0", "standard"],
  ] as const)("%s with template %s → %s", (name, template, layout) => {
    expect(chooseLayout(requireRouteByName(name), template, "en-global")).toBe(layout);
  });
});

describe("nextSectionTarget (spec 3 §4: back-to-top cycles through sections)", () => {
  const starts = [600, 1400, 2600];
  it.each([
    ["above the first section", 0, 0],
    ["just above the first section", 597, 0],
    ["at the first section", 600, 1],
    ["within the first section", 900, 1],
    ["at the second section", 1400, 2],
    ["at the last section", 2600, "top"],
    ["past the last section", 3000, "top"],
  ] as const)("%s (scrolled %i) → %s", (_, scrollY, target) => {
    expect(nextSectionTarget({ starts, scrollY, maxScrollY: 5000 })).toBe(target);
  });

  it("goes back to the top at the end of the page, where a short last section cannot reach the top", () => {
    expect(nextSectionTarget({ starts: [600, 1400, 2600], scrollY: 1400, maxScrollY: 2200 })).toBe(2);
    expect(nextSectionTarget({ starts: [600, 1400, 2600], scrollY: 2200, maxScrollY: 2200 })).toBe("top");
  });

  it("goes to the top when the page has no section below", () => {
    expect(nextSectionTarget({ starts: [], scrollY: 0, maxScrollY: 1000 })).toBe("top");
  });
});

describe("sectionInView (spec 3 §4: the header highlights the section in view)", () => {
  const base = { line: 300, atEnd: false, viewportHeight: 900 };
  it.each([
    ["before the first section", [500, 1400, 2400], null],
    ["the first section at the line", [300, 1200, 2200], 0],
    ["the first section read", [-200, 700, 1700], 0],
    ["the second section past the line", [-900, 250, 1250], 1],
    ["the last section past the line", [-2000, -1000, 100], 2],
  ] as const)("%s → %s", (_, tops, active) => {
    expect(sectionInView({ ...base, tops: [...tops] })).toBe(active);
  });

  it("marks a short last section at the end of the page, once it is on screen", () => {
    expect(sectionInView({ ...base, tops: [-1500, -400, 600], atEnd: true })).toBe(2);
    expect(sectionInView({ ...base, tops: [-1500, -400, 1000], atEnd: true })).toBe(1);
  });

  it("marks nothing on a page without sections", () => {
    expect(sectionInView({ ...base, tops: [] })).toBeNull();
  });
});
