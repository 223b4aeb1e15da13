import { type Kysely, sql } from "kysely";

/**
 * Licence records for the licence renewal center (spec 2 §3 "Licence lookup result") and the
 * partners that sold some of them (spec 2 §3 "Partner mapping entries"). Seeded from
 * `data/licences.json` and `data/partners.json`, and loaded by `npm run licences:import`.
 *
 * NOTE: portable SQL only (see 0001). Dates are ISO `YYYY-MM-DD` text, so both databases compare
 * and return them identically. `product` is deliberately not a foreign key to `product.name`:
 * Security Center (ksc) licences name products the catalogue does not sell.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration describes the schema at its own point in time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("partner")
    .addColumn("id", "text", (col) => col.primaryKey().check(sql`length(id) between 2 and 32`))
    .addColumn("label", "text", (col) => col.notNull())
    // The partner's own renewal page; null when the vendor's sites renew its licences.
    .addColumn("href", "text")
    .execute();

  await db.schema
    .createTable("licence")
    // The normalised serial: upper-case, with dashes (20 or 36 characters).
    .addColumn("serial", "text", (col) => col.primaryKey().check(sql`length(serial) in (20, 36)`))
    .addColumn("product", "text", (col) => col.notNull())
    .addColumn("product_family", "text", (col) => col.notNull().check(sql`product_family in ('b2c', 'vsb', 'smb', 'ksc')`))
    .addColumn("status", "text", (col) => col.notNull().check(sql`status in ('active', 'expired', 'blocked')`))
    // YYYY-MM-DD: LIKE is the pattern both databases share (the seed and import check the digits).
    .addColumn("expiration_date", "text", (col) =>
      col.notNull().check(sql`length(expiration_date) = 10 and expiration_date like '____-__-__'`),
    )
    .addColumn("license_count", "integer", (col) => col.notNull().check(sql`license_count >= 1`))
    .addColumn("license_days", "integer", (col) => col.notNull().check(sql`license_days >= 1`))
    .addColumn("partner_id", "text", (col) => col.references("partner.id").onDelete("restrict"))
    .addColumn("channel", "text", (col) => col.notNull())
    .addColumn("store", "text", (col) => col.notNull())
    .addColumn("country", "text", (col) => col.notNull().check(sql`length(country) = 2`))
    .addColumn("provider", "text")
    .addColumn("provider_url", "text")
    .addColumn("pnumber", "text", (col) => col.notNull())
    .addColumn("license_type", "text", (col) => col.notNull())
    .addColumn("reg_key", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("licence_partner_idx").on("licence").column("partner_id").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see `up`.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("licence").execute();
  await db.schema.dropTable("partner").execute();
}
