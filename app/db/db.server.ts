import { chmodSync, closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import { Kysely, sql } from "kysely";
import pg from "pg";
import type { Database } from "~/db/schema";
import { createSqliteDialect, openSqlite } from "~/db/sqlite-dialect.server";
import { withTimeout } from "~/lib/timeout";
import { DatabaseGuard, GuardedPostgresDialect } from "./guarded-dialect.server";

export interface DatabaseOptions {
  /** postgres:// or postgresql:// URL; without it the embedded SQLite database is used. */
  databaseUrl?: string;
  /** Directory of the embedded database file `bastion.sqlite`; created when missing. */
  dataDir: string;
  /** PostgreSQL schema(s) to use instead of the default, e.g. one schema per test file. */
  searchPath?: string;
  /**
   * Told when an idle PostgreSQL connection fails (server restart, network). The pool drops that
   * connection and the next query opens a new one; without a listener the error would crash the
   * process.
   */
  onError?: (error: Error) => void;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: "sqlite" | "postgres";
  /** Resolves when the database answers `select 1`; rejects otherwise, within `pingTimeoutMs`. */
  ping(): Promise<void>;
  /** Closes the pool or file; the handle is unusable afterwards. */
  close(): Promise<void>;
}

export const sqliteFileName = "bastion.sqlite";

/**
 * PostgreSQL time limits: a connection must be made within 2 s, a statement ends after 5 s on the
 * server, and a reply that never comes fails after 8 s on the client (a server that accepts the
 * connection and then says nothing). After a connection failure the guard answers at once for
 * 5 s (`DatabaseGuard`).
 */
export const postgresTimeouts = {
  connectMs: 2000,
  statementMs: 5000,
  replyMs: 8000,
  idleInTransactionMs: 10_000,
  guardCooldownMs: 5000,
};
/** A health check gives up after this long. */
export const pingTimeoutMs = 2000;

/**
 * Opens the application database: PostgreSQL when a URL is given, otherwise SQLite in
 * `${dataDir}/bastion.sqlite`. It does not migrate; call `migrateToLatest` next.
 *
 * @example
 * const database = await createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: "var" });
 * await database.ping();
 */
export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const databaseUrl = options.databaseUrl?.trim();
  if (databaseUrl) return createPostgres(databaseUrl, options);
  return createSqlite(options.dataDir);
}

function createSqlite(dataDir: string): DatabaseHandle {
  const file = path.join(dataDir, sqliteFileName);
  restrictToOwner(dataDir, file);
  // Opened now, so a bad path fails at start rather than at the first query.
  const sqlite = openSqlite(file);
  const db = new Kysely<Database>({ dialect: createSqliteDialect(sqlite) });
  return toHandle(db, "sqlite", () => {
    if (sqlite.isOpen) sqlite.close();
  });
}

/**
 * The database holds licences and, later, what visitors submit: its folder (0700) and file (0600)
 * are the service user's alone. SQLite gives its -wal and -shm files the database file's mode.
 */
function restrictToOwner(dataDir: string, file: string) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  closeSync(openSync(file, "a", 0o600));
  chmodSync(file, 0o600);
}

const searchPathPattern = /^[A-Za-z_][A-Za-z0-9_]*(\s*,\s*[A-Za-z_][A-Za-z0-9_]*)*$/;

function createPostgres(databaseUrl: string, { searchPath, onError }: DatabaseOptions): DatabaseHandle {
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error("Database URL must start with postgres:// or postgresql://");
  }
  // The value goes into a libpq `options` string, so it is limited to plain identifiers.
  if (searchPath !== undefined && !searchPathPattern.test(searchPath)) {
    throw new Error(`Invalid search path ${JSON.stringify(searchPath)}: use comma-separated identifiers`);
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    connectionTimeoutMillis: postgresTimeouts.connectMs,
    statement_timeout: postgresTimeouts.statementMs,
    query_timeout: postgresTimeouts.replyMs,
    idle_in_transaction_session_timeout: postgresTimeouts.idleInTransactionMs,
    keepAlive: true,
    ...(searchPath ? { options: `-c search_path=${searchPath.replace(/\s+/g, "")}` } : {}),
  });
  pool.on("error", (error) => onError?.(error));
  const guard = new DatabaseGuard(postgresTimeouts.guardCooldownMs);
  const db = new Kysely<Database>({ dialect: new GuardedPostgresDialect({ pool }, guard) });
  return toHandle(db, "postgres", async () => {
    if (!pool.ending) await pool.end();
  });
}

/**
 * NOTE: `Kysely.destroy()` skips the driver when no query ran yet, so `close` also releases the
 * file or pool itself; a handle used after `close` then fails instead of quietly reopening.
 */
function toHandle(db: Kysely<Database>, dialect: DatabaseHandle["dialect"], release: () => void | Promise<void>): DatabaseHandle {
  return {
    db,
    dialect,
    ping: async () => {
      await withTimeout(sql`select 1`.execute(db), pingTimeoutMs, "database ping");
    },
    close: async () => {
      await db.destroy();
      await release();
    },
  };
}
