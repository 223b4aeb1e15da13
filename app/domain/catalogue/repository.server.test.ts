import { describe, expect, it } from "vitest";
import {
  getCurrency,
  getProduct,
  getStore,
  listCurrencies,
  listProducts,
  listRegions,
  listStores,
} from "~/domain/catalogue/repository.server";
import { currencyCodes, localeCodes, resellerStores } from "~/sites/locales";
import { testDatabaseKinds, useTestDatabase } from "../../../tests/support/databases";

describe.each(testDatabaseKinds())("catalogue repository on %s", (kind) => {
  const database = useTestDatabase(kind, { seed: true });

  describe("currencies", () => {
    it("lists all 22, ordered by code", async () => {
      const codes = (await listCurrencies(database.db)).map((currency) => currency.code);
      expect(codes).toEqual([...currencyCodes].sort());
    });

    it.each([
      ["JPY", 0],
      ["RUB", 0],
      ["EUR", 2],
      ["USD", 2],
    ])("gives %s %i decimals, as a number", async (code, decimals) => {
      const currency = await getCurrency(database.db, code);
      expect(currency?.decimals).toBe(decimals);
    });

    it("returns a whole currency entry", async () => {
      expect(await getCurrency(database.db, "RUB")).toEqual({
        code: "RUB",
        symbol: "₽",
        geoip_country: "ru",
        locale: "ru-RU",
        display_name: "Russian Ruble",
        template: "{amount}\u00a0{symbol}",
        group_separator: "\u00a0",
        decimal_separator: ",",
        decimals: 0,
        region: "europe",
      });
    });

    it("returns null for an unknown code, and codes are case-sensitive", async () => {
      expect(await getCurrency(database.db, "XXX")).toBeNull();
      expect(await getCurrency(database.db, "eur")).toBeNull();
    });
  });

  describe("products", () => {
    it("lists all products in id order", async () => {
      const products = await listProducts(database.db);
      expect(products).toHaveLength(20);
      expect(products.map((product) => product.id)).toEqual([...products.map((product) => product.id)].sort((a, b) => a - b));
    });

    it.each([
      [
        "b2c",
        [
          "total-security",
          "internet-security",
          "antivirus",
          "vpn-secure-connection",
          "password-manager",
          "safe-kids",
          "cloud-security",
          "total-security-vpn",
          "mac-security",
          "android-security",
          "premium-installation",
          "premium-browser-security",
          "premium-home",
          "premium-pc",
          "premium-advanced",
          "family-bundle",
        ],
      ],
      ["vsb", ["small-office-security"]],
      ["smb", ["endpoint-select", "endpoint-advanced", "endpoint-cloud"]],
    ] as const)("lists the %s segment", async (segment, names) => {
      const products = await listProducts(database.db, { segment });
      expect(products.map((product) => product.name)).toEqual(names);
      expect(products.every((product) => product.segment === segment)).toBe(true);
    });

    it("links the bundle to its main product by id", async () => {
      const main = await getProduct(database.db, "total-security");
      const bundle = await getProduct(database.db, "total-security-vpn");
      expect(main).toMatchObject({ id: 1, title: "Total Security", segment: "b2c", bundle_of: null });
      expect(typeof bundle?.id).toBe("number");
      expect(bundle?.bundle_of).toBe(main?.id);
    });

    it("returns null for an unknown name", async () => {
      expect(await getProduct(database.db, "total-insecurity")).toBeNull();
    });
  });

  describe("stores", () => {
    it("lists the four reseller stores and the custom promotion store, ordered by id", async () => {
      const stores = await listStores(database.db);
      expect(stores.map((store) => store.id)).toEqual([...resellerStores, "digital-river-promo"].sort());
      expect(stores.find((store) => store.id === "digital-river")?.name).toBe("Digital River");
    });

    it("gives each store a cart link template with every placeholder", async () => {
      for (const store of await listStores(database.db)) {
        for (const placeholder of ["{productId}", "{priceId}", "{locale}", "{currency}"]) {
          expect(store.cart_url_template).toContain(placeholder);
        }
      }
    });

    it("finds one store, or null", async () => {
      expect((await getStore(database.db, "allsoft"))?.name).toBe("Allsoft");
      expect(await getStore(database.db, "amazon")).toBeNull();
    });
  });

  describe("regions", () => {
    it("has one entry per locale, the global one without a country", async () => {
      const regions = await listRegions(database.db);
      expect(regions.map((region) => region.locale).sort()).toEqual([...localeCodes].sort());
      expect(regions.find((region) => region.locale === "en-global")?.selected_country_code).toBeNull();
      expect(regions.find((region) => region.locale === "ja-jp")).toEqual({
        locale: "ja-jp",
        name: "日本",
        selected_languages: "日本語",
        selected_country_code: "jp",
      });
    });
  });
});
