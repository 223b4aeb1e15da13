import { type Kysely, sql } from "kysely";

/**
 * The catalogue: currencies, products, reseller stores and regions. Prices come later.
 *
 * NOTE: migrations run on SQLite and PostgreSQL alike, so they use only `text` and `integer`,
 * inline constraints and CHECKs both accept. They take `Kysely<any>` on purpose: a migration must
 * keep compiling after `schema.ts` moves on.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration describes the schema at its own point in time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("currency")
    .addColumn("code", "text", (col) => col.primaryKey().check(sql`length(code) = 3`))
    .addColumn("symbol", "text", (col) => col.notNull())
    .addColumn("geoip_country", "text", (col) => col.notNull().check(sql`length(geoip_country) = 2`))
    .addColumn("locale", "text", (col) => col.notNull())
    .addColumn("display_name", "text", (col) => col.notNull())
    .addColumn("template", "text", (col) => col.notNull())
    .addColumn("group_separator", "text", (col) => col.notNull())
    .addColumn("decimal_separator", "text", (col) => col.notNull())
    .addColumn("decimals", "integer", (col) => col.notNull().defaultTo(2).check(sql`decimals between 0 and 4`))
    .addColumn("region", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("product")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull().unique())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("segment", "text", (col) => col.notNull().check(sql`segment in ('b2c', 'vsb', 'smb')`))
    .addColumn("family", "text", (col) => col.notNull())
    .addColumn("bundle_of", "integer", (col) => col.references("product.id").onDelete("restrict"))
    .addCheckConstraint("product_bundle_not_self", sql`bundle_of <> id`)
    .execute();
  await db.schema.createIndex("product_segment_idx").on("product").column("segment").execute();
  await db.schema.createIndex("product_bundle_of_idx").on("product").column("bundle_of").execute();

  await db.schema
    .createTable("store")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("cart_url_template", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("region")
    .addColumn("locale", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("selected_languages", "text", (col) => col.notNull())
    .addColumn("selected_country_code", "text")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see `up`.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("region").execute();
  await db.schema.dropTable("store").execute();
  await db.schema.dropTable("product").execute();
  await db.schema.dropTable("currency").execute();
}
