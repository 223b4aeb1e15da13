import { type Kysely, sql, type Transaction } from "kysely";
import type { Database, NewPriceOption } from "~/db/schema";
import { parseSeedInput, type SeedInput } from "~/db/seed-data";
import { syncDownloads } from "~/domain/downloads/repository.server";
import { upsertLicences, upsertPartners } from "~/domain/licences/repository.server";
import { isoDay } from "~/domain/licences/state";
import currencies from "../../data/currencies.json" with { type: "json" };
import downloadApplications from "../../data/downloads/applications.json" with { type: "json" };
import downloadLanguages from "../../data/downloads/languages.json" with { type: "json" };
import downloadReleases from "../../data/downloads/releases.json" with { type: "json" };
import licences from "../../data/licences.json" with { type: "json" };
import partners from "../../data/partners.json" with { type: "json" };
import business from "../../data/prices/business.json" with { type: "json" };
import consumer from "../../data/prices/consumer.json" with { type: "json" };
import premiumServices from "../../data/prices/premium-services.json" with { type: "json" };
import pricePoints from "../../data/prices/price-points.json" with { type: "json" };
import promotions from "../../data/prices/promotions.json" with { type: "json" };
import products from "../../data/products.json" with { type: "json" };
import regions from "../../data/regions.json" with { type: "json" };
import stores from "../../data/stores.json" with { type: "json" };

/**
 * The catalogue files of `data/`, imported so they travel inside the server bundle. Editing a
 * file takes effect at the next build (or `npm run db:seed`).
 */
export const catalogueFiles: SeedInput = {
  currencies,
  products,
  stores,
  regions,
  pricePoints,
  prices: { consumer, business, "premium-services": premiumServices, promotions },
  partners,
  licences,
  downloads: { applications: downloadApplications, languages: downloadLanguages, releases: downloadReleases },
};

export interface SeedOptions {
  /** Today for the demo licences' relative dates (`expiresInDays`); the real time by default. */
  clock?: () => Date;
}

export interface SeedCounts {
  currencies: number;
  products: number;
  stores: number;
  regions: number;
  prices: number;
}

/** Rows per insert statement: 13 columns × 500 stays below both databases' parameter limits. */
const priceBatchSize = 500;

/**
 * Writes the catalogue files into the database: validates all of them first, then inserts or
 * updates every row in one transaction, keyed on the primary key. Running it again with the same
 * files changes nothing; with an edited file it updates the edited rows. Catalogue rows removed
 * from a file are left in place (prices may still refer to them); price rows are the exception:
 * a price no longer in the files is deleted, so it can no longer be offered or checked out.
 *
 * Amounts set by `npm run prices:import` (`price_override`) are applied again over the prices
 * from the files. Partners and the demo licences are upserted too; their expiration dates follow `clock`'s day,
 * so each start keeps "expires today" true (and `DemoLicenceCalendar` keeps it true on later days). Licences loaded by `npm run licences:import` are
 * never deleted or touched unless the demo file has the same serial.
 *
 * @example
 * await seedDatabase(database.db); // { currencies: 22, products: 19, stores: 5, regions: 23, prices: 14675 }
 */
export async function seedDatabase(
  db: Kysely<Database>,
  input: SeedInput = catalogueFiles,
  options: SeedOptions = {},
): Promise<SeedCounts> {
  const rows = parseSeedInput(input, { today: isoDay((options.clock ?? (() => new Date()))()) });
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

    await syncPrices(trx, rows.prices);
    await applyPriceOverrides(trx);
    await upsertPartners(trx, rows.partners);
    await upsertLicences(trx, rows.licences);
    if (rows.downloads) await syncDownloads(trx, rows.downloads);
  });
  return {
    currencies: rows.currencies.length,
    products: rows.products.length,
    stores: rows.stores.length,
    regions: rows.regions.length,
    prices: rows.prices.length,
  };
}

/**
 * Applies the amounts `npm run prices:import` set (`price_override`) again over the prices just
 * written from the files, so an imported price outlives a restart.
 */
async function applyPriceOverrides(trx: Transaction<Database>): Promise<void> {
  const override = (column: "price_minor" | "price_striked_minor") =>
    sql<number>`(select o.${sql.ref(column)} from price_override o where o.id = price_option.id)`;
  await trx
    .updateTable("price_option")
    .set({ price_minor: override("price_minor") })
    .where("id", "in", (eb) => eb.selectFrom("price_override").select("id"))
    .execute();
  await trx
    .updateTable("price_option")
    .set({ price_striked_minor: override("price_striked_minor") })
    .where("id", "in", (eb) => eb.selectFrom("price_override").select("id").where("was_set", "=", 1))
    .execute();
}

/** Deletes the prices the files no longer have, then upserts the rest in batches. */
async function syncPrices(trx: Transaction<Database>, prices: NewPriceOption[]): Promise<void> {
  const wanted = new Set(prices.map((price) => price.id));
  const existing = await trx.selectFrom("price_option").select("id").execute();
  const stale = existing.map((row) => row.id).filter((id) => !wanted.has(id));
  for (let start = 0; start < stale.length; start += priceBatchSize) {
    await trx
      .deleteFrom("price_option")
      .where("id", "in", stale.slice(start, start + priceBatchSize))
      .execute();
  }
  for (let start = 0; start < prices.length; start += priceBatchSize) {
    await trx
      .insertInto("price_option")
      .values(prices.slice(start, start + priceBatchSize))
      .onConflict((oc) =>
        oc.column("id").doUpdateSet((eb) => ({
          product_id: eb.ref("excluded.product_id"),
          locale: eb.ref("excluded.locale"),
          currency: eb.ref("excluded.currency"),
          store: eb.ref("excluded.store"),
          purchase_type: eb.ref("excluded.purchase_type"),
          term: eb.ref("excluded.term"),
          pack: eb.ref("excluded.pack"),
          price_minor: eb.ref("excluded.price_minor"),
          price_striked_minor: eb.ref("excluded.price_striked_minor"),
          autorenew: eb.ref("excluded.autorenew"),
          price_list_id: eb.ref("excluded.price_list_id"),
          sort: eb.ref("excluded.sort"),
        })),
      )
      .execute();
  }
}
