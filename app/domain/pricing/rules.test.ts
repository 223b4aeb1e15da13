import { describe, expect, it } from "vitest";
import { type LocaleCode, localeCodes, requireSite } from "~/sites/locales";
import { isProhibited } from "./country-rules";
import { kidsOption, kidsPriceListActive } from "./kids-rules";
import {
  availability,
  businessPackEntry,
  type DeviceRowsContext,
  deviceRows,
  displayTerm,
  hasMonthlyOptions,
  isMonthly,
  limitGroupPerTerm,
  limitItems,
  normalizePack,
  normalizeTerm,
  type Pack,
  type PackEntry,
  preselect,
  savings,
  selectPriceOption,
  showCurrencySelector,
  type Term,
} from "./rules";
import type { PriceOption } from "./types";

let nextId = 1;
/** A price option of the price service; 29.99 USD for 1 device, 1 year, auto-renewing. */
function option(overrides: Partial<PriceOption> = {}): PriceOption {
  const base: PriceOption = {
    id: nextId++,
    product_id: 1,
    term: 1,
    pack: 1,
    price: 29.99,
    price_striked: null,
    autorenew: true,
    price_minor: 2999,
    price_striked_minor: null,
    currency: "USD",
  };
  return { ...base, ...overrides };
}
/** One option per pack × term × autorenew, in that order. */
function grid(packs: Pack[], terms: Term[], autorenews: boolean[] = [true, false]): PriceOption[] {
  return packs.flatMap((pack) => terms.flatMap((term) => autorenews.map((autorenew) => option({ pack, term, autorenew }))));
}

describe('normalizeTerm: \'Term normalisation: "0" becomes 1; "0.5" maps to "6 Months" when present\'', () => {
  it.each<[string, Term, Term[], Term]>([
    ['"0" becomes 1', "0", [], 1],
    ["0 becomes 1", 0, [], 1],
    ['"0.5" maps to "6 Months" when present', "0.5", [1, "6 Months"], "6 Months"],
    ["0.5 maps to the label as the price list spells it", 0.5, [1, "6 months "], "6 months"],
    ['"0.5" stays 0.5 when no "6 Months" option exists', "0.5", [1, 2], 0.5],
    ["numbers from strings", "2", [], 2],
    ["numbers from padded strings", " 3 ", [], 3],
    ["numbers stay numbers", 1, [], 1],
    ["monthly fractions stay fractions", 1 / 12, [], 1 / 12],
    ["labels are kept", "6 Months", [], "6 Months"],
  ])("%s", (_case, term, available, expected) => {
    expect(normalizeTerm(term, available)).toEqual(expected);
  });
});

describe("normalizePack: 'Pack and term preselection match numerically'", () => {
  it.each<[Pack, Pack]>([
    ["1", 1],
    [3, 3],
    ["3 + 3", "3 + 3"],
    ["3+3", "3 + 3"],
    ["5 +1", "5 + 1"],
  ])("%j → %j", (pack, expected) => {
    expect(normalizePack(pack)).toEqual(expected);
  });
});

describe("monthly terms: 'Monthly term is displayed as 12 times the fractional value'", () => {
  it.each<[Term, boolean, ReturnType<typeof displayTerm>]>([
    [1 / 12, true, { unit: "month", count: 1 }],
    [0.083, true, { unit: "month", count: 1 }],
    [0.25, true, { unit: "month", count: 3 }],
    [0.5, true, { unit: "month", count: 6 }],
    [1, false, { unit: "year", count: 1 }],
    ["2", false, { unit: "year", count: 2 }],
    ["0", false, { unit: "year", count: 1 }],
    ["6 Months", false, { unit: "label", label: "6 Months" }],
  ])("term %j: monthly %s, shown as %j", (term, monthly, shown) => {
    expect(isMonthly({ term })).toBe(monthly);
    expect(displayTerm({ term })).toEqual(shown);
  });

  it("'Year/month tab switch appears when monthly options exist'", () => {
    expect(hasMonthlyOptions([{ term: 1 }, { term: 1 / 12 }])).toBe(true);
    expect(hasMonthlyOptions([{ term: 1 }, { term: 2 }, { term: "6 Months" }])).toBe(false);
    expect(hasMonthlyOptions([])).toBe(false);
  });
});

describe("selectPriceOption: 'Selected pack, term and autorenew choose a price entry'", () => {
  const full = grid([1, 3, "3 + 3"], [1, 2]);
  const arOnly = [option({ pack: 1, term: 1, autorenew: true }), option({ pack: 1, term: 2, autorenew: false })];
  const find = (pack: Pack, term: Term, autorenew: boolean) =>
    full.find((o) => o.pack === pack && o.term === term && o.autorenew === autorenew);

  it.each<[string, PriceOption[], { pack: Pack; term: Term; autorenew: boolean; locale: LocaleCode }, PriceOption | undefined]>([
    ["exact pack × term × autorenew", full, { pack: 3, term: 2, autorenew: false, locale: "en-us" }, find(3, 2, false)],
    ["'1' equals 1 (numeric match)", full, { pack: "3", term: "2", autorenew: true, locale: "en-us" }, find(3, 2, true)],
    ['"3 + 3" kept as a string', full, { pack: "3+3", term: 1, autorenew: true, locale: "de-de" }, find("3 + 3", 1, true)],
    [
      "'If the exact autorenew match is missing, the opposite one is tried' (no one-off)",
      arOnly,
      { pack: 1, term: 1, autorenew: false, locale: "en-us" },
      arOnly[0],
    ],
    ["'the opposite one is tried' (no auto-renew)", arOnly, { pack: 1, term: 2, autorenew: true, locale: "en-us" }, arOnly[1]],
  ])("%s", (_case, options, query, expected) => {
    expect(selectPriceOption(options, query)).toBe(expected);
  });

  it("null when nothing matches the pack and term", () => {
    expect(selectPriceOption(full, { pack: 5, term: 1, autorenew: true, locale: "en-us" })).toBeNull();
    expect(selectPriceOption(full, { pack: 1, term: 3, autorenew: true, locale: "en-us" })).toBeNull();
    expect(selectPriceOption([], { pack: 1, term: 1, autorenew: true, locale: "en-us" })).toBeNull();
  });

  it.each<LocaleCode>(["ru-ru", "ja-jp"])(
    "'Autorenew is ignored for ru-ru and ja-jp in price matching': %s takes the first",
    (locale) => {
      const options = [option({ pack: 1, term: 1, autorenew: false }), option({ pack: 1, term: 1, autorenew: true })];
      expect(selectPriceOption(options, { pack: 1, term: 1, autorenew: true, locale })).toBe(options[0]);
      expect(selectPriceOption(options, { pack: 1, term: 1, autorenew: true, locale: "en-us" })).toBe(options[1]);
    },
  );

  it("matches '0.5' to the '6 Months' option and '0' to the 1-year one", () => {
    const options = [option({ term: "6 Months" }), option({ term: 1 })];
    expect(selectPriceOption(options, { pack: 1, term: "0.5", autorenew: true, locale: "en-gb" })).toBe(options[0]);
    expect(selectPriceOption(options, { pack: 1, term: "0", autorenew: true, locale: "en-gb" })).toBe(options[1]);
  });

  it("matches a monthly term whatever its rounding (0.083 is 1/12)", () => {
    const monthly = option({ term: 0.083 });
    expect(selectPriceOption([option(), monthly], { pack: 1, term: 1 / 12, autorenew: true, locale: "en-us" })).toBe(monthly);
  });
});

describe("availability: 'Unavailable pack/term combinations are disabled'", () => {
  // 1 device: 1 and 2 years; 3 devices: 1 year only; 5 devices: 2 years only
  const options = [
    option({ pack: 1, term: 1 }),
    option({ pack: 1, term: 2 }),
    option({ pack: 3, term: 1 }),
    option({ pack: "5", term: "2", autorenew: false }),
  ];

  it.each<[{ pack: Pack; term: Term }, Array<[Pack, boolean]>, Array<[Term, boolean]>]>([
    [
      { pack: 1, term: 1 },
      [
        [1, true],
        [3, true],
        [5, false],
      ],
      [
        [1, true],
        [2, true],
      ],
    ],
    [
      { pack: 3, term: 2 },
      [
        [1, true],
        [3, false],
        [5, true],
      ],
      [
        [1, true],
        [2, false],
      ],
    ],
    [
      { pack: "5", term: 2 },
      [
        [1, true],
        [3, false],
        [5, true],
      ],
      [
        [1, false],
        [2, true],
      ],
    ],
  ])("with %j selected", (current, packs, terms) => {
    const result = availability(options, current);
    expect(result.packs.map((p) => [p.pack, p.available])).toEqual(packs);
    expect(result.terms.map((t) => [t.term, t.available])).toEqual(terms);
  });
});

describe("preselect: 'Pack and term preselection match numerically'", () => {
  const options = [...grid([1, 3, 5], [1, 2]), option({ pack: 1, term: 1 / 12, autorenew: true })];
  const pick = (settings: Parameters<typeof preselect>[1]) => {
    const s = preselect(options, settings);
    return s && { pack: s.pack, term: s.term, autorenew: s.autorenew, tab: s.tab, optionAr: s.option.autorenew };
  };

  it.each<[string, Parameters<typeof preselect>[1], ReturnType<typeof pick>]>([
    ["no bbSettings: the first option in order", {}, { pack: 1, term: 1, autorenew: true, tab: "year", optionAr: true }],
    [
      "selectedPack '3' and selectedTerm '2' match numerically",
      { selectedPack: "3", selectedTerm: "2" },
      { pack: 3, term: 2, autorenew: true, tab: "year", optionAr: true },
    ],
    ["selectedPack only", { selectedPack: 5 }, { pack: 5, term: 1, autorenew: true, tab: "year", optionAr: true }],
    [
      "a selectedPack that no option has is ignored",
      { selectedPack: 10, selectedTerm: 2 },
      { pack: 1, term: 2, autorenew: true, tab: "year", optionAr: true },
    ],
    [
      "isChecked false starts with the box unchecked",
      { selectedPack: 3, isChecked: false },
      { pack: 3, term: 1, autorenew: false, tab: "year", optionAr: false },
    ],
    [
      "showAR false offers no auto-renew",
      { showAR: false },
      { pack: 1, term: 1, autorenew: false, tab: "year", optionAr: false },
    ],
    [
      "selectedTab 'month' opens on the monthly option",
      { selectedTab: "month" },
      { pack: 1, term: 1 / 12, autorenew: true, tab: "month", optionAr: true },
    ],
    [
      "selectedTab 'month' with a yearly selectedTerm: the tab wins, the term is dropped",
      { selectedTab: "month", selectedTerm: 2 },
      { pack: 1, term: 1 / 12, autorenew: true, tab: "month", optionAr: true },
    ],
  ])("%s", (_case, settings, expected) => {
    expect(pick(settings)).toEqual(expected);
  });

  it("falls back to the opposite autorenew when the price list has only one-off options", () => {
    const oneOff = grid([1], [1], [false]);
    expect(preselect(oneOff, { isChecked: true })).toMatchObject({ autorenew: true, option: oneOff[0] });
  });

  it("null for an empty price list", () => {
    expect(preselect([], { selectedPack: 1 })).toBeNull();
  });
});

describe("deviceRows: 'Device rows shown by default: 6 (3 for US English on licence verdict pages, non-cloud)'", () => {
  const packs = (list: Pack[]) => list.map((pack) => option({ pack }));
  const oneToTen = packs([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  const base: DeviceRowsContext = { locale: "de-de", isLicencePage: false, isCloud: false };

  it.each<[string, PriceOption[], Partial<DeviceRowsContext>, Pack[], Pack[]]>([
    ["'otherwise odd packs are kept'", oneToTen, {}, [1, 3, 5, 7, 9], [2, 4, 6, 8, 10]],
    ["6 rows by default", packs([1, 3, 5, 7, 9, 11, 13]), {}, [1, 3, 5, 7, 9, 11], [13]],
    ["'show even devices' overrides the filter", oneToTen, { showEvenDevices: true }, [1, 2, 3, 4, 5, 6], [7, 8, 9, 10]],
    [
      "'overridable per product or attribute' (bbSettings.limitTo)",
      oneToTen,
      { rowsOverride: 2 },
      [1, 3],
      [2, 4, 5, 6, 7, 8, 9, 10],
    ],
    [
      "'for one device type by multiples of 5'",
      packs([1, 5, 10, 12, 15, 20, 25, 30, 50]),
      { oneDeviceType: true },
      [5, 10, 15, 20, 25, 30],
      [1, 12, 50],
    ],
    [
      "'on US English licence pages by multiples of the default pack', 3 rows (non-cloud)",
      oneToTen,
      { locale: "en-us", isLicencePage: true, defaultPack: 2 },
      [2, 4, 6],
      [1, 3, 5, 7, 8, 9, 10],
    ],
    [
      "US English licence page, cloud product: still 6 rows",
      oneToTen,
      { locale: "en-us", isLicencePage: true, isCloud: true, defaultPack: "2" },
      [2, 4, 6, 8, 10],
      [1, 3, 5, 7, 9],
    ],
    [
      "US English product page (not a licence page): 6 rows, odd packs",
      oneToTen,
      { locale: "en-us", defaultPack: 2 },
      [1, 3, 5, 7, 9],
      [2, 4, 6, 8, 10],
    ],
    [
      "other locales' licence pages: 6 rows, odd packs",
      oneToTen,
      { locale: "en-gb", isLicencePage: true, defaultPack: 2 },
      [1, 3, 5, 7, 9],
      [2, 4, 6, 8, 10],
    ],
    ["'a + b' packs are never filtered out", packs([1, 2, "3 + 3", 5]), {}, [1, "3 + 3", 5], [2]],
    ["a filter that would leave no row is dropped", packs([2, 4, 10]), {}, [2, 4, 10], []],
    ["repeated packs (one per term) are one row", grid([1, 3], [1, 2]), {}, [1, 3], []],
  ])("%s", (_case, options, context, visible, hidden) => {
    expect(deviceRows(options, { ...base, ...context })).toEqual({ visible, hidden });
  });
});

describe("limitGroupPerTerm: 'Group limit per term from bbSettings'", () => {
  const options = grid([1, 3, 5], [1, 2], [true]).sort((a, b) => Number(a.term) - Number(b.term));

  it.each<[number | undefined, Array<[Term, Pack, boolean]>]>([
    [
      2,
      [
        [1, 1, false],
        [1, 3, false],
        [1, 5, true],
        [2, 1, false],
        [2, 3, false],
        [2, 5, true],
      ],
    ],
    [
      1,
      [
        [1, 1, false],
        [1, 3, true],
        [1, 5, true],
        [2, 1, false],
        [2, 3, true],
        [2, 5, true],
      ],
    ],
    [
      undefined,
      [
        [1, 1, false],
        [1, 3, false],
        [1, 5, false],
        [2, 1, false],
        [2, 3, false],
        [2, 5, false],
      ],
    ],
  ])("itemOffersGroupLimit %j flags outOfGroupVisibleLimit past the limit in each term", (limit, expected) => {
    expect(limitGroupPerTerm(options, limit).map((o) => [o.term, o.pack, o.outOfGroupVisibleLimit])).toEqual(expected);
  });

  it("counts '1' and 1 as one term and keeps every option", () => {
    const mixed = [option({ term: 1 }), option({ term: "1", pack: 3 }), option({ term: 2 })];
    expect(limitGroupPerTerm(mixed, 1).map((o) => o.outOfGroupVisibleLimit)).toEqual([false, true, false]);
  });
});

describe("savings: 'Savings types: difference, percentage (rounded down to 5 steps), exact (rounded), none'", () => {
  const struck = (price_minor: number, price_striked_minor: number | null) => option({ price_minor, price_striked_minor });
  const oneYear = option({ term: 1, price_minor: 3000 });
  const twoYears = option({ term: 2, price_minor: 4500 });

  it.each<[string, PriceOption, PriceOption | null, Parameters<typeof savings>[2], ReturnType<typeof savings>]>([
    ["difference, in minor units", struck(2999, 4999), null, "difference", { type: "difference", minor: 2000 }],
    ["percentage 40.008% → 40", struck(2999, 4999), null, "percentage", { type: "percentage", percent: 40 }],
    ["percentage rounded down: 34% → 30", struck(3300, 5000), null, "percentage", { type: "percentage", percent: 30 }],
    ["percentage exactly 25%", struck(3000, 4000), null, "percentage", { type: "percentage", percent: 25 }],
    ["exact rounded: 34.6% → 35", struck(3270, 5000), null, "exact", { type: "exact", percent: 35 }],
    ["exact rounded: 40.008% → 40", struck(2999, 4999), null, "exact", { type: "exact", percent: 40 }],
    ["none", struck(2999, 4999), null, "none", null],
    ["no struck price and no reference: nothing saved", struck(2999, null), null, "difference", null],
    ["a struck price not above the price is no saving", struck(2999, 2999), null, "percentage", null],
    ["percentage under 5% rounds down to nothing", struck(9700, 10000), null, "percentage", null],
    [
      "2-year option against the 1-year yearly rate: 6000 − 4500",
      twoYears,
      oneYear,
      "difference",
      { type: "difference", minor: 1500 },
    ],
    ["2-year option against the 1-year yearly rate: 25%", twoYears, oneYear, "percentage", { type: "percentage", percent: 25 }],
    ["the struck price wins over the reference", struck(2000, 2500), oneYear, "difference", { type: "difference", minor: 500 }],
    ["a reference in another currency is ignored", twoYears, { ...oneYear, currency: "EUR" }, "difference", null],
    ["the reference itself saves nothing", oneYear, oneYear, "difference", null],
  ])("%s", (_case, opt, reference, saveRate, expected) => {
    expect(savings(opt, reference, saveRate)).toEqual(expected);
  });
});

describe("businessPackEntry: the business dropdown's pack entry (spec 2 §5)", () => {
  const limits = { min: 5, max: 50, packs: [5, 10, 15, 20, 25, 50], customLocale: false };

  it.each<[string, string | undefined, Partial<typeof limits>, PackEntry]>([
    ["an available pack", "10", {}, { pack: 10, adjusted: null, error: false }],
    ["'above max clamps to max'", "80", {}, { pack: 50, adjusted: "max", error: false }],
    ["'below min clamps to min'", "2", {}, { pack: 5, adjusted: "min", error: false }],
    ["0 is below the minimum: clamped", "0", {}, { pack: 5, adjusted: "min", error: false }],
    ["'Pack values match the nearest available one'", "12", {}, { pack: 10, adjusted: "nearest", error: false }],
    ["nearest below", "35", {}, { pack: 25, adjusted: "nearest", error: false }],
    ["nearest above", "40", {}, { pack: 50, adjusted: "nearest", error: false }],
    [
      "a tie goes to the larger pack: 15 between 10 and 20",
      "15",
      { packs: [10, 20] },
      { pack: 20, adjusted: "nearest", error: false },
    ],
    ["clamped to a min that is no pack: still the min disclaimer", "1", { min: 3 }, { pack: 5, adjusted: "min", error: false }],
    ["no pack list: the clamped count", "7", { packs: [] }, { pack: 7, adjusted: null, error: false }],
    ["'undefined is an error that blocks buying'", undefined, {}, { pack: null, adjusted: null, error: true }],
    ["an empty entry is an error", "  ", {}, { pack: null, adjusted: null, error: true }],
    ["non-numeric outside the custom locales is an error", "ten", {}, { pack: null, adjusted: null, error: true }],
    [
      "'for custom locales a non-numeric value resets to the minimum'",
      "ten",
      { customLocale: true },
      { pack: 5, adjusted: "min", error: false },
    ],
    ["a fraction is not a device count", "7.5", {}, { pack: null, adjusted: null, error: true }],
    ["padded numbers are numbers", " 20 ", {}, { pack: 20, adjusted: null, error: false }],
  ])("%s", (_case, value, overrides, expected) => {
    expect(businessPackEntry(value, { ...limits, ...overrides })).toEqual(expected);
  });
});

describe("limitItems: 'Buy-block helpers refuse more than 30 selected items'", () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => i);

  it.each<[number, number, boolean]>([
    [0, 0, false],
    [30, 30, false],
    [31, 30, true],
    [45, 30, true],
  ])("%i items → %i kept, warning %s ('More than 30 buy-block items: warning about the limit')", (n, kept, warning) => {
    const result = limitItems(items(n));
    expect(result.items).toHaveLength(kept);
    expect(result.items).toEqual(items(kept));
    expect(result.warning).toBe(warning);
  });

  it("takes another maximum", () => {
    expect(limitItems(["a", "b", "c"], 2)).toEqual({ items: ["a", "b"], warning: true });
  });
});

describe("showCurrencySelector: 'shows when there is more than 1 currency (6 for India, 11 for Russia)'", () => {
  it.each([
    [1, false],
    [2, true],
    [6, true],
  ])("%i currencies: %s", (count, shown) => {
    expect(showCurrencySelector(count)).toBe(shown);
  });

  it("India offers 6 currencies and Russia 11, so both show it", () => {
    expect(requireSite("en-in").currencies).toHaveLength(6);
    expect(requireSite("ru-ru").currencies).toHaveLength(11);
    const shown = localeCodes.filter((locale) => showCurrencySelector(requireSite(locale).currencies.length));
    expect(shown).toEqual(["en-global", "ru-ru", "de-de", "en-au", "en-ae", "ar-ae", "en-in", "en-za", "es-mx"]);
  });
});

describe("kids product buy block (spec 2 §4)", () => {
  it.each<[string[] | undefined, string | undefined, boolean]>([
    [["active"], "PL-1", true],
    [["active", "inactive"], "PL-1", true],
    [["inactive", "active"], "PL-1", false],
    [["Active"], "PL-1", false],
    [["active"], undefined, false],
    [["active"], "", false],
    [[], "PL-1", false],
    [undefined, "PL-1", false],
  ])(
    "'active only when the first entry of its price-list flag is the string active and a price list id exists': %j, %j → %s",
    (flag, id, active) => {
      expect(kidsPriceListActive(flag, id)).toBe(active);
    },
  );

  const oneOff = option({ autorenew: false });
  const autoRenew = option({ autorenew: true });

  it.each<[string, PriceOption[], { autorenewOffered: boolean; autorenew: boolean }, PriceOption | null]>([
    [
      "'With autorenew offered, the auto-renew variant is chosen'",
      [oneOff, autoRenew],
      { autorenewOffered: true, autorenew: true },
      autoRenew,
    ],
    ["toggled off: the one-off variant", [autoRenew, oneOff], { autorenewOffered: true, autorenew: false }, oneOff],
    ["auto-renew not offered: the one-off variant", [autoRenew, oneOff], { autorenewOffered: false, autorenew: true }, oneOff],
    ["only the opposite exists: the opposite", [oneOff], { autorenewOffered: true, autorenew: true }, oneOff],
    ["'If no price is found, prices are marked missing'", [], { autorenewOffered: true, autorenew: true }, null],
  ])("%s", (_case, options, choice, expected) => {
    expect(kidsOption(options, choice)).toBe(expected);
  });
});

describe("isProhibited: country rules of spec 2 §6", () => {
  const vpnCountries = ["by", "om", "pk", "qa", "ir", "ae", "sa", "hk", "cn"];
  const familyCountries = ["by", "om", "pk", "qa", "ir", "cn", "hk", "sa"];

  it.each(vpnCountries)(
    "VPN barred in %s (Belarus, Oman, Pakistan, Qatar, Iran, UAE, Saudi Arabia, Hong Kong, China)",
    (country) => {
      expect(isProhibited("vpn-secure-connection", country, "en-global")).toBe(true);
      expect(isProhibited("vpn-secure-connection", country, "en-us")).toBe(true);
    },
  );

  it.each(familyCountries)("family/personal licence product barred in %s", (country) => {
    expect(isProhibited("safe-kids", country, "en-global")).toBe(true);
  });

  it.each<[string, string, string | null, LocaleCode, boolean]>([
    ["VPN sold in Germany", "vpn-secure-connection", "de", "de-de", false],
    ["VPN unknown country", "vpn-secure-connection", null, "en-global", false],
    ["VPN upper-case country code", "vpn-secure-connection", "CN", "zh-cn", true],
    ["family product allowed in the UAE (not on its list)", "safe-kids", "ae", "en-ae", false],
    ["family product barred on any site", "safe-kids", "by", "ru-ru", true],
    [
      "'cloud product is blocked in prohibited countries for the global English locale'",
      "security-cloud",
      "pk",
      "en-global",
      true,
    ],
    ["cloud: the product document's name too", "cloud-security", "ir", "en-global", true],
    ["cloud in the UAE on en-global (VPN list)", "security-cloud", "ae", "en-global", true],
    ["cloud only on en-global: en-ae", "security-cloud", "ae", "en-ae", false],
    ["cloud only on en-global: zh-cn", "security-cloud", "cn", "zh-cn", false],
    ["cloud in an allowed country", "security-cloud", "fr", "en-global", false],
    ["'kids free product is blocked for en-global in prohibited countries'", "safe-kids-free", "om", "en-global", true],
    ["kids free on en-global in the UAE (not a family country)", "safe-kids-free", "ae", "en-global", false],
    ["'and for ru-ru when the geo IP is by'", "safe-kids-free", "by", "ru-ru", true],
    ["kids free on ru-ru from Kazakhstan", "safe-kids-free", "kz", "ru-ru", false],
    ["kids free on ru-ru from Russia", "safe-kids-free", "ru", "ru-ru", false],
    ["kids free on other sites", "safe-kids-free", "by", "en-us", false],
    ["other products are never barred", "total-security", "cn", "en-global", false],
  ])("%s", (_case, product, country, locale, barred) => {
    expect(isProhibited(product, country, locale)).toBe(barred);
  });
});
