import { type Kysely, sql } from "kysely";

/**
 * `price_override`: the amounts `npm run prices:import` set, kept apart from the seeded prices so
 * that the seed, which rewrites `price_option` from the data files on every start, applies them
 * again afterwards (an imported price outlives a restart). `was_set` says whether the import set
 * the struck price (possibly to none).
 *
 * `data_change`: one counter per kind of data the shared pages show (prices, reviews, downloads,
 * content), raised by whatever changes it — an import, a moderation, a purge — in any process. Every
 * server reads the counters every half second and empties its page cache when one moved
 * (decision 021).
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration describes the schema at its own point in time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("data_change")
    .addColumn("scope", "text", (col) => col.primaryKey())
    .addColumn("generation", "integer", (col) => col.notNull())
    .addColumn("changed_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("price_override")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("price_minor", "bigint", (col) => col.notNull().check(sql`price_minor >= 0`))
    .addColumn("price_striked_minor", "bigint")
    .addColumn("was_set", "integer", (col) => col.notNull().check(sql`was_set in (0, 1)`))
    .addColumn("imported_at", "text", (col) => col.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see `up`.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("price_override").execute();
  await db.schema.dropTable("data_change").execute();
}
