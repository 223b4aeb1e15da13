import { type Kysely, PostgresAdapter, sql } from "kysely";
import { type Migration, type MigrationResult, Migrator } from "kysely/migration";
import * as m0001 from "~/db/migrations/0001_catalogue";
import * as m0002 from "~/db/migrations/0002_prices";
import * as m0003 from "~/db/migrations/0003_licences";
import * as m0004 from "~/db/migrations/0004_downloads";
import * as m0005 from "~/db/migrations/0005_search";
import * as m0006 from "~/db/migrations/0006_forms";
import * as m0007 from "~/db/migrations/0007_data_changes";

/**
 * Every migration, by name. Listed in code rather than read from the folder because the server is
 * bundled: at run time there is no `migrations/` directory to scan. Names sort in run order;
 * add each new file here.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  "0001_catalogue": m0001,
  "0002_prices": m0002,
  "0003_licences": m0003,
  "0004_downloads": m0004,
  "0005_search": m0005,
  "0006_forms": m0006,
  "0007_data_changes": m0007,
};

export interface MigrateOptions {
  /** Replaces the application's migrations; for tests. */
  migrations?: Readonly<Record<string, Migration>>;
}

export class MigrationError extends Error {
  override name = "MigrationError";
}

/**
 * Brings the schema up to date; does nothing when it already is. Returns the names it applied.
 * All pending migrations run in one transaction (on SQLite too, see `sqlite-dialect.server.ts`):
 * when one fails, none of them stays applied, and a `MigrationError` names the failed one, with
 * the database's error as its `cause`.
 *
 * @example
 * await migrateToLatest(database.db); // ["0001_catalogue"] on a new database, [] afterwards
 */
export async function migrateToLatest<DB>(db: Kysely<DB>, options: MigrateOptions = {}): Promise<string[]> {
  const { error, results = [] } = await (await createMigrator(db, options)).migrateToLatest();
  if (error) throw toMigrationError("migrate to latest", error, results);
  return results.filter((result) => result.status === "Success").map((result) => result.migrationName);
}

/** Reverts the most recent migration; for development and tests. */
export async function migrateDown<DB>(db: Kysely<DB>, options: MigrateOptions = {}): Promise<string[]> {
  const { error, results = [] } = await (await createMigrator(db, options)).migrateDown();
  if (error) throw toMigrationError("migrate down", error, results);
  return results.filter((result) => result.status === "Success").map((result) => result.migrationName);
}

/**
 * On PostgreSQL the migrator's own tables are named in the connection's current schema: without a
 * schema, Kysely decides whether `kysely_migration` exists by name alone, across every schema of
 * the database, so a table left in another schema would make it skip creating its own.
 */
async function createMigrator<DB>(db: Kysely<DB>, options: MigrateOptions): Promise<Migrator> {
  const list = options.migrations ?? migrations;
  const migrationTableSchema = await currentPostgresSchema(db);
  return new Migrator({
    db,
    provider: { getMigrations: async () => ({ ...list }) },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
}

async function currentPostgresSchema<DB>(db: Kysely<DB>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

function toMigrationError(action: string, error: unknown, results: MigrationResult[]): MigrationError {
  const failed = results.find((result) => result.status === "Error")?.migrationName;
  const reason = error instanceof Error ? error.message : String(error);
  const where = failed ? `migration ${failed} failed` : "could not run migrations";
  return new MigrationError(`Database ${action}: ${where}: ${reason}`, { cause: error });
}
