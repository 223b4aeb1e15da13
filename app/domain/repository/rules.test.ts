import { describe, expect, it } from "vitest";
import {
  categoryDisplayTitle,
  listSort,
  matchesFilters,
  publicationYears,
  selectedFilters,
  selectedYear,
  sortByDate,
} from "./rules";

describe("categoryDisplayTitle (spec 3 §3: a title with a '::' prefix part has the prefix dropped)", () => {
  it.each([
    ["Threats::Ransomware", "Ransomware"],
    ["::Privacy", "Privacy"],
    ["Consumer::Threats::Phishing", "Phishing"],
    ["Awards", "Awards"],
  ])("%s → %s", (title, shown) => {
    expect(categoryDisplayTitle(title)).toBe(shown);
  });
});

describe("selectedFilters and matchesFilters (spec 3 §5: an item shows only if its class contains every selected filter id; all = everything)", () => {
  it.each([
    [["research"], ["research"]],
    [["research,products"], ["research", "products"]],
    [
      ["research", "awards"],
      ["research", "awards"],
    ],
    [["all"], []],
    [["all,research"], ["research"]],
    [[""], []],
    [["Research"], ["research"]],
    [["<script>", "research"], ["research"]],
  ])("sel=%o selects %o", (values, ids) => {
    expect(selectedFilters(values)).toEqual(ids);
  });

  it.each([
    [["research", "products"], [], true],
    [["research", "products"], ["research"], true],
    [["research", "products"], ["research", "products"], true],
    [["research"], ["research", "awards"], false],
    [[], ["research"], false],
  ])("class %o with %o selected shows: %s", (itemClass, selected, shows) => {
    expect(matchesFilters(itemClass, selected)).toBe(shows);
  });
});

describe("year and order of a list", () => {
  it.each([
    ["2026", "2026"],
    [" 2025 ", "2025"],
    ["26", null],
    ["1800", null],
    ["2026-01", null],
    [null, null],
  ])("date=%s → %s", (value, year) => {
    expect(selectedYear(value)).toBe(year);
  });

  it("sorts newest first by default, oldest first on request, ties by path", () => {
    const items = [
      { date: "2025-01-01", path: "/b" },
      { date: "2026-03-01", path: "/c" },
      { date: "2025-01-01", path: "/a" },
    ];
    expect(sortByDate(items, listSort(null)).map((item) => item.path)).toEqual(["/c", "/a", "/b"]);
    expect(sortByDate(items, listSort("oldest")).map((item) => item.path)).toEqual(["/a", "/b", "/c"]);
    expect(publicationYears(items)).toEqual(["2026", "2025"]);
  });
});
