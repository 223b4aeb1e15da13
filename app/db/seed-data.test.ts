import { describe, expect, it } from "vitest";
import { catalogueFiles } from "~/db/seed.server";
import { parseSeedInput, type SeedInput } from "~/db/seed-data";
import { currencyCodes, resellerStores, sites } from "~/sites/locales";

const rows = parseSeedInput(catalogueFiles);

/** A deep copy of the shipped files with one change applied. */
function withChange(change: (files: { [K in keyof SeedInput]: Array<Record<string, unknown>> }) => void): SeedInput {
  const files = structuredClone(catalogueFiles) as { [K in keyof SeedInput]: Array<Record<string, unknown>> };
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
  it("has the four reseller stores, each with a cart link on a fictional host", () => {
    expect(rows.stores.map((store) => store.id).sort()).toEqual([...resellerStores].sort());
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
    ["security-cloud", "b2c"],
    ["small-office-security", "vsb"],
    ["endpoint-select", "smb"],
    ["endpoint-advanced", "smb"],
    ["endpoint-cloud", "smb"],
  ])("has %s in segment %s", (name, segment) => {
    expect(rows.products.find((product) => product.name === name)?.segment).toBe(segment);
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
