import type { Kysely } from "kysely";

/**
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
}

// biome-ignore lint/suspicious/noExplicitAny: see `up`.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("data_change").execute();
}
