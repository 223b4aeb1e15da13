import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { MigrationError, migrateDown, migrateToLatest, migrations } from "~/db/migrate.server";
import type { Database } from "~/db/schema";
import { testDatabaseKinds, useTestDatabase } from "../../tests/support/databases";

const catalogueTables = ["currency", "product", "region", "store"];

async function tableNames(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables
    .map((table) => table.name)
    .filter((name) => !name.startsWith("kysely_"))
    .sort();
}

describe.each(testDatabaseKinds())("migrations on %s", (kind) => {
  describe("on an empty database", () => {
    const database = useTestDatabase(kind, { migrate: false });

    it("create the catalogue tables, then have nothing left to do", async () => {
      expect(await migrateToLatest(database.db)).toEqual(Object.keys(migrations));
      expect(await tableNames(database.db)).toEqual(catalogueTables);
      expect(await migrateToLatest(database.db)).toEqual([]);
      expect(await tableNames(database.db)).toEqual(catalogueTables);
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
    });

    it("can be reverted and applied again", async () => {
      expect(await migrateDown(database.db)).toEqual(["0001_catalogue"]);
      expect(await tableNames(database.db)).toEqual([]);
      expect(await migrateToLatest(database.db)).toEqual(["0001_catalogue"]);
      expect(await tableNames(database.db)).toEqual(catalogueTables);
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

  describe("a failing migration", () => {
    const database = useTestDatabase(kind);
    const broken = {
      ...migrations,
      "0002_broken": {
        up: async (db: Kysely<unknown>) => {
          await sql`create table half_done (id integer primary key)`.execute(db);
          await sql`select * from no_such_table`.execute(db);
        },
      },
    };

    it("throws a MigrationError naming it, with the database error as cause", async () => {
      const attempt = migrateToLatest(database.db, { migrations: broken });
      await expect(attempt).rejects.toThrow(MigrationError);
      await expect(attempt).rejects.toThrow(/migration 0002_broken failed: .*no_such_table/);
      await expect(attempt).rejects.toHaveProperty("cause");
    });

    it("leaves nothing of it behind, so fixing it and migrating again works", async () => {
      await expect(migrateToLatest(database.db, { migrations: broken })).rejects.toThrow(MigrationError);
      expect(await tableNames(database.db)).toEqual(catalogueTables);
      const fixed = { ...migrations, "0002_broken": { up: async () => {} } };
      expect(await migrateToLatest(database.db, { migrations: fixed })).toEqual(["0002_broken"]);
    });
  });

  describe("a failing batch", () => {
    const database = useTestDatabase(kind, { migrate: false });

    it("rolls back every migration of the batch, not only the failed one", async () => {
      const failing = { ...migrations, "0002_fails": { up: () => Promise.reject(new Error("boom")) } };
      await expect(migrateToLatest(database.db, { migrations: failing })).rejects.toThrow(/0002_fails failed: boom/);
      expect(await tableNames(database.db)).toEqual([]);
    });
  });
});
