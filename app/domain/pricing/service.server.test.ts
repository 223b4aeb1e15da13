import type { KyselyPlugin } from "kysely";
import { describe, expect, it } from "vitest";
import { formatWithCurrencyFormat } from "~/domain/pricing/currency-format";
import { formatMoney } from "~/domain/pricing/money";
import {
  buildCheckoutLink,
  buildCheckoutLinks,
  getPrices,
  getPricesByListId,
  getPricesByTitle,
  getProductInfo,
  listCurrencies,
  listProducts,
  listStores,
  type PricingDeps,
  sanitizeStoreArgs,
  termInYears,
} from "~/domain/pricing/service.server";
import { createMemoryCache } from "~/lib/cache.server";
import { localeCodes, requireSite, sites } from "~/sites/locales";
import { testDatabaseKinds, useTestDatabase } from "../../../tests/support/databases";

/** A query counter, to prove how many lookups a call makes. */
function countingPlugin() {
  const counter = { queries: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      counter.queries += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { counter, plugin };
}

describe("termInYears", () => {
  it.each([
    ["1", 1],
    ["3", 3],
    ["1/12", 1 / 12],
    ["1/2", 0.5],
  ])("reads %s as %d years", (term, years) => {
    expect(termInYears(term)).toBe(years);
  });
});

describe("sanitizeStoreArgs", () => {
  it.each<[string, Array<[string, string]>]>([
    [
      "affid=42&src=bb",
      [
        ["affid", "42"],
        ["src", "bb"],
      ],
    ],
    ["?x-source=promo_1", [["x-source", "promo_1"]]],
    ["bad key=1&ok=<b>&a.b=2", [["ok", "<b>"]]],
    ["serial=AAAA-BBBBBBB-CCCCCCC&REGKEY=1&affid=7", [["affid", "7"]]],
    [`long=${"x".repeat(201)}&short=y`, [["short", "y"]]],
    ["ctl=%0d%0aSet-Cookie:x&ok=1", [["ok", "1"]]],
    [Array.from({ length: 12 }, (_, i) => `k${i}=${i}`).join("&"), Array.from({ length: 10 }, (_, i) => [`k${i}`, String(i)])],
    ["", []],
  ])("keeps only the safe pairs of %j", (raw, expected) => {
    expect(sanitizeStoreArgs(raw)).toEqual(expected);
  });
});

describe.each(testDatabaseKinds())("price service on %s", (kind) => {
  const database = useTestDatabase(kind, { seed: true });
  const deps = (): PricingDeps => ({ db: database.db, cache: createMemoryCache() });

  describe("listCurrencies", () => {
    it.each([
      ["en-in", ["INR", "USD", "EUR", "GBP", "AED", "SAR"], "INR"],
      ["ru-ru", ["RUB", "USD", "EUR", "GBP", "CHF", "CNY", "TRY", "AED", "SAR", "INR", "BRL"], "RUB"],
      ["en-za", ["ZAR", "KES", "NGN", "USD"], "ZAR"],
      ["ja-jp", ["JPY"], "JPY"],
    ] as const)("gives %s its currencies, default first, and its currency locale", async (locale, codes, currency) => {
      const list = await listCurrencies(deps(), locale);
      expect(list.currencies.map((entry) => entry.code)).toEqual(codes);
      expect(list.currencyLocale).toEqual({ locale, currency });
    });

    it("answers spec 2 §3 currency entries, written as the site's pages write them", async () => {
      const [yen] = (await listCurrencies(deps(), "ja-jp")).currencies;
      expect(yen).toEqual({
        code: "JPY",
        symbol: "\uffe5",
        geoip: "jp",
        locale: "ja-JP",
        name: "Japanese Yen",
        template: "{symbol}{amount}",
        group_separator: ",",
        decimal_separator: ".",
        decimals: 0,
        group_sizes: [3],
        min_grouping_digits: 1,
        region: "asia-pacific",
      });
    });

    it.each([...sites.values()].map((site) => [site.locale] as const))(
      "gives %s entries that format amounts exactly as its pages (formatMoney) do",
      async (locale) => {
        const site = requireSite(locale);
        for (const entry of (await listCurrencies(deps(), locale)).currencies) {
          expect(entry.locale).toBe(site.intlLocale);
          for (const minor of [4990, 123_456, 123_456_789]) {
            expect(formatWithCurrencyFormat(minor, entry)).toBe(formatMoney(minor, entry.code, site.intlLocale));
          }
        }
      },
    );

    it("is cached per locale: a second call does not touch the database", async () => {
      const { counter, plugin } = countingPlugin();
      const counted = { db: database.db.withPlugin(plugin), cache: createMemoryCache() };
      await listCurrencies(counted, "de-de");
      const afterFirst = counter.queries;
      const again = await listCurrencies(counted, "de-de");
      expect(afterFirst).toBeGreaterThan(0);
      expect(counter.queries).toBe(afterFirst);
      expect(again.currencies.map((entry) => entry.code)).toEqual(["EUR", "CHF"]);
      await listCurrencies(counted, "en-au");
      expect(counter.queries).toBeGreaterThan(afterFirst);
    });
  });

  it("lists the stores, marking the custom one", async () => {
    expect(await listStores(deps())).toEqual([
      { id: "allsoft", name: "Allsoft", custom: false },
      { id: "avangate", name: "Avangate", custom: false },
      { id: "digital-river", name: "Digital River", custom: false },
      { id: "digital-river-promo", name: "Digital River (promotions)", custom: true },
      { id: "nexway", name: "Nexway", custom: false },
    ]);
  });

  it("lists the products sold on a site", async () => {
    const names = (await listProducts(deps(), "zh-cn")).map((product) => product.name);
    expect(names).toContain("cloud-security");
    expect(names).not.toContain("vpn-secure-connection");
  });

  describe("getPrices", () => {
    const query = { locale: "en-us", name: "total-security", purchaseType: "Purchase", currency: "USD" } as const;

    it("answers spec 2 §3 price options: decimal price, minor units, term in years", async () => {
      const prices = (await getPrices(deps(), query)) ?? [];
      expect(prices[0]).toEqual({
        id: 10_110_200,
        product_id: 1,
        term: 1,
        pack: 1,
        price: 54.99,
        price_striked: 89.99,
        autorenew: true,
        price_minor: 5499,
        price_striked_minor: 8999,
        currency: "USD",
      });
      const monthly = prices.filter((option) => option.term === 1 / 12);
      expect(monthly.map((option) => option.pack)).toEqual([1, 3, 5, 10]);
      expect(monthly.every((option) => option.autorenew)).toBe(true);
    });

    it.each([
      ["ja-jp", "JPY"],
      ["ru-ru", "RUB"],
    ] as const)("gives %s whole %s amounts: no minor digits", async (locale, currency) => {
      const prices = (await getPrices(deps(), { ...query, locale, currency })) ?? [];
      expect(prices.length).toBeGreaterThan(0);
      for (const option of prices) {
        expect(Number.isInteger(option.price)).toBe(true);
        expect(option.price).toBe(option.price_minor);
      }
    });

    it("answers antivirus' six months as 0.5 years and the bundle's packs as 'a + b'", async () => {
      const antivirus = (await getPrices(deps(), { ...query, name: "antivirus" })) ?? [];
      expect(antivirus.filter((option) => option.term === 0.5).map((option) => option.pack)).toEqual([1, 3, 5, 10]);
      const bundle = (await getPrices(deps(), { ...query, name: "total-security-vpn" })) ?? [];
      expect(new Set(bundle.map((option) => option.pack))).toEqual(new Set(["3 + 3", "5 + 5"]));
    });

    it("answers null for an unknown product and [] where it is not sold", async () => {
      expect(await getPrices(deps(), { ...query, name: "total-insecurity" })).toBeNull();
      expect(await getPrices(deps(), { ...query, locale: "zh-cn", currency: "CNY", name: "vpn-secure-connection" })).toEqual([]);
    });

    it("uses a custom store's own prices when it has them", async () => {
      const prices = (await getPrices(deps(), { ...query, store: "digital-river-promo" })) ?? [];
      expect(prices.map((option) => option.id)).toEqual([
        2_010_110_200, 2_010_120_200, 2_010_210_200, 2_010_220_200, 2_010_310_200, 2_010_320_200, 2_010_420_200,
      ]);
      expect(prices[0]?.price).toBe(39.99);
    });

    it.each([
      ["a product the custom store does not sell", { name: "antivirus" }],
      ["a site the custom store does not serve", { locale: "fr-fr", currency: "EUR" }],
      ["a purchase type the custom store does not sell", { purchaseType: "Renewal" }],
    ] as const)("falls back to the site's store for %s", async (_case, change) => {
      const expected = await getPrices(deps(), { ...query, ...change });
      const fallback = await getPrices(deps(), { ...query, ...change, store: "digital-river-promo" });
      expect(expected?.length).toBeGreaterThan(0);
      expect(fallback).toEqual(expected);
    });

    it("retries once only: a custom store and a site's store both without prices give [] after two lookups", async () => {
      const { counter, plugin } = countingPlugin();
      const counted = { db: database.db.withPlugin(plugin), cache: createMemoryCache() };
      const china = { locale: "zh-cn", currency: "CNY", name: "vpn-secure-connection", purchaseType: "Purchase" } as const;
      expect(await getPrices(counted, { ...china, store: "digital-river-promo" })).toEqual([]);
      // One product lookup, the custom store, the site's store.
      expect(counter.queries).toBe(3);
      counter.queries = 0;
      expect(await getPrices(counted, china)).toEqual([]);
      expect(counter.queries).toBe(2);
    });

    it("has prices on every site, in every currency, for every product it sells", async () => {
      const empty: string[] = [];
      for (const locale of localeCodes) {
        const products = await listProducts(deps(), locale);
        for (const currency of requireSite(locale).currencies) {
          for (const product of products) {
            const prices = await getPrices(deps(), { locale, currency, name: product.name, purchaseType: "Purchase" });
            if (!prices?.length) empty.push(`${locale} ${currency} ${product.name}`);
          }
        }
      }
      expect(empty).toEqual([]);
    });
  });

  it("gives product info as { id }, or null", async () => {
    const query = { locale: "de-de", purchaseType: "Purchase", store: "digital-river" } as const;
    expect(await getProductInfo(deps(), { ...query, name: "cloud-security" })).toEqual({ id: 7 });
    expect(await getProductInfo(deps(), { ...query, name: "security-cloud" })).toBeNull();
  });

  describe("premium lookups", () => {
    it("finds prices by price list id at the site's store, or null for an unknown list", async () => {
      const query = { locale: "de-de", currency: "EUR", purchaseType: "Purchase" } as const;
      const install = await getPricesByListId(deps(), { ...query, priceListId: "PS-INSTALL" });
      expect(install?.map((option) => [option.product_id, option.price])).toEqual([[15, 29.99]]);
      const kids = await getPricesByListId(deps(), { ...query, priceListId: "SK-PREMIUM" });
      expect(kids?.map((option) => option.autorenew)).toEqual([true, false]);
      expect(await getPricesByListId(deps(), { ...query, purchaseType: "Renewal", priceListId: "PS-INSTALL" })).toEqual([]);
      expect(await getPricesByListId(deps(), { ...query, priceListId: "PS-NOTHING" })).toBeNull();
    });

    it.each(["Advanced Virus Removal", "advanced virus removal", "Bastion Advanced Virus Removal"])(
      "finds prices by the title %j",
      async (title) => {
        const prices = await getPricesByTitle(deps(), { locale: "fr-fr", currency: "EUR", purchaseType: "Purchase", title });
        expect(prices?.map((option) => option.price)).toEqual([79.99]);
      },
    );

    it("answers null for a title no product has", async () => {
      expect(
        await getPricesByTitle(deps(), { locale: "fr-fr", currency: "EUR", purchaseType: "Purchase", title: "Free Lunch" }),
      ).toBeNull();
    });
  });

  describe("buildCheckoutLink", () => {
    const request = { locale: "de-de", productId: 1, priceId: 10_110_601 } as const;

    it("fills the store's cart link with product, price, site and currency", async () => {
      const result = await buildCheckoutLink(deps(), request);
      if (!result.ok) throw new Error(result.reason);
      const link = new URL(result.link);
      expect(link.host).toBe("store.digitalriver.example");
      expect(Object.fromEntries(link.searchParams)).toEqual({
        productId: "1",
        priceId: "10110601",
        locale: "de-de",
        currency: "EUR",
      });
    });

    it("uses the price's own store: Nexway for fr-fr, the promotion store for its prices", async () => {
      const nexway = await buildCheckoutLink(deps(), { locale: "fr-fr", productId: 1, priceId: 10_110_501 });
      expect(nexway.ok && nexway.link).toBe("https://shop.nexway.example/fr-fr/cart?product=1&price=10110501&currency=EUR");
      const promo = await buildCheckoutLink(deps(), { locale: "en-us", productId: 1, priceId: 2_010_110_200 });
      expect(promo.ok && new URL(promo.link).pathname).toBe("/promo/cart/add");
    });

    it("honours a reseller override (spec 2 §7): the same product and price at another reseller store", async () => {
      const avangate = await buildCheckoutLink(deps(), { ...request, reseller: "avangate" });
      if (!avangate.ok) throw new Error(avangate.reason);
      expect(new URL(avangate.link).host).toBe("secure.avangate.example");
      expect(new URL(avangate.link).searchParams.get("PRICES")).toBe("10110601");
      // The price's own store, named as the override, changes nothing.
      expect(await buildCheckoutLink(deps(), { ...request, reseller: "digital-river" })).toEqual(
        await buildCheckoutLink(deps(), request),
      );
      // Only the four reseller stores may take an order instead: not a promotion store, not an unknown one.
      expect(await buildCheckoutLink(deps(), { ...request, reseller: "digital-river-promo" })).toEqual({
        ok: false,
        reason: "unknown-reseller",
      });
      expect(await buildCheckoutLink(deps(), { ...request, reseller: "nowhere" })).toEqual({
        ok: false,
        reason: "unknown-reseller",
      });
    });

    it("refuses a price of another product, of another site, or no price at all", async () => {
      expect(await buildCheckoutLink(deps(), { ...request, productId: 2 })).toEqual({ ok: false, reason: "foreign-price" });
      expect(await buildCheckoutLink(deps(), { ...request, locale: "en-us" })).toEqual({ ok: false, reason: "foreign-price" });
      expect(await buildCheckoutLink(deps(), { ...request, priceId: 1 })).toEqual({ ok: false, reason: "foreign-price" });
      expect(await buildCheckoutLink(deps(), { ...request, productId: 999 })).toEqual({ ok: false, reason: "unknown-product" });
    });

    it("appends sanitised store arguments, URL-encoded, without overriding the link's own parameters", async () => {
      const result = await buildCheckoutLink(deps(), {
        ...request,
        storeArgs: "affid=42&note=a b&c&priceId=1&bad key=x&x=<script>",
      });
      if (!result.ok) throw new Error(result.reason);
      expect(result.link).toContain("&affid=42&note=a+b&c=&x=%3Cscript%3E");
      expect(new URL(result.link).searchParams.getAll("priceId")).toEqual(["10110601"]);
      expect(result.link).not.toContain("bad");
    });

    it("passes serial and regkey for renewals only", async () => {
      const renewal = 11_310_601; // total-security renewal offer 113, autorenew on, de-de, EUR
      const renewed = await buildCheckoutLink(deps(), {
        ...request,
        priceId: renewal,
        serial: "AAAA-BBBBBBB-CCCCCCC",
        regkey: "RK1",
      });
      expect(renewed.ok && Object.fromEntries(new URL(renewed.link).searchParams)).toMatchObject({
        serial: "AAAA-BBBBBBB-CCCCCCC",
        regkey: "RK1",
      });
      const bought = await buildCheckoutLink(deps(), { ...request, serial: "AAAA-BBBBBBB-CCCCCCC" });
      expect(bought.ok && bought.link).not.toContain("serial");
    });

    it("builds the links of several options at once, leaving out foreign ids", async () => {
      const links = await buildCheckoutLinks(deps(), {
        locale: "de-de",
        productId: 1,
        priceIds: [10_110_601, 10_120_601, 20_110_601],
      });
      expect([...links.keys()]).toEqual([10_110_601, 10_120_601]);
    });
  });
});
