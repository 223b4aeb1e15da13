import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { createDatabase, type DatabaseHandle } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { seedDatabase } from "~/db/seed.server";

/**
 * Real databases for service tests: SQLite always, PostgreSQL as well when TEST_DATABASE_URL is
 * set (CI sets it). Each database is fresh — its own temp directory, or its own schema dropped
 * afterwards — so test files can run in parallel against one PostgreSQL server.
 *
 * @example
 * describe.each(testDatabaseKinds())("catalogue on %s", (kind) => {
 *   const database = useTestDatabase(kind, { seed: true });
 *   it("lists currencies", async () => {
 *     expect(await listCurrencies(database.db)).toHaveLength(22);
 *   });
 * });
 */

export type DatabaseKind = DatabaseHandle["dialect"];

/** "sqlite", plus "postgres" when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): DatabaseKind[] {
  if (process.env.TEST_DATABASE_URL) return ["sqlite", "postgres"];
  // CI must exercise PostgreSQL; only a developer's machine may run the SQLite half alone.
  if (process.env.CI) throw new Error("TEST_DATABASE_URL must be set in CI (.ci/run sets it)");
  return ["sqlite"];
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the database and deletes its directory or schema. */
  cleanup(): Promise<void>;
}

/** Opens a new, empty database of the given kind. Prefer `useTestDatabase` inside a `describe`. */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  return kind === "sqlite" ? openSqlite() : openPostgres();
}

async function openSqlite(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bastion-test-"));
  const handle = await createDatabase({ dataDir });
  return {
    handle,
    cleanup: async () => {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function openPostgres(): Promise<TestDatabase> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `test_${randomUUID().replaceAll("-", "")}`;
  await withClient(databaseUrl, (client) => client.query(`create schema ${schema}`));
  const handle = await createDatabase({ databaseUrl, dataDir: tmpdir(), searchPath: schema });
  return {
    handle,
    cleanup: async () => {
      await handle.close();
      await withClient(databaseUrl, (client) => client.query(`drop schema if exists ${schema} cascade`));
    },
  };
}

async function withClient<T>(databaseUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

export interface UseTestDatabaseOptions {
  /** Run the migrations first (default true). */
  migrate?: boolean;
  /** Seed the catalogue from `data/` after migrating (default false). */
  seed?: boolean;
}

/**
 * Registers `beforeAll`/`afterAll` hooks in the current `describe` that open a fresh database
 * (migrated, and seeded if asked) and remove it afterwards. Read `db` or `handle` inside tests.
 */
export function useTestDatabase(kind: DatabaseKind, options: UseTestDatabaseOptions = {}) {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await openTestDatabase(kind);
    if (options.migrate ?? true) await migrateToLatest(current.handle.db);
    if (options.seed) await seedDatabase(current.handle.db);
  });
  afterAll(async () => {
    await current?.cleanup();
  });
  const opened = (): TestDatabase => {
    if (!current) throw new Error("The test database is opened in beforeAll; use it inside a test");
    return current;
  };
  return {
    get handle() {
      return opened().handle;
    },
    get db() {
      return opened().handle.db;
    },
  };
}
