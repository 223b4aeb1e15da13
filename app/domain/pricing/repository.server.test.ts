import { describe, expect, it } from "vitest";
import {
  findCheckoutRecords,
  findPricesByListId,
  findProductPrices,
  findProductsByTitle,
  getProductById,
  listProductsSoldOn,
  priceListExists,
} from "~/domain/pricing/repository.server";
import { localeCodes, requireSite } from "~/sites/locales";
import { testDatabaseKinds, useTestDatabase } from "../../../tests/support/databases";

/** Where the seeded catalogue does not sell a product: VPN products are not sold in China. */
const notSoldOn: Record<string, string[]> = {
  "vpn-secure-connection": ["zh-cn"],
  "total-security-vpn": ["zh-cn"],
};
/** Premium services are one-off purchases; everything else can also be renewed. */
const purchaseOnly = (name: string) => name.startsWith("premium-");

describe.each(testDatabaseKinds())("price repository on %s", (kind) => {
  const database = useTestDatabase(kind, { seed: true });

  describe("data completeness across the locale registry", () => {
    it("prices every product in every currency of every site that sells it, through the site's store, for each purchase type", async () => {
      const products = await database.db.selectFrom("product").select(["id", "name"]).orderBy("id").execute();
      const missing: string[] = [];
      for (const product of products) {
        for (const locale of localeCodes) {
          if (notSoldOn[product.name]?.includes(locale)) continue;
          const site = requireSite(locale);
          for (const currency of site.currencies) {
            for (const purchaseType of purchaseOnly(product.name)
              ? (["Purchase"] as const)
              : (["Purchase", "Renewal"] as const)) {
              const prices = await findProductPrices(database.db, product.id, {
                locale,
                currency,
                store: site.store,
                purchaseType,
              });
              if (prices.length === 0) missing.push(`${product.name} ${locale} ${currency} ${purchaseType}`);
            }
          }
        }
      }
      expect(missing).toEqual([]);
    });

    it("sells nothing where the catalogue says a product is not sold", async () => {
      for (const [name, locales] of Object.entries(notSoldOn)) {
        const product = await database.db.selectFrom("product").select("id").where("name", "=", name).executeTakeFirstOrThrow();
        for (const locale of locales) {
          const count = await database.db
            .selectFrom("price_option")
            .select("id")
            .where("product_id", "=", product.id)
            .where("locale", "=", locale)
            .execute();
          expect(count, `${name} on ${locale}`).toEqual([]);
        }
      }
    });

    it("uses only the site's own currencies and stores (its reseller, or a custom store)", async () => {
      const pairs = await database.db.selectFrom("price_option").select(["locale", "currency", "store"]).distinct().execute();
      const wrong = pairs.filter((pair) => {
        const site = requireSite(pair.locale as (typeof localeCodes)[number]);
        return (
          !(site.currencies as readonly string[]).includes(pair.currency) ||
          ![site.store, "digital-river-promo"].includes(pair.store)
        );
      });
      expect(wrong).toEqual([]);
    });
  });

  describe("findProductPrices", () => {
    const scope = { locale: "ja-jp", currency: "JPY", store: "digital-river", purchaseType: "Purchase" } as const;

    it("returns amounts as numbers and autorenew as booleans on both drivers, in the data file's order", async () => {
      const prices = await findProductPrices(database.db, 1, scope);
      expect(prices[0]).toEqual({
        id: 10_111_312,
        product_id: 1,
        currency: "JPY",
        decimals: 0,
        store: "digital-river",
        purchase_type: "Purchase",
        term: "1",
        pack: "1",
        price_minor: 6980,
        price_striked_minor: 11_980,
        autorenew: true,
        price_list_id: null,
      });
      expect(prices.map((price) => `${price.term}/${price.pack}/${price.autorenew}`).slice(0, 4)).toEqual([
        "1/1/true",
        "1/1/false",
        "1/3/true",
        "1/3/false",
      ]);
    });

    it("reads amounts past 2^31 exactly (250 seats for 3 years in NGN)", async () => {
      const prices = await findProductPrices(database.db, 10, { ...scope, locale: "en-za", currency: "NGN", store: "avangate" });
      const largest = prices.find((price) => price.term === "3" && price.pack === "250");
      expect(largest?.price_minor).toBeGreaterThan(2 ** 31);
      expect(Number.isSafeInteger(largest?.price_minor)).toBe(true);
    });

    it("finds nothing for another store, currency or purchase type than the rows have", async () => {
      expect(await findProductPrices(database.db, 1, { ...scope, store: "nexway" })).toEqual([]);
      expect(await findProductPrices(database.db, 1, { ...scope, currency: "USD" })).toEqual([]);
      expect(await findProductPrices(database.db, 15, { ...scope, purchaseType: "Renewal" })).toEqual([]);
    });
  });

  describe("price lists, titles and products", () => {
    it("finds a price list's prices and knows which lists exist", async () => {
      const scope = { locale: "en-us", currency: "USD", store: "digital-river", purchaseType: "Purchase" } as const;
      expect((await findPricesByListId(database.db, "PS-INSTALL", scope)).map((price) => price.price_minor)).toEqual([3299]);
      expect(await priceListExists(database.db, "SK-PREMIUM")).toBe(true);
      expect(await priceListExists(database.db, "PS-NOTHING")).toBe(false);
    });

    it("finds products by title ignoring case, and by id", async () => {
      expect((await findProductsByTitle(database.db, "premium INSTALLATION")).map((product) => product.name)).toEqual([
        "premium-installation",
      ]);
      expect(await findProductsByTitle(database.db, "Premium")).toEqual([]);
      expect((await getProductById(database.db, 7))?.name).toBe("cloud-security");
      expect(await getProductById(database.db, 999)).toBeNull();
    });

    it("lists the products sold on a site", async () => {
      const global = (await listProductsSoldOn(database.db, "en-global")).map((product) => product.name);
      const china = (await listProductsSoldOn(database.db, "zh-cn")).map((product) => product.name);
      expect(global).toHaveLength(20);
      expect(global.filter((name) => !china.includes(name))).toEqual(["vpn-secure-connection", "total-security-vpn"]);
    });

    it("gives checkout records with the store's link template, leaving unknown ids out", async () => {
      const records = await findCheckoutRecords(database.db, [10_110_601, 42]);
      expect(records).toEqual([
        {
          id: 10_110_601,
          product_id: 1,
          locale: "de-de",
          currency: "EUR",
          store: "digital-river",
          purchase_type: "Purchase",
          cart_url_template: expect.stringContaining("https://store.digitalriver.example/"),
        },
      ]);
      expect(await findCheckoutRecords(database.db, [])).toEqual([]);
    });
  });
});
