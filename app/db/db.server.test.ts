import { existsSync, mkdirSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, sqliteFileName } from "~/db/db.server";
import { openTestDatabase, type TestDatabase } from "../../tests/support/databases";

describe("createDatabase without a URL", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "bastion-db-"));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("creates the data directory and the SQLite file in it", async () => {
    const dataDir = path.join(root, "nested", "var");
    const database = await createDatabase({ dataDir });
    try {
      await database.ping();
      expect(database.dialect).toBe("sqlite");
      expect(existsSync(path.join(dataDir, sqliteFileName))).toBe(true);
    } finally {
      await database.close();
    }
  });

  it("keeps the folder and the file to the service's user, and syncs every commit (synchronous = FULL)", async () => {
    const dataDir = path.join(root, "private");
    mkdirSync(dataDir, { mode: 0o755 });
    const database = await createDatabase({ dataDir });
    try {
      await sql`create table t (x integer)`.execute(database.db);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(dataDir, sqliteFileName)).mode & 0o777).toBe(0o600);
      expect(statSync(path.join(dataDir, `${sqliteFileName}-wal`)).mode & 0o777).toBe(0o600);
      const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db);
      expect(rows[0]?.synchronous).toBe(2);
    } finally {
      await database.close();
    }
  });

  it("treats an empty URL as no URL", async () => {
    const database = await createDatabase({ databaseUrl: " ", dataDir: path.join(root, "empty-url") });
    await database.close();
    expect(database.dialect).toBe("sqlite");
  });

  it("refuses to be used after close", async () => {
    const database = await createDatabase({ dataDir: path.join(root, "closed") });
    await database.close();
    await expect(database.ping()).rejects.toThrow();
  });
});

describe("createDatabase with a URL", () => {
  it("accepts only PostgreSQL URLs", async () => {
    await expect(createDatabase({ databaseUrl: "mysql://localhost/x", dataDir: "unused" })).rejects.toThrow(
      /postgres:\/\/ or postgresql:\/\//,
    );
  });

  it("refuses a search path that is not a list of identifiers", async () => {
    const attempt = createDatabase({
      databaseUrl: "postgres://localhost/x",
      dataDir: "unused",
      searchPath: "x -c statement_timeout=1",
    });
    await expect(attempt).rejects.toThrow(/Invalid search path/);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("createDatabase on PostgreSQL", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase("postgres");
  });
  afterAll(async () => {
    await test.cleanup();
  });

  it("answers ping and works in the schema given as search path", async () => {
    await test.handle.ping();
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(test.handle.db);
    expect(test.handle.dialect).toBe("postgres");
    expect(rows[0]?.schema).toMatch(/^test_[0-9a-f]{32}$/);
  });

  it("rejects ping when the server cannot be reached", async () => {
    const unreachable = await createDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:1/none", dataDir: "unused" });
    try {
      await expect(unreachable.ping()).rejects.toThrow();
    } finally {
      await unreachable.close();
    }
  });
});
