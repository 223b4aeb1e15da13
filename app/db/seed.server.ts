import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { parseSeedInput, type SeedInput } from "~/db/seed-data";
import currencies from "../../data/currencies.json" with { type: "json" };
import products from "../../data/products.json" with { type: "json" };
import regions from "../../data/regions.json" with { type: "json" };
import stores from "../../data/stores.json" with { type: "json" };

/**
 * The catalogue files of `data/`, imported so they travel inside the server bundle. Editing a
 * file takes effect at the next build (or `npm run db:seed`).
 */
export const catalogueFiles: SeedInput = { currencies, products, stores, regions };

export interface SeedCounts {
  currencies: number;
  products: number;
  stores: number;
  regions: number;
}

/**
 * Writes the catalogue files into the database: validates all four first, then inserts or
 * updates every row in one transaction, keyed on the primary key. Running it again with the same
 * files changes nothing; with an edited file it updates the edited rows. Rows removed from a
 * file are left in place (prices and orders may still refer to them).
 *
 * @example
 * await seedDatabase(database.db); // { currencies: 22, products: 12, stores: 4, regions: 23 }
 */
export async function seedDatabase(db: Kysely<Database>, input: SeedInput = catalogueFiles): Promise<SeedCounts> {
  const rows = parseSeedInput(input);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("currency")
      .values(rows.currencies)
      .onConflict((oc) =>
        oc.column("code").doUpdateSet((eb) => ({
          symbol: eb.ref("excluded.symbol"),
          geoip_country: eb.ref("excluded.geoip_country"),
          locale: eb.ref("excluded.locale"),
          display_name: eb.ref("excluded.display_name"),
          template: eb.ref("excluded.template"),
          group_separator: eb.ref("excluded.group_separator"),
          decimal_separator: eb.ref("excluded.decimal_separator"),
          decimals: eb.ref("excluded.decimals"),
          region: eb.ref("excluded.region"),
        })),
      )
      .execute();

    // Main products come first in the list, so a bundle's `bundle_of` row exists when checked.
    await trx
      .insertInto("product")
      .values(rows.products)
      .onConflict((oc) =>
        oc.column("id").doUpdateSet((eb) => ({
          name: eb.ref("excluded.name"),
          title: eb.ref("excluded.title"),
          segment: eb.ref("excluded.segment"),
          family: eb.ref("excluded.family"),
          bundle_of: eb.ref("excluded.bundle_of"),
        })),
      )
      .execute();

    await trx
      .insertInto("store")
      .values(rows.stores)
      .onConflict((oc) =>
        oc.column("id").doUpdateSet((eb) => ({
          name: eb.ref("excluded.name"),
          cart_url_template: eb.ref("excluded.cart_url_template"),
        })),
      )
      .execute();

    await trx
      .insertInto("region")
      .values(rows.regions)
      .onConflict((oc) =>
        oc.column("locale").doUpdateSet((eb) => ({
          name: eb.ref("excluded.name"),
          selected_languages: eb.ref("excluded.selected_languages"),
          selected_country_code: eb.ref("excluded.selected_country_code"),
        })),
      )
      .execute();
  });
  return {
    currencies: rows.currencies.length,
    products: rows.products.length,
    stores: rows.stores.length,
    regions: rows.regions.length,
  };
}
