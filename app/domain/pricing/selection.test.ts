import { describe, expect, it } from "vitest";
import { deviceRows, nearestPackAtOrAbove } from "./rules";
import { resolveSelection } from "./selection";
import type { PriceOption } from "./types";

const option = (id: number, pack: number | string, term: number, autorenew = true): PriceOption => ({
  id,
  product_id: 1,
  pack,
  term,
  price: 1,
  price_striked: null,
  autorenew,
  price_minor: 100,
  price_striked_minor: null,
  currency: "USD",
});

// Yearly 1/3/5/10 devices, a 2-year 3-device plan without auto-renewal, monthly 3 and 5 devices.
const options = [
  option(1, 1, 1),
  option(2, 3, 1),
  option(3, 5, 1),
  option(4, 10, 1),
  option(5, 3, 2, false),
  option(6, 3, 1 / 12),
  option(7, 5, 1 / 12),
];

describe("resolveSelection: every combination the form can send ends on a plan (spec 2 §4, §5)", () => {
  it.each([
    ["an existing plan", { pack: 10, term: 1, tab: "year" }, 4, null],
    ["monthly tab with a yearly term: keeps the pack, takes the tab's term", { pack: 3, term: 1, tab: "month" }, 6, "term"],
    ["a term the pack does not have: the pack's first term", { pack: 10, term: 2, tab: "year" }, 4, "term"],
    ["a pack the tab does not have, with a term it has", { pack: 10, term: 1 / 12, tab: "month" }, 6, "pack"],
    ["an unknown pack and term: the tab's first plan", { pack: 7, term: 5, tab: "year" }, 1, "pack"],
  ] as const)("%s", (_label, wanted, id, adjusted) => {
    const resolved = resolveSelection(options, { ...wanted, autorenew: true }, "en-us");
    expect(resolved?.option.id).toBe(id);
    expect(resolved?.adjusted).toBe(adjusted);
  });

  it("switches the tab when the asked tab has no plan at all", () => {
    const yearly = options.filter((o) => typeof o.term === "number" && o.term >= 1);
    expect(resolveSelection(yearly, { pack: 3, term: 1 / 12, tab: "month", autorenew: true }, "en-us")).toMatchObject({
      adjusted: "tab",
      selection: { tab: "year" },
    });
  });

  it("shows the box as the chosen plan does: a plan without auto-renewal unticks it", () => {
    expect(resolveSelection(options, { pack: 3, term: 2, tab: "year", autorenew: true }, "de-de")?.selection.autorenew).toBe(
      false,
    );
  });

  it("on ru-ru and ja-jp ignores the box when matching (spec 2 §9) and shows what the plan does", () => {
    const both = [option(10, 3, 1, false), option(11, 3, 1, true)];
    expect(resolveSelection(both, { pack: 3, term: 1, tab: "year", autorenew: true }, "ru-ru")?.selection.autorenew).toBe(false);
    expect(resolveSelection(both, { pack: 3, term: 1, tab: "year", autorenew: true }, "de-de")?.selection.autorenew).toBe(true);
  });

  it("answers null without options", () => {
    expect(resolveSelection([], { pack: 1, term: 1, tab: "year", autorenew: true }, "en-us")).toBeNull();
  });
});

describe("nearestPackAtOrAbove: a renewal keeps its size or grows", () => {
  it.each([
    [[5, 10, 25, 50, 100, 250], 100, 100],
    [[5, 10, 25, 50, 100, 250], 30, 50],
    [[5, 10, 25], 300, 25],
    [[1, 3, 5, "3 + 3"], 2, 3],
    [["3 + 3"], 2, null],
  ] as const)("%j, %i → %j", (packs, size, expected) => {
    expect(nearestPackAtOrAbove(packs, size)).toBe(expected);
  });
});

describe("deviceRows with a licence size", () => {
  const seats = [5, 10, 15, 20, 25, 50, 100, 250].map((pack, index) => option(index, pack, 1));
  it("starts at the licence's size, always shows it, and keeps the smaller packs for more options", () => {
    expect(
      deviceRows(seats, { locale: "de-de", isLicencePage: true, isCloud: false, oneDeviceType: true, minimumPack: 100 }),
    ).toEqual({
      visible: [100, 250],
      hidden: [5, 10, 15, 20, 25, 50],
    });
    // US English licence pages: multiples of the default pack, 3 rows; the licence's size first.
    expect(
      deviceRows(seats, { locale: "en-us", isLicencePage: true, isCloud: false, defaultPack: 100, minimumPack: 100 }).visible,
    ).toEqual([100]);
    expect(
      deviceRows(seats, { locale: "de-de", isLicencePage: true, isCloud: false, oneDeviceType: true, minimumPack: 12 }).visible,
    ).toEqual([15, 20, 25, 50, 100, 250]);
  });
});
