import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Generated, Kysely, sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adaptDatabaseSync, createSqliteDialect, openSqlite, sqliteBusyTimeoutMs } from "~/db/sqlite-dialect.server";

interface TestSchema {
  parent: { id: Generated<number>; name: string };
  child: { id: number; parent_id: number; note: string | null };
}

const dir = mkdtempSync(path.join(tmpdir(), "bastion-sqlite-"));
const file = path.join(dir, "adapter.sqlite");
let db: Kysely<TestSchema>;

beforeAll(async () => {
  db = new Kysely<TestSchema>({ dialect: createSqliteDialect(openSqlite(file)) });
  await sql`create table parent (id integer primary key, name text not null unique)`.execute(db);
  await sql`create table child (id integer primary key, parent_id integer not null references parent(id), note text)`.execute(db);
});

afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  await db.deleteFrom("child").execute();
  await db.deleteFrom("parent").execute();
});

describe("the node:sqlite adapter", () => {
  it("prepares each SQL text once and answers each run with that run's parameters", () => {
    const raw = openSqlite(path.join(dir, "statements.sqlite"));
    const adapted = adaptDatabaseSync(raw);
    raw.exec("create table t (n integer)");
    const insert = adapted.prepare("insert into t (n) values (?)");
    expect(adapted.prepare("insert into t (n) values (?)")).toBe(insert);
    for (const n of [1, 2, 3]) insert.run([n]);
    const select = adapted.prepare("select n from t where n >= ? order by n");
    expect(select.all([2])).toEqual([{ n: 2 }, { n: 3 }]);
    expect(adapted.prepare("select n from t where n >= ? order by n").all([3])).toEqual([{ n: 3 }]);
    adapted.close();
  });

  it("opens the file in WAL mode with foreign keys on and a busy timeout", async () => {
    const { rows: journal } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    const { rows: keys } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
    const { rows: timeout } = await sql<{ timeout: number }>`pragma busy_timeout`.execute(db);
    expect(journal).toEqual([{ journal_mode: "wal" }]);
    expect(keys).toEqual([{ foreign_keys: 1 }]);
    expect(timeout).toEqual([{ timeout: sqliteBusyTimeoutMs }]);
  });

  it("returns rows from INSERT … RETURNING", async () => {
    const inserted = await db
      .insertInto("parent")
      .values([
        { id: 7, name: "seven" },
        { id: 8, name: "eight" },
      ])
      .returning(["id", "name"])
      .execute();
    expect(inserted).toEqual([
      { id: 7, name: "seven" },
      { id: 8, name: "eight" },
    ]);
  });

  it("returns rows from UPDATE and DELETE … RETURNING", async () => {
    await db.insertInto("parent").values({ id: 1, name: "one" }).execute();
    const updated = await db.updateTable("parent").set({ name: "uno" }).where("id", "=", 1).returningAll().execute();
    const deleted = await db.deleteFrom("parent").where("id", "=", 1).returning("name").execute();
    expect(updated).toEqual([{ id: 1, name: "uno" }]);
    expect(deleted).toEqual([{ name: "uno" }]);
  });

  it("reports the insert id and affected rows of statements without RETURNING", async () => {
    const insert = await db.insertInto("parent").values({ name: "auto" }).executeTakeFirstOrThrow();
    await db.insertInto("parent").values({ name: "second" }).execute();
    const update = await db.updateTable("parent").set({ name: sql`upper(name)` }).executeTakeFirstOrThrow();
    expect(typeof insert.insertId).toBe("bigint");
    expect(insert.insertId).toBeGreaterThan(0n);
    expect(update.numUpdatedRows).toBe(2n);
  });

  it("runs raw sql, both queries and statements", async () => {
    await sql`insert into parent (id, name) values (${3}, ${"three"})`.execute(db);
    const { rows } = await sql<{
      total: number;
      label: string;
    }>`select count(*) as total, ${"x"} || name as label from parent`.execute(db);
    const raw = await sql`update parent set name = 'tres' where id = 3`.execute(db);
    expect(rows).toEqual([{ total: 1, label: "xthree" }]);
    expect(raw.numAffectedRows).toBe(1n);
  });

  it("returns ordinary objects, not null-prototype ones", async () => {
    await db.insertInto("parent").values({ id: 1, name: "one" }).execute();
    const row = await db.selectFrom("parent").selectAll().executeTakeFirstOrThrow();
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
  });

  it("commits a transaction", async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("parent").values({ id: 1, name: "one" }).execute();
      await trx.insertInto("child").values({ id: 1, parent_id: 1, note: null }).execute();
    });
    expect(await db.selectFrom("child").select("parent_id").execute()).toEqual([{ parent_id: 1 }]);
  });

  it("rolls a transaction back when its callback throws", async () => {
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto("parent").values({ id: 1, name: "one" }).execute();
      throw new Error("changed my mind");
    });
    await expect(failing).rejects.toThrow("changed my mind");
    expect(await db.selectFrom("parent").selectAll().execute()).toEqual([]);
  });

  it("rolls back to a savepoint and keeps the rest of the transaction", async () => {
    const trx = await db.startTransaction().execute();
    await trx.insertInto("parent").values({ id: 1, name: "kept" }).execute();
    const attempt = await trx.savepoint("attempt").execute();
    await attempt.insertInto("parent").values({ id: 2, name: "dropped" }).execute();
    await attempt.rollbackToSavepoint("attempt").execute();
    await trx.commit().execute();
    expect(await db.selectFrom("parent").select("name").execute()).toEqual([{ name: "kept" }]);
  });

  it("enforces foreign keys", async () => {
    const orphan = db.insertInto("child").values({ id: 1, parent_id: 404, note: null }).execute();
    await expect(orphan).rejects.toThrow(/FOREIGN KEY constraint failed/);
  });

  it("streams select results row by row and can stop early", async () => {
    await db
      .insertInto("parent")
      .values([1, 2, 3, 4].map((id) => ({ id, name: `p${id}` })))
      .execute();
    const seen: string[] = [];
    for await (const row of db.selectFrom("parent").select("name").orderBy("id").stream()) {
      seen.push(row.name);
      if (seen.length === 2) break;
    }
    // A statement left mid-read would pin its WAL snapshot: another connection could not checkpoint.
    const other = openSqlite(file);
    try {
      other.exec("pragma busy_timeout = 0");
      expect(other.prepare("pragma wal_checkpoint(truncate)").get()).toMatchObject({ busy: 0 });
    } finally {
      other.close();
    }
    expect(seen).toEqual(["p1", "p2"]);
  });

  it("binds booleans as 1/0 and refuses values SQLite would silently turn into NULL", async () => {
    const { rows } = await sql<{ yes: number; no: number }>`select ${true} as yes, ${false} as no`.execute(db);
    expect(rows).toEqual([{ yes: 1, no: 0 }]);
    await expect(sql`select ${new Date(0)} as at`.execute(db)).rejects.toThrow(/parameter 1 of type Date/);
  });
});
