import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import type { Database } from "~/db/schema";
import { catalogueFiles, seedDatabase } from "~/db/seed.server";
import { parseSeedInput, type SeedInput } from "~/db/seed-data";
import type { PriceFile } from "~/db/seed-prices";
import { testDatabaseKinds, useTestDatabase } from "../../tests/support/databases";

type Entry = Record<string, unknown>;
type Files = { [K in "currencies" | "products" | "stores" | "regions"]: Entry[] } & {
  pricePoints: { retail: Record<string, string>; perSeatPerYear: Record<string, string> };
  prices: Record<PriceFile, Array<Entry & { offers: Entry[] }>>;
};

/** The shipped files with some entries edited, as if someone changed `data/`. */
function editedFiles(edit: (files: Files) => void): SeedInput {
  const files = structuredClone(catalogueFiles) as Files;
  edit(files);
  return files;
}

function entry(list: Array<Record<string, unknown>>, key: string, value: string): Record<string, unknown> {
  const found = list.find((item) => item[key] === value);
  if (!found) throw new Error(`No entry with ${key} ${value}`);
  return found;
}

/** Every row of every catalogue table, in a stable order. */
async function snapshot(db: Kysely<Database>) {
  return {
    currency: await db.selectFrom("currency").selectAll().orderBy("code").execute(),
    product: await db.selectFrom("product").selectAll().orderBy("id").execute(),
    store: await db.selectFrom("store").selectAll().orderBy("id").execute(),
    region: await db.selectFrom("region").selectAll().orderBy("locale").execute(),
    // bigint amounts come back as strings from PostgreSQL: compare them as numbers.
    price_option: (await db.selectFrom("price_option").selectAll().orderBy("id").execute()).map((row) => ({
      ...row,
      price_minor: Number(row.price_minor),
      price_striked_minor: row.price_striked_minor === null ? null : Number(row.price_striked_minor),
    })),
  };
}

function counts(tables: Awaited<ReturnType<typeof snapshot>>) {
  return Object.fromEntries(Object.entries(tables).map(([table, rows]) => [table, rows.length]));
}

const priceCount = parseSeedInput(catalogueFiles).prices.length;
const expectedCounts = { currency: 22, product: 20, store: 5, region: 23, price_option: priceCount };

describe.each(testDatabaseKinds())("seedDatabase on %s", (kind) => {
  describe("run repeatedly", () => {
    const database = useTestDatabase(kind);

    it("writes every entry of the data files", async () => {
      expect(await seedDatabase(database.db)).toEqual({
        currencies: 22,
        products: 20,
        stores: 5,
        regions: 23,
        prices: priceCount,
      });
      expect(counts(await snapshot(database.db))).toEqual(expectedCounts);
    });

    it("leaves exactly the same rows when run again", async () => {
      const before = await snapshot(database.db);
      await seedDatabase(database.db);
      await seedDatabase(database.db);
      expect(await snapshot(database.db)).toEqual(before);
    });

    it("updates the rows whose entries changed and nothing else", async () => {
      const before = await snapshot(database.db);
      const edited = editedFiles((files) => {
        Object.assign(entry(files.currencies, "code", "EUR"), { symbol: "EUR", decimals: 3 });
        Object.assign(entry(files.products, "name", "total-security"), { title: "Total Security 2030" });
        Object.assign(entry(files.products, "name", "total-security-vpn"), { bundleOf: "internet-security" });
        Object.assign(entry(files.stores, "id", "nexway"), { name: "Nexway EU" });
        Object.assign(entry(files.regions, "locale", "en-global"), { selectedCountryCode: "us" });
      });
      await seedDatabase(database.db, edited);
      const after = await snapshot(database.db);

      expect(counts(after)).toEqual(expectedCounts);
      expect(after.currency.find((row) => row.code === "EUR")).toMatchObject({ symbol: "EUR", decimals: 3 });
      expect(after.product.find((row) => row.name === "total-security")?.title).toBe("Total Security 2030");
      const internetSecurity = after.product.find((row) => row.name === "internet-security");
      expect(after.product.find((row) => row.name === "total-security-vpn")?.bundle_of).toBe(internetSecurity?.id);
      expect(after.store.find((row) => row.id === "nexway")?.name).toBe("Nexway EU");
      expect(after.region.find((row) => row.locale === "en-global")?.selected_country_code).toBe("us");
      // Untouched entries are untouched.
      expect(after.currency.filter((row) => row.code !== "EUR")).toEqual(before.currency.filter((row) => row.code !== "EUR"));
      expect(after.store.filter((row) => row.id !== "nexway")).toEqual(before.store.filter((row) => row.id !== "nexway"));

      // And the shipped files put everything back.
      await seedDatabase(database.db);
      expect(await snapshot(database.db)).toEqual(before);
    });

    it("changes the prices of an edited price point, deletes removed offers and keeps every price id", async () => {
      const before = await snapshot(database.db);
      const edited = editedFiles((files) => {
        const point = files.pricePoints.retail["54.99"] ?? "";
        files.pricePoints.retail["54.99"] = point.replace("EUR 49.99", "EUR 47.99");
        // total-security's last offer: 10 devices, 2-year renewal (autorenew off only).
        files.prices.consumer[0]?.offers.pop();
      });
      await seedDatabase(database.db, edited);
      const after = await snapshot(database.db);

      const removed = before.price_option.filter((row) => !after.price_option.some((kept) => kept.id === row.id));
      // One row per site currency (51).
      expect(removed.length).toBe(51);
      expect(removed.every((row) => row.product_id === 1 && row.term === "2" && row.pack === "10")).toBe(true);
      const euro = after.price_option.find((row) => row.id === 10_110_601);
      expect(euro).toMatchObject({ currency: "EUR", price_minor: 4799 });
      const unchanged = after.price_option.filter((row) => row.id !== 10_110_601 && row.currency !== "EUR");
      expect(unchanged).toEqual(before.price_option.filter((row) => unchanged.some((kept) => kept.id === row.id)));

      await seedDatabase(database.db);
      expect(await snapshot(database.db)).toEqual(before);
    });

    it("rolls everything back when one write fails", async () => {
      const before = await snapshot(database.db);
      // Valid files, but swapping two product names breaks the unique name for a moment.
      const swapped = editedFiles((files) => {
        Object.assign(entry(files.currencies, "code", "USD"), { symbol: "US$" });
        Object.assign(entry(files.products, "name", "antivirus"), { name: "internet-security-swap" });
        Object.assign(entry(files.products, "name", "internet-security"), { name: "antivirus" });
        const renamed: Record<string, string> = { antivirus: "internet-security-swap", "internet-security": "antivirus" };
        for (const list of Object.values(files.prices).flat()) list.product = renamed[String(list.product)] ?? list.product;
      });
      await expect(seedDatabase(database.db, swapped)).rejects.toThrow(/unique/i);
      expect(await snapshot(database.db)).toEqual(before);
    });
  });

  describe("with an invalid file", () => {
    const database = useTestDatabase(kind);

    it("writes nothing, not even from the valid files", async () => {
      const broken = editedFiles((files) => {
        files.stores.splice(
          files.stores.findIndex((store) => store.id === "allsoft"),
          1,
        );
      });
      await expect(seedDatabase(database.db, broken)).rejects.toThrow(/data\/stores\.json is invalid[\s\S]*missing allsoft/);
      expect(counts(await snapshot(database.db))).toEqual({ currency: 0, product: 0, store: 0, region: 0, price_option: 0 });
    });
  });
});
