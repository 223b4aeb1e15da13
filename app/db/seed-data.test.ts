import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { catalogueFiles } from "~/db/seed.server";
import { parseSeedInput, type SeedInput } from "~/db/seed-data";
import { type PriceFile, priceOptionId } from "~/db/seed-prices";
import { currencyCodes, resellerStores, sites } from "~/sites/locales";

const rows = parseSeedInput(catalogueFiles);

type Entry = Record<string, unknown>;
/** The catalogue files as plain, editable JSON. */
type EditableFiles = { [K in "currencies" | "products" | "stores" | "regions"]: Entry[] } & {
  pricePoints: { retail: Record<string, string>; perSeatPerYear: Record<string, string> };
  prices: Record<PriceFile, Array<Entry & { offers: Entry[] }>>;
};

/** A deep copy of the shipped files with one change applied. */
function withChange(change: (files: EditableFiles) => void): SeedInput {
  const files = structuredClone(catalogueFiles) as EditableFiles;
  change(files);
  return files;
}

describe("data/currencies.json", () => {
  it("lists the 22 currencies of spec 2 §9 once each", () => {
    expect(rows.currencies.map((currency) => currency.code).sort()).toEqual([...currencyCodes].sort());
  });

  // Spec 2 §9: "RUB (0 decimals), JPY (0 decimals)"; every other currency shows cents.
  it.each(currencyCodes.map((code) => [code, code === "RUB" || code === "JPY" ? 0 : 2] as const))(
    "%s shows %i decimals",
    (code, decimals) => {
      expect(rows.currencies.find((currency) => currency.code === code)?.decimals).toBe(decimals);
    },
  );

  it.each([...sites.values()].filter((site) => site.currencies.length > 1).map((site) => [site.locale, site.currencies]))(
    "gives the currencies offered together on %s distinct symbols",
    (_locale, codes) => {
      const symbols = codes.map((code) => rows.currencies.find((currency) => currency.code === code)?.symbol);
      expect(new Set(symbols).size).toBe(codes.length);
    },
  );

  it.each([
    ["EUR", "€", "{amount}\u00a0{symbol}", ".", ","],
    ["USD", "$", "{symbol}{amount}", ",", "."],
    ["RUB", "₽", "{amount}\u00a0{symbol}", "\u00a0", ","],
    ["JPY", "¥", "{symbol}{amount}", ",", "."],
    ["BRL", "R$", "{symbol}\u00a0{amount}", ".", ","],
  ])("formats %s as %s with template %j", (code, symbol, template, group, decimal) => {
    expect(rows.currencies.find((currency) => currency.code === code)).toMatchObject({
      symbol,
      template,
      group_separator: group,
      decimal_separator: decimal,
    });
  });
});

describe("data/regions.json", () => {
  it.each([...sites.values()].map((site) => [site.locale, site] as const))(
    "describes %s as the locale registry does",
    (locale, site) => {
      const region = rows.regions.find((entry) => entry.locale === locale);
      expect(region && `${region.name} (${region.selected_languages})`).toBe(site.name);
      expect(region?.selected_country_code).toBe(site.country);
    },
  );
});

describe("data/stores.json", () => {
  it("has the four reseller stores and a custom one, each with a cart link on a fictional host", () => {
    expect(rows.stores.map((store) => store.id).sort()).toEqual([...resellerStores, "digital-river-promo"].sort());
    for (const store of rows.stores) {
      const url = new URL(store.cart_url_template.replace(/\{\w+\}/g, "x"));
      expect(url.hostname).toMatch(/\.example$/);
    }
  });
});

describe("data/products.json", () => {
  it.each([
    ["total-security", "b2c"],
    ["internet-security", "b2c"],
    ["antivirus", "b2c"],
    ["vpn-secure-connection", "b2c"],
    ["password-manager", "b2c"],
    ["safe-kids", "b2c"],
    ["cloud-security", "b2c"],
    ["mac-security", "b2c"],
    ["android-security", "b2c"],
    ["premium-installation", "b2c"],
    ["small-office-security", "vsb"],
    ["endpoint-select", "smb"],
    ["endpoint-advanced", "smb"],
    ["endpoint-cloud", "smb"],
  ])("has %s in segment %s", (name, segment) => {
    expect(rows.products.find((product) => product.name === name)?.segment).toBe(segment);
  });

  it("keeps product ids stable: cloud-security is still 7 after its rename", () => {
    expect(rows.products.find((product) => product.name === "cloud-security")?.id).toBe(7);
    expect(rows.products.some((product) => product.name === "security-cloud")).toBe(false);
  });

  it("names consumer products as the content's product documents do", () => {
    const documents = readdirSync("content/en-global/home-security/products");
    const names = rows.products.map((product) => product.name);
    expect(documents.filter((document) => !names.includes(document))).toEqual([]);
  });

  it("resolves the bundle to its main product's id and lists main products first", () => {
    const main = rows.products.find((product) => product.name === "total-security");
    const bundleIndex = rows.products.findIndex((product) => product.name === "total-security-vpn");
    expect(rows.products[bundleIndex]?.bundle_of).toBe(main?.id);
    expect(rows.products.slice(0, bundleIndex).every((product) => product.bundle_of === null)).toBe(true);
  });
});

describe("parseSeedInput", () => {
  it.each<[string, SeedInput, RegExp]>([
    [
      "a missing currency",
      withChange((files) =>
        files.currencies.splice(
          files.currencies.findIndex((c) => c.code === "JPY"),
          1,
        ),
      ),
      /data\/currencies\.json is invalid[\s\S]*missing JPY/,
    ],
    [
      "a duplicated currency",
      withChange((files) => files.currencies.push({ ...files.currencies[0] })),
      /data\/currencies\.json is invalid[\s\S]*duplicate USD/,
    ],
    [
      "a misspelt field",
      withChange((files) => Object.assign(files.currencies[0] ?? {}, { decimalsCount: 2 })),
      /data\/currencies\.json is invalid[\s\S]*decimalsCount/,
    ],
    [
      "a template without the amount",
      withChange((files) => Object.assign(files.currencies[0] ?? {}, { template: "{symbol}" })),
      /must contain \{symbol\} and \{amount\}/,
    ],
    [
      "an unknown cart link placeholder",
      withChange((files) => {
        const store = files.stores[0] ?? {};
        store.cartUrlTemplate = `${String(store.cartUrlTemplate)}&sku={sku}`;
      }),
      /data\/stores\.json is invalid[\s\S]*may use only/,
    ],
    [
      "a bundle of an unknown product",
      withChange((files) => Object.assign(files.products.at(-1) ?? {}, { bundleOf: "nothing" })),
      /data\/products\.json is invalid[\s\S]*nothing is not a product that can be bundled/,
    ],
    [
      "a bundle of a bundle",
      withChange((files) =>
        files.products.push({
          id: 99,
          name: "bundle-of-bundle",
          title: "B",
          segment: "b2c",
          family: "f",
          bundleOf: "total-security-vpn",
        }),
      ),
      /total-security-vpn is not a product that can be bundled/,
    ],
    [
      "a reused product id",
      withChange((files) => files.products.push({ id: 1, name: "copy", title: "C", segment: "b2c", family: "f" })),
      /duplicate id 1/,
    ],
    [
      "a locale the registry does not know",
      withChange((files) => Object.assign(files.regions[0] ?? {}, { locale: "xx-xx" })),
      /data\/regions\.json is invalid[\s\S]*Invalid option/,
    ],
  ])("rejects %s, naming the file", (_case, input, message) => {
    expect(() => parseSeedInput(input)).toThrow(message);
  });
});

describe("data/prices", () => {
  const productId = (name: string) => rows.products.find((product) => product.name === name)?.id;
  const pricesOf = (name: string, filter: Partial<(typeof rows.prices)[number]> = {}) =>
    rows.prices.filter(
      (price) =>
        price.product_id === productId(name) &&
        Object.entries(filter).every(([key, value]) => price[key as keyof typeof price] === value),
    );

  it("expands to a measured number of rows, one id each", () => {
    // 20 products × their offers × 51 site currencies × autorenew variants, plus the promotion store
    // (Internet Security has no 2-year single-device offer, so buy blocks can show a disabled pack).
    expect(rows.prices).toHaveLength(20_374);
    expect(new Set(rows.prices.map((price) => price.id)).size).toBe(rows.prices.length);
  });

  it.each([
    // offer, autorenew, site, currency → id: the digits of the four, so ids never depend on row order.
    [101, true, "en-global", "USD", 10_110_000],
    [101, true, "de-de", "EUR", 10_110_601],
    [101, false, "de-de", "CHF", 10_120_609],
    [20_101, true, "en-us", "USD", 2_010_110_200],
  ] as const)("gives offer %i (autorenew %s) on %s in %s the price id %i", (offer, autorenew, locale, currency, id) => {
    expect(priceOptionId(offer, autorenew, locale, currency)).toBe(id);
    expect(rows.prices.find((price) => price.id === id)).toMatchObject({ locale, currency, autorenew: autorenew ? 1 : 0 });
  });

  it.each([
    ["USD", 5499],
    ["EUR", 4999],
    ["GBP", 3999],
    ["JPY", 6980],
    ["RUB", 2990],
    ["INR", 179_900],
    ["BRL", 24_990],
  ])("prices total-security, 1 device, 1 year in %s at local price point %i (minor units)", (currency, minor) => {
    const [price] = pricesOf("total-security", { currency, term: "1", pack: "1", purchase_type: "Purchase", autorenew: 1 });
    expect(price?.price_minor).toBe(minor);
  });

  it("sells monthly terms of total-security and internet-security, and six months of antivirus", () => {
    expect(pricesOf("total-security", { term: "1/12" }).length).toBeGreaterThan(0);
    expect(pricesOf("internet-security", { term: "1/12" }).length).toBeGreaterThan(0);
    expect(pricesOf("antivirus", { term: "1/2" }).length).toBeGreaterThan(0);
  });

  it("has both autorenew variants for most offers and only one for some", () => {
    const variants = new Map<string, Set<number>>();
    for (const price of rows.prices) {
      const key = [
        price.product_id,
        price.locale,
        price.currency,
        price.store,
        price.purchase_type,
        price.term,
        price.pack,
      ].join();
      variants.set(key, (variants.get(key) ?? new Set()).add(price.autorenew));
    }
    const single = [...variants.values()].filter((set) => set.size === 1).length;
    expect(single).toBeGreaterThan(0);
    expect(variants.size - single).toBeGreaterThan(single / 2);
  });

  it("gives the bundle 'a + b' packs and business products 5 to 250 seats over 1 to 3 years", () => {
    expect(new Set(pricesOf("total-security-vpn").map((price) => price.pack))).toEqual(new Set(["3 + 3", "5 + 5"]));
    for (const name of ["small-office-security", "endpoint-select", "endpoint-advanced", "endpoint-cloud"]) {
      const prices = pricesOf(name);
      expect(new Set(prices.map((price) => Number(price.pack)))).toEqual(new Set([5, 10, 15, 20, 25, 50, 100, 250]));
      expect(new Set(prices.map((price) => price.term))).toEqual(new Set(["1", "2", "3"]));
    }
  });

  it("prices every business renewal below the purchase of the same seats, term and currency", () => {
    const business = rows.prices.filter((price) => price.product_id >= 8 && price.product_id <= 11);
    const purchase = new Map(
      business
        .filter((price) => price.purchase_type === "Purchase")
        .map((price) => [
          [price.product_id, price.locale, price.currency, price.term, price.pack, price.autorenew].join(),
          price,
        ]),
    );
    const renewals = business.filter((price) => price.purchase_type === "Renewal");
    expect(renewals.length).toBeGreaterThan(0);
    for (const renewal of renewals) {
      const key = [renewal.product_id, renewal.locale, renewal.currency, renewal.term, renewal.pack, renewal.autorenew].join();
      expect(Number(renewal.price_minor), key).toBeLessThan(Number(purchase.get(key)?.price_minor));
    }
  });

  it("lets premium services be found by price list id, purchase only", () => {
    const premium = rows.prices.filter((price) => price.price_list_id?.startsWith("PS-"));
    expect(new Set(premium.map((price) => price.price_list_id))).toEqual(
      new Set(["PS-INSTALL", "PS-BROWSER", "PS-HOME", "PS-PC", "PS-ADVANCED"]),
    );
    expect(premium.every((price) => price.purchase_type === "Purchase")).toBe(true);
  });

  it("gives the promotion store prices for some products only, on the sites it lists", () => {
    const promo = rows.prices.filter((price) => price.store === "digital-river-promo");
    expect(new Set(promo.map((price) => price.product_id))).toEqual(
      new Set([productId("total-security"), productId("internet-security")]),
    );
    expect(new Set(promo.map((price) => price.locale))).toEqual(
      new Set(["en-global", "en-us", "en-gb", "de-de", "nl-nl", "en-au", "en-in", "es-mx", "en-ca"]),
    );
  });
});

describe("parseSeedInput on the price files", () => {
  const firstOffer = (files: EditableFiles) => {
    const offer = files.prices.consumer[0]?.offers[0];
    if (!offer) throw new Error("no offer");
    return offer;
  };

  it.each<[string, (files: EditableFiles) => void, RegExp]>([
    [
      "yen with decimals",
      (files) => {
        files.pricePoints.retail["54.99"] = String(files.pricePoints.retail["54.99"]).replace("JPY 6980", "JPY 6980.50");
      },
      /price-points\.json: ✖ JPY 6980\.50 has more than 0 decimals/,
    ],
    [
      "a price point without a currency",
      (files) => {
        files.pricePoints.retail["54.99"] = String(files.pricePoints.retail["54.99"]).replace(", NGN 84999.00", "");
      },
      /price-points\.json is invalid[\s\S]*missing NGN/,
    ],
    [
      "a price point whose USD is not its key",
      (files) => {
        files.pricePoints.retail["54.99"] = String(files.pricePoints.retail["54.99"]).replace("USD 54.99", "USD 55.99");
      },
      /USD must be 54\.99, the key/,
    ],
    [
      "an unknown product",
      (files) => Object.assign(files.prices.consumer[0] ?? {}, { product: "total-insecurity" }),
      /consumer\.json: ✖ unknown product total-insecurity/,
    ],
    [
      "an unknown price point",
      (files) => Object.assign(firstOffer(files), { price: "1.23" }),
      /consumer\.json: ✖ no price point 1\.23/,
    ],
    [
      "a struck price below the price",
      (files) => Object.assign(firstOffer(files), { was: "44.99" }),
      /was is not above price in USD/,
    ],
    [
      "a reused offer id",
      (files) => Object.assign(files.prices.business[0]?.offers[0] ?? {}, { id: 101 }),
      /business\.json: ✖ offer id 101 is also used in data\/prices\/consumer\.json/,
    ],
    [
      "a second offer for the same product, type, term, pack and autorenew",
      (files) => files.prices.consumer[0]?.offers.push({ ...firstOffer(files), id: 199, autorenew: "on" }),
      /a second offer for total-security {2}Purchase 1 1 true/,
    ],
    [
      "a term in decimals",
      (files) => Object.assign(firstOffer(files), { term: "0.0833" }),
      /consumer\.json is invalid[\s\S]*years/,
    ],
    [
      "a seat price on a bundle pack",
      (files) => Object.assign(firstOffer(files), { price: undefined, was: undefined, seatPrice: "20.00", pack: "3 + 3" }),
      /seatPrice needs a seat count/,
    ],
    [
      "an offer id too large for a 32-bit price id",
      (files) => Object.assign(firstOffer(files), { id: 21_475 }),
      /consumer\.json is invalid[\s\S]*21474/,
    ],
    [
      "a custom store without its sites",
      (files) => Object.assign(files.stores.find((store) => store.id === "digital-river-promo") ?? {}, { locales: undefined }),
      /data\/stores\.json is invalid[\s\S]*a custom store lists its locales/,
    ],
    [
      "a price list for a store that is not custom",
      (files) => Object.assign(files.prices.promotions[0] ?? {}, { store: "nexway" }),
      /promotions\.json: ✖ nexway is not a custom store/,
    ],
  ])("rejects %s, naming the file", (_case, change, message) => {
    expect(() => parseSeedInput(withChange(change))).toThrow(message);
  });
});
