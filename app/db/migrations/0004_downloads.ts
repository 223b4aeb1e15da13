import { type Kysely, sql } from "kysely";

/**
 * The downloads service (spec 2 §3 "Download link response", §7 SelectLinksByApplications; spec 3
 * §3 "Download link request"): applications (one per product and platform), their releases per
 * link type, and one file per release and language. Seeded from `data/downloads/`. Customised
 * packages of the package page (spec 2 §2 "/small-business-security/downloads/kart") are kept so
 * that their links stay valid, and the e-mail requests of the download form are stored.
 *
 * NOTE: portable SQL only (see 0001): booleans are 0/1, dates and times ISO text.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration describes the schema at its own point in time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("download_application")
    .addColumn("id", "integer", (col) => col.primaryKey())
    // The taxonomy key content refers to, e.g. "kts-windows".
    .addColumn("key", "text", (col) => col.notNull().unique().check(sql`length(key) between 2 and 64`))
    // The product code of the download list items (dl2ProductCodeName), e.g. "kts".
    .addColumn("product", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("platform", "text", (col) => col.notNull().check(sql`platform in ('windows', 'macos', 'android', 'ios', 'linux')`))
    .addColumn("segment", "text", (col) => col.notNull().check(sql`segment in ('b2c', 'vsb', 'smb')`))
    // The app store page, for store-only platforms (iOS) and as the alternative to a direct file.
    .addColumn("store_url", "text")
    // The country rule of spec 2 §6 the downloads follow (a product name of `country-rules.ts`).
    .addColumn("country_rule", "text")
    // 1 when the package service can build a customised package of it.
    .addColumn("customizable", "integer", (col) => col.notNull().defaultTo(0).check(sql`customizable in (0, 1)`))
    .addColumn("sort", "integer", (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("download_release")
    // `{application id}:{links type}:{version}:{extension}`: stable across re-seeds.
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("application_id", "integer", (col) => col.notNull().references("download_application.id").onDelete("cascade"))
    .addColumn("links_type", "text", (col) =>
      col
        .notNull()
        .check(
          sql`links_type in ('UpdateBuilds', 'Docs', 'OnlineHelp', 'ApplicationControlPlugins', 'AdditionalDistributives', 'ReleaseNotes', 'Downloaders')`,
        ),
    )
    .addColumn("major", "integer", (col) => col.notNull().check(sql`major >= 0`))
    .addColumn("minor", "integer", (col) => col.notNull().check(sql`minor >= 0`))
    .addColumn("build", "integer", (col) => col.notNull().check(sql`build >= 0`))
    .addColumn("revision", "integer", (col) => col.notNull().check(sql`revision >= 0`))
    .addColumn("subrevision", "integer", (col) => col.notNull().check(sql`subrevision >= 0`))
    .addColumn("file_extension", "text", (col) => col.notNull().check(sql`length(file_extension) between 1 and 8`))
    .addColumn("release_date", "text", (col) =>
      col.notNull().check(sql`length(release_date) = 10 and release_date like '____-__-__'`),
    )
    // The oldest system it runs on, as a name ("Windows 10", "macOS 13"); null for documents.
    .addColumn("min_os", "text")
    // What a document or plug-in is ("Administrator's guide"); null for the product's installer.
    .addColumn("title", "text")
    .execute();
  await db.schema.createIndex("download_release_application_idx").on("download_release").column("application_id").execute();

  await db.schema
    .createTable("download_file")
    // The URL path under the file host, e.g. "kts/127.0.1.412/bastion-total-security-127.0.1.412-en.exe".
    .addColumn("path", "text", (col) => col.primaryKey().check(sql`length(path) between 3 and 300`))
    .addColumn("release_key", "text", (col) => col.notNull().references("download_release.key").onDelete("cascade"))
    .addColumn("language_code", "text", (col) => col.notNull())
    .addColumn("language_loc_name", "text", (col) => col.notNull())
    .addColumn("alphabet", "text", (col) => col.notNull())
    .addColumn("alphabet_loc_name", "text", (col) => col.notNull())
    .addColumn("file_name", "text", (col) => col.notNull())
    .addColumn("size", "integer", (col) => col.notNull().check(sql`size > 0`))
    .addColumn("sha256", "text", (col) => col.notNull().check(sql`length(sha256) = 64`))
    // SHA-256 of what the file is made from (see `file-source.ts`): when unchanged, a re-seed
    // keeps size and checksum instead of building the file again.
    .addColumn("source_key", "text", (col) => col.notNull())
    .addUniqueConstraint("download_file_release_language_unique", ["release_key", "language_code"])
    .execute();

  await db.schema
    .createTable("download_package")
    // Random and unguessable: the package's URL is its only key.
    .addColumn("token", "text", (col) => col.primaryKey().check(sql`length(token) between 16 and 64`))
    // SHA-256 of the normalised request: the same request reuses the same package.
    .addColumn("request_key", "text", (col) => col.notNull().unique())
    .addColumn("application_id", "integer", (col) => col.notNull().references("download_application.id").onDelete("cascade"))
    .addColumn("platform", "text", (col) => col.notNull())
    // Comma list of download language codes, e.g. "pt-br,en".
    .addColumn("localization", "text", (col) => col.notNull())
    .addColumn("version_name", "text", (col) => col.notNull())
    .addColumn("lead_id", "text")
    .addColumn("release_key", "text", (col) => col.notNull().references("download_release.key").onDelete("cascade"))
    .addColumn("file_name", "text", (col) => col.notNull())
    .addColumn("size", "integer", (col) => col.notNull().check(sql`size > 0`))
    .addColumn("sha256", "text", (col) => col.notNull().check(sql`length(sha256) = 64`))
    // ISO 8601 UTC; links expire 30 days later.
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("download_request")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull().check(sql`length(email) between 3 and 254`))
    .addColumn("product", "text", (col) => col.notNull())
    .addColumn("locale", "text", (col) => col.notNull())
    // 1 when the visitor agreed to product news by e-mail.
    .addColumn("marketing_consent", "integer", (col) => col.notNull().check(sql`marketing_consent in (0, 1)`))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see `up`.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("download_request").execute();
  await db.schema.dropTable("download_package").execute();
  await db.schema.dropTable("download_file").execute();
  await db.schema.dropTable("download_release").execute();
  await db.schema.dropTable("download_application").execute();
}
