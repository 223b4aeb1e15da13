import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { MigrationError, migrateDown, migrateToLatest, migrations } from "~/db/migrate.server";
import type { Database } from "~/db/schema";
import { openTestDatabase, testDatabaseKinds, useTestDatabase } from "../../tests/support/databases";

const catalogueTables = [
  "currency",
  "download_application",
  "download_file",
  "download_package",
  "download_release",
  "download_request",
  "licence",
  "partner",
  "price_option",
  "product",
  "region",
  "store",
];

/** The site search's tables: on SQLite its FTS5 index too (whose own shadow tables are not listed). */
const searchTables = (kind: string) => ["search_document", "search_state", ...(kind === "sqlite" ? ["search_fts"] : [])];

/** The forms' submissions, outbox, spent captchas, newsletter subscribers and reviews. */
const formTables = ["captcha_spent", "form_submission", "newsletter_subscriber", "outbox_message", "review"];

async function tableNames(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables
    .map((table) => table.name)
    .filter((name) => !name.startsWith("kysely_") && !/^search_fts_(config|data|docsize|idx|content)$/.test(name))
    .sort();
}

describe.each(testDatabaseKinds())("migrations on %s", (kind) => {
  describe("on an empty database", () => {
    const database = useTestDatabase(kind, { migrate: false });

    it("create the catalogue tables, then have nothing left to do", async () => {
      const all = [...catalogueTables, ...searchTables(kind), ...formTables, "data_change", "price_override"].sort();
      expect(await migrateToLatest(database.db)).toEqual(Object.keys(migrations));
      expect(await tableNames(database.db)).toEqual(all);
      expect(await migrateToLatest(database.db)).toEqual([]);
      expect(await tableNames(database.db)).toEqual(all);
    });

    it("give each table the columns the schema declares", async () => {
      const tables = await database.db.introspection.getTables();
      const columns = Object.fromEntries(tables.map((table) => [table.name, table.columns.map((column) => column.name).sort()]));
      expect(columns.currency).toEqual(
        [
          "code",
          "symbol",
          "geoip_country",
          "locale",
          "display_name",
          "template",
          "group_separator",
          "decimal_separator",
          "decimals",
          "region",
        ].sort(),
      );
      expect(columns.product).toEqual(["bundle_of", "family", "id", "name", "segment", "title"]);
      expect(columns.store).toEqual(["cart_url_template", "id", "name"]);
      expect(columns.region).toEqual(["locale", "name", "selected_country_code", "selected_languages"]);
      expect(columns.price_option).toEqual(
        [
          "id",
          "product_id",
          "locale",
          "currency",
          "store",
          "purchase_type",
          "term",
          "pack",
          "price_minor",
          "price_striked_minor",
          "autorenew",
          "price_list_id",
          "sort",
        ].sort(),
      );
    });

    it("can be reverted and applied again", async () => {
      expect(await migrateDown(database.db)).toEqual(["0007_data_changes"]);
      expect(await tableNames(database.db)).toEqual([...catalogueTables, ...searchTables(kind), ...formTables].sort());
      expect(await migrateDown(database.db)).toEqual(["0006_forms"]);
      expect(await tableNames(database.db)).toEqual([...catalogueTables, ...searchTables(kind)].sort());
      expect(await migrateDown(database.db)).toEqual(["0005_search"]);
      expect(await tableNames(database.db)).toEqual(catalogueTables);
      expect(await migrateDown(database.db)).toEqual(["0004_downloads"]);
      expect(await tableNames(database.db)).toEqual([
        "currency",
        "licence",
        "partner",
        "price_option",
        "product",
        "region",
        "store",
      ]);
      expect(await migrateDown(database.db)).toEqual(["0003_licences"]);
      expect(await tableNames(database.db)).toEqual(["currency", "price_option", "product", "region", "store"]);
      expect(await migrateDown(database.db)).toEqual(["0002_prices"]);
      expect(await tableNames(database.db)).toEqual(["currency", "product", "region", "store"]);
      expect(await migrateDown(database.db)).toEqual(["0001_catalogue"]);
      expect(await tableNames(database.db)).toEqual([]);
      expect(await migrateToLatest(database.db)).toEqual([
        "0001_catalogue",
        "0002_prices",
        "0003_licences",
        "0004_downloads",
        "0005_search",
        "0006_forms",
        "0007_data_changes",
      ]);
      expect(await tableNames(database.db)).toEqual(
        [...catalogueTables, ...searchTables(kind), ...formTables, "data_change", "price_override"].sort(),
      );
    });
  });

  describe("beside another migrated database", () => {
    const database = useTestDatabase(kind, { migrate: false });

    // On PostgreSQL every test database is a schema of one database: the migrator's own tables
    // in another schema (one a killed run left behind) must not stand in for this one's.
    it("creates its own migration tables and applies every migration", async () => {
      const other = await openTestDatabase(kind);
      try {
        await migrateToLatest(other.handle.db);
        expect(await migrateToLatest(database.db)).toEqual(Object.keys(migrations));
        expect(await migrateToLatest(database.db)).toEqual([]);
      } finally {
        await other.cleanup();
      }
    });
  });

  describe("constraints", () => {
    const database = useTestDatabase(kind);
    const product = { name: "p", title: "P", segment: "b2c" as const, family: "f", bundle_of: null };

    it("default decimals to 2", async () => {
      await database.db
        .insertInto("currency")
        .values({
          code: "XTS",
          symbol: "¤",
          geoip_country: "zz",
          locale: "en-US",
          display_name: "Test",
          template: "{symbol}{amount}",
          group_separator: ",",
          decimal_separator: ".",
          region: "europe",
        })
        .execute();
      const row = await database.db.selectFrom("currency").select("decimals").where("code", "=", "XTS").executeTakeFirst();
      expect(row).toEqual({ decimals: 2 });
    });

    it("reject an unknown segment", async () => {
      const insert = database.db
        .insertInto("product")
        .values({ ...product, id: 1, segment: "enterprise" as "smb" })
        .execute();
      await expect(insert).rejects.toThrow(/check constraint/i);
    });

    it("reject a bundle of a product that does not exist", async () => {
      const insert = database.db
        .insertInto("product")
        .values({ ...product, id: 2, bundle_of: 999 })
        .execute();
      await expect(insert).rejects.toThrow(/foreign key/i);
    });

    it("refuse to delete a product a bundle still points at", async () => {
      await database.db
        .insertInto("product")
        .values([
          { ...product, id: 3, name: "main" },
          { ...product, id: 4, name: "bundle", bundle_of: 3 },
        ])
        .execute();
      await expect(database.db.deleteFrom("product").where("id", "=", 3).execute()).rejects.toThrow(/foreign key/i);
    });

    it("keep product names unique", async () => {
      await database.db
        .insertInto("product")
        .values({ ...product, id: 5, name: "twin" })
        .execute();
      const twin = database.db
        .insertInto("product")
        .values({ ...product, id: 6, name: "twin" })
        .execute();
      await expect(twin).rejects.toThrow(/unique/i);
    });
  });

  describe("price constraints", () => {
    const database = useTestDatabase(kind, { seed: true });
    const price = {
      product_id: 1,
      locale: "de-de",
      currency: "EUR",
      store: "digital-river",
      purchase_type: "Purchase" as const,
      term: "1",
      pack: "1",
      price_minor: 4999,
      price_striked_minor: null,
      autorenew: 1,
      price_list_id: null,
      sort: 0,
    };

    it("store amounts past 2^31 (a 250-seat, 3-year licence in kobo) and read them back exactly", async () => {
      await database.db
        .insertInto("price_option")
        .values({ ...price, id: 1, price_minor: 6_045_000_000 })
        .execute();
      const row = await database.db
        .selectFrom("price_option")
        .select("price_minor")
        .where("id", "=", 1)
        .executeTakeFirstOrThrow();
      expect(Number(row.price_minor)).toBe(6_045_000_000);
    });

    it.each([
      ["an autorenew other than 0 or 1", { autorenew: 2 }, /check constraint/i],
      ["an unknown purchase type", { purchase_type: "Upgrade" as "Purchase" }, /check constraint/i],
      ["a struck price not above the price", { price_striked_minor: 4999 }, /check constraint/i],
      ["an unknown currency", { currency: "XXX" }, /foreign key/i],
      ["an unknown store", { store: "amazon" }, /foreign key/i],
      ["an unknown site", { locale: "xx-xx" }, /foreign key/i],
      ["an unknown product", { product_id: 999 }, /foreign key/i],
    ])("reject %s", async (_case, change, error) => {
      await expect(
        database.db
          .insertInto("price_option")
          .values({ ...price, id: 2, ...change })
          .execute(),
      ).rejects.toThrow(error);
    });
  });

  describe("a failing migration", () => {
    const database = useTestDatabase(kind);
    const broken = {
      ...migrations,
      "9999_broken": {
        up: async (db: Kysely<unknown>) => {
          await sql`create table half_done (id integer primary key)`.execute(db);
          await sql`select * from no_such_table`.execute(db);
        },
      },
    };

    it("throws a MigrationError naming it, with the database error as cause", async () => {
      const attempt = migrateToLatest(database.db, { migrations: broken });
      await expect(attempt).rejects.toThrow(MigrationError);
      await expect(attempt).rejects.toThrow(/migration 9999_broken failed: .*no_such_table/);
      await expect(attempt).rejects.toHaveProperty("cause");
    });

    it("leaves nothing of it behind, so fixing it and migrating again works", async () => {
      await expect(migrateToLatest(database.db, { migrations: broken })).rejects.toThrow(MigrationError);
      expect(await tableNames(database.db)).toEqual(
        [...catalogueTables, ...searchTables(kind), ...formTables, "data_change", "price_override"].sort(),
      );
      const fixed = { ...migrations, "9999_broken": { up: async () => {} } };
      expect(await migrateToLatest(database.db, { migrations: fixed })).toEqual(["9999_broken"]);
    });
  });

  describe("a failing batch", () => {
    const database = useTestDatabase(kind, { migrate: false });

    it("rolls back every migration of the batch, not only the failed one", async () => {
      const failing = { ...migrations, "9999_fails": { up: () => Promise.reject(new Error("boom")) } };
      await expect(migrateToLatest(database.db, { migrations: failing })).rejects.toThrow(/9999_fails failed: boom/);
      expect(await tableNames(database.db)).toEqual([]);
    });
  });
});
