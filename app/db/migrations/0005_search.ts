import { type Kysely, SqliteAdapter, sql } from "kysely";

/**
 * The site search (spec 3 §3 search model, §7 Search / GetDataPage / GetNavigators): one row per
 * page of each site, in the language the site shows it, and a full-text index in the engine's own
 * facility — an FTS5 table on SQLite (Porter stemming for English, diacritics folded), a weighted
 * `tsvector` with a GIN index on PostgreSQL (the site language's stemmer). Japanese and Chinese
 * reach both as character bigrams (`app/domain/search/text.ts`). `search_state` remembers which
 * content the index was built from, so a start with unchanged content does not rebuild it.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration describes the schema at its own point in time.
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable("search_document")
    // Given by the index (`repository.server.ts`): site, place in date order and section in one number.
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("locale", "text", (col) => col.notNull())
    // The page's primary URL path on that site, e.g. "/about/press-releases/2026-11-03-launch".
    .addColumn("path", "text", (col) => col.notNull().check(sql`length(path) between 1 and 300`))
    // The search area of spec 1 §3: home-security, about-section, enterprise, vsb, smb, other.
    .addColumn("section", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("headings", "text", (col) => col.notNull())
    // Plain text of the page, for snippets (at most 30 000 characters).
    .addColumn("body", "text", (col) => col.notNull())
    // Language of the content shown (a fallback page is in its original's language).
    .addColumn("language", "text", (col) => col.notNull())
    // YYYY-MM-DD of a dated page (repository items); null for pages kept current.
    .addColumn("publish_date", "text", (col) => col.check(sql`publish_date is null or length(publish_date) = 10`))
    .addColumn("repository_type", "text")
    .addUniqueConstraint("search_document_locale_path_unique", ["locale", "path"])
    .execute();
  await db.schema.createIndex("search_document_locale_idx").on("search_document").columns(["locale", "section"]).execute();

  if (sqlite) {
    // Contentless: the text lives in search_document; rowid is search_document.id. `scope` holds the
    // site as a token, so the index itself narrows a query to one site.
    await sql`create virtual table search_fts using fts5(scope, title, headings, description, body, content='', contentless_delete=1, tokenize='porter unicode61 remove_diacritics 2')`.execute(
      db,
    );
  } else {
    await sql`alter table search_document add column tsv tsvector not null`.execute(db);
    // NOTE: without fastupdate a rebuild writes straight into the index; with it, a whole site's
    // documents would wait in GIN's pending list, which every search then scans in full (and which
    // makes the planner give up the index for a sequential scan) until a vacuum merges it.
    await sql`create index search_document_tsv_idx on search_document using gin (tsv) with (fastupdate = off)`.execute(db);
    // Titles alone: ranking and autocomplete read these small vectors, never a whole document's.
    await sql`alter table search_document add column tsv_title tsvector not null`.execute(db);
    await sql`create index search_document_tsv_title_idx on search_document using gin (tsv_title) with (fastupdate = off)`.execute(
      db,
    );
  }

  await db.schema
    .createTable("search_state")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see `up`.
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await sql`drop table search_fts`.execute(db);
  await db.schema.dropTable("search_state").execute();
  await db.schema.dropTable("search_document").execute();
}
