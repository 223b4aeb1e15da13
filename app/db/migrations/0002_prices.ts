import { type Kysely, sql } from "kysely";

/**
 * Prices: one row per product offer, site, currency, store, purchase type, pack, term and
 * autorenew (spec 2 §3 "Price option"), seeded from `data/prices/`.
 *
 * NOTE: portable SQL only (see 0001). Amounts are `bigint` because a 250-seat, 3-year licence in
 * kobo (NGN) passes 2^31; `autorenew` is 0/1 because the drivers return booleans differently.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration describes the schema at its own point in time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("price_option")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("product_id", "integer", (col) => col.notNull().references("product.id").onDelete("cascade"))
    .addColumn("locale", "text", (col) => col.notNull().references("region.locale"))
    .addColumn("currency", "text", (col) => col.notNull().references("currency.code"))
    .addColumn("store", "text", (col) => col.notNull().references("store.id"))
    .addColumn("purchase_type", "text", (col) => col.notNull().check(sql`purchase_type in ('Purchase', 'Renewal')`))
    .addColumn("term", "text", (col) => col.notNull().check(sql`length(term) between 1 and 16`))
    .addColumn("pack", "text", (col) => col.notNull().check(sql`length(pack) between 1 and 16`))
    .addColumn("price_minor", "bigint", (col) => col.notNull().check(sql`price_minor >= 0`))
    .addColumn("price_striked_minor", "bigint")
    .addColumn("autorenew", "integer", (col) => col.notNull().check(sql`autorenew in (0, 1)`))
    .addColumn("price_list_id", "text")
    .addColumn("sort", "integer", (col) => col.notNull().defaultTo(0))
    .addCheckConstraint("price_option_striked_above_price", sql`price_striked_minor is null or price_striked_minor > price_minor`)
    .execute();
  // The buy block's lookup (spec 2 §7 product/price): site, product, purchase type, currency, store.
  await db.schema
    .createIndex("price_option_lookup_idx")
    .on("price_option")
    .columns(["locale", "product_id", "purchase_type", "currency", "store"])
    .execute();
  await db.schema.createIndex("price_option_price_list_idx").on("price_option").column("price_list_id").execute();
  await db.schema.createIndex("price_option_product_idx").on("price_option").column("product_id").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see `up`.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("price_option").execute();
}
