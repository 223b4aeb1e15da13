import { describe, expect, it } from "vitest";
import type { NewPriceOption } from "~/db/schema";
import { catalogueFiles } from "~/db/seed.server";
import { parseSeedInput } from "~/db/seed-data";
import { type LocaleCode, localeCodes, requireSite } from "~/sites/locales";

/**
 * Claims the copy makes about prices, proved from the catalogue files as the seed expands them
 * (one row per offer × site × currency × autorenew variant). The copy names offers by reference
 * (`{price:family-bundle:10:2:regular}`, `{price:total-security:3:1:renewal}`); these tests keep
 * the sentences around those references true.
 */

const rows = parseSeedInput(catalogueFiles, { today: "2000-01-01" });
const productNames = new Map(rows.products.map((product) => [product.id, product.name]));
/** Rows sold through each site's own store (the store content references read). */
const siteRows = rows.prices.filter((row) => row.store === requireSite(row.locale as LocaleCode).store);
const siteCurrencies = localeCodes.flatMap((locale) => requireSite(locale).currencies.map((currency) => ({ locale, currency })));

type Plan = { product: string; type: "Purchase" | "Renewal"; term: string; pack: string };

/** Site rows by product, purchase type, site, currency and pack (every term and autorenew variant). */
const byPlace = new Map<string, NewPriceOption[]>();
const placeKey = (product: string, type: string, locale: string, currency: string, pack: string) =>
  [product, type, locale, currency, pack].join("|");
for (const row of siteRows) {
  const key = placeKey(productNames.get(row.product_id) ?? "", row.purchase_type, row.locale, row.currency, row.pack);
  byPlace.set(key, [...(byPlace.get(key) ?? []), row]);
}

/** The rows of one plan on one site in one currency, every autorenew variant. */
function rowsOf(plan: Plan, locale: string, currency: string): NewPriceOption[] {
  return (byPlace.get(placeKey(plan.product, plan.type, locale, currency, plan.pack)) ?? []).filter(
    (row) => row.term === plan.term,
  );
}

/** What a buyer of the plan pays: one amount whatever the autorenew choice, or undefined when not sold. */
function priceOf(plan: Plan, locale: string, currency: string): number | undefined {
  const amounts = new Set(rowsOf(plan, locale, currency).map((row) => Number(row.price_minor)));
  expect(amounts.size, `${plan.product} ${plan.type} ${plan.pack}×${plan.term} on ${locale} in ${currency}`).toBeLessThanOrEqual(
    1,
  );
  return [...amounts][0];
}

describe("the family bundle's 'bought separately' price", () => {
  const bundle: Plan = { product: "family-bundle", type: "Purchase", term: "2", pack: "10" };
  // The comparison on content/*/home-security/special-offers/family-bundle/page.json: Total
  // Security for 10 devices for 2 years, and 4 more Password Manager accounts for 2 years, each
  // bought new for its first year and renewed for its second (the catalogue sells the Password
  // Manager by the year; monthly would cost more).
  const parts: Array<{ plan: Plan; count: number }> = [
    { plan: { product: "total-security", type: "Purchase", term: "2", pack: "10" }, count: 1 },
    { plan: { product: "password-manager", type: "Purchase", term: "1", pack: "1" }, count: 4 },
    { plan: { product: "password-manager", type: "Renewal", term: "1", pack: "1" }, count: 4 },
  ];

  it.each(siteCurrencies.map(({ locale, currency }) => [locale, currency]))(
    "on %s in %s is the bundle's regular price, the sum of its parts' prices",
    (locale, currency) => {
      const bundleRows = rowsOf(bundle, locale, currency);
      expect(bundleRows.length, "the bundle is sold here").toBeGreaterThan(0);
      const separately = parts.reduce((sum, { plan, count }) => {
        const price = priceOf(plan, locale, currency);
        expect(price, `${plan.product} ${plan.type} ${plan.pack}×${plan.term} is sold here`).toBeDefined();
        return sum + count * (price ?? Number.NaN);
      }, 0);
      for (const row of bundleRows) {
        expect(Number(row.price_striked_minor)).toBe(separately);
        expect(Number(row.price_minor)).toBeLessThan(separately);
      }
    },
  );
});

describe("renewal prices ('renewing customers pay less than the regular price for new customers')", () => {
  const renewals = siteRows.filter((row) => row.purchase_type === "Renewal");
  const products = [...new Set(renewals.map((row) => productNames.get(row.product_id) ?? ""))].sort();

  /**
   * The regular new-customer price of the plan a renewal continues: the same pack and term bought
   * new (its struck `was` price, else its price), with the same autorenew choice or else the
   * other one (spec 2 §4 fallback). Without such a plan, what a new customer pays at the regular
   * price for the same years of the same pack, one year at a time.
   */
  function regularNewPrice(renewal: NewPriceOption): { amount: number; plan: "same" | "yearly" } | null {
    const product = productNames.get(renewal.product_id) ?? "";
    const purchases = byPlace.get(placeKey(product, "Purchase", renewal.locale, renewal.currency, renewal.pack)) ?? [];
    const regular = (row: NewPriceOption) => Number(row.price_striked_minor ?? row.price_minor);
    const sameTerm = purchases.filter((row) => row.term === renewal.term);
    const same = sameTerm.find((row) => row.autorenew === renewal.autorenew) ?? sameTerm[0];
    if (same) return { amount: regular(same), plan: "same" };
    const yearly =
      purchases.find((row) => row.term === "1" && row.autorenew === renewal.autorenew) ??
      purchases.find((row) => row.term === "1");
    return yearly && /^\d+$/.test(renewal.term) ? { amount: regular(yearly) * Number(renewal.term), plan: "yearly" } : null;
  }

  it("finds renewals of the consumer products the renewal copy speaks of", () => {
    expect(products).toEqual(
      expect.arrayContaining([
        "antivirus",
        "family-bundle",
        "internet-security",
        "password-manager",
        "safe-kids",
        "total-security",
      ]),
    );
  });

  it.each(products)("prices every %s renewal below the regular new-customer price of its plan", (product) => {
    const rowsOfProduct = renewals.filter((row) => productNames.get(row.product_id) === product);
    expect(rowsOfProduct.length).toBeGreaterThan(0);
    for (const renewal of rowsOfProduct) {
      const what = `${product} ${renewal.pack}×${renewal.term} autorenew ${renewal.autorenew} on ${renewal.locale} in ${renewal.currency}`;
      const regular = regularNewPrice(renewal);
      expect(regular, `${what} has a new-customer plan to compare with`).not.toBeNull();
      expect(Number(renewal.price_minor), what).toBeLessThan(regular?.amount ?? 0);
    }
  });

  it("compares with the same pack and term bought new, except the renewals no new plan matches", () => {
    const without = new Set(
      renewals
        .filter((row) => regularNewPrice(row)?.plan !== "same")
        .map((row) => `${productNames.get(row.product_id)} ${row.pack}×${row.term}`),
    );
    // Internet Security sells no 2-year single-device plan to new customers (a disabled pack in
    // the buy block) but renews one; it is compared with two years of the 1-year plan.
    expect([...without]).toEqual(["internet-security 1×2"]);
  });
});

describe("business multi-year plans ('a multi-year licence costs less per year than a one-year licence')", () => {
  const businessIds = new Set(rows.products.filter((product) => product.segment !== "b2c").map((product) => product.id));
  const business = siteRows.filter((row) => businessIds.has(row.product_id));
  const multiYear = business.filter((row) => row.term !== "1");

  // Copy on content/en-global/small-to-medium-business-security/how-to-buy (buying) and
  // content/en-global/renewal-center/smb (renewing for two or three years at a time).
  it.each(["Purchase", "Renewal"] as const)(
    "prices every business %s of two or three years below its one-year price per year",
    (type) => {
      const plans = multiYear.filter((row) => row.purchase_type === type);
      expect(plans.length).toBeGreaterThan(0);
      for (const plan of plans) {
        const product = productNames.get(plan.product_id) ?? "";
        const oneYear = rowsOf({ product, type, term: "1", pack: plan.pack }, plan.locale, plan.currency).find(
          (row) => row.autorenew === plan.autorenew,
        );
        const what = `${product} ${type} ${plan.pack}×${plan.term} on ${plan.locale} in ${plan.currency}`;
        expect(oneYear, `${what} has a one-year plan`).toBeDefined();
        expect(Number(plan.price_minor) / Number(plan.term), what).toBeLessThan(Number(oneYear?.price_minor));
      }
    },
  );
});
