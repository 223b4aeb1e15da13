import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { type DialectAdapter, SqliteAdapter, type SqliteDatabase, SqliteDialect, type SqliteStatement } from "kysely";

/**
 * Kysely's `SqliteDialect` speaks the better-sqlite3 interface. Node ships SQLite itself
 * (`node:sqlite`), so instead of a native addon we adapt `DatabaseSync` to that interface: nothing
 * to compile on install, nothing to rebuild when Node changes.
 *
 * @example
 * const db = new Kysely<Database>({ dialect: createSqliteDialect(openSqlite("var/bastion.sqlite")) });
 */
export function createSqliteDialect(database: DatabaseSync): SqliteDialect {
  return new NodeSqliteDialect({ database: adaptDatabaseSync(database) });
}

/**
 * SQLite's DDL is transactional, but Kysely's adapter says otherwise, so its migrator would run
 * SQLite migrations without a transaction and leave a failed one half applied. Saying so makes
 * migrations all-or-nothing on SQLite as they are on PostgreSQL.
 *
 * NOTE: inside that transaction `PRAGMA foreign_keys = OFF` does nothing; a migration that
 * rebuilds a table uses `PRAGMA defer_foreign_keys = ON` instead.
 */
class NodeSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/** Milliseconds a writer waits for another process's lock before SQLITE_BUSY. */
export const sqliteBusyTimeoutMs = 5000;

/**
 * Opens a SQLite file (or ":memory:") with the settings every connection needs: WAL so readers
 * never block the writer, `synchronous = FULL` so that a write acknowledged to a visitor survives
 * a power cut too (in WAL mode NORMAL may lose the last commits; see decision 003), a busy timeout
 * so a second process (a migration script, say) waits instead of failing, and foreign keys, which
 * SQLite leaves off unless asked per connection.
 */
export function openSqlite(file: string): DatabaseSync {
  const database = new DatabaseSync(file);
  database.exec(
    `PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = ${sqliteBusyTimeoutMs}; PRAGMA foreign_keys = ON;`,
  );
  return database;
}

/** Wraps a `DatabaseSync` in the better-sqlite3 subset Kysely calls. */
export function adaptDatabaseSync(database: DatabaseSync): SqliteDatabase {
  // Kysely prepares every query it runs; the same few hundred SQL texts come back on every page,
  // so each is prepared once (SQLite resets a statement before each run).
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare: (sql) => {
      let statement = statements.get(sql);
      if (!statement) {
        statement = adaptStatement(database.prepare(sql));
        if (statements.size >= 1000) statements.clear();
        statements.set(sql, statement);
      }
      return statement;
    },
    close: () => {
      if (database.isOpen) database.close();
    },
  };
}

function adaptStatement(statement: StatementSync): SqliteStatement {
  return {
    // A statement that yields columns returns rows: SELECT, PRAGMA, and INSERT/UPDATE/DELETE
    // with RETURNING. Kysely then calls `all`; for everything else it calls `run`.
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...bindable(parameters)).map(toPlainObject),
    run: (parameters) => {
      const { changes, lastInsertRowid } = statement.run(...bindable(parameters));
      return { changes, lastInsertRowid };
    },
    iterate: (parameters) => mapIterator(statement.iterate(...bindable(parameters)), toPlainObject),
  };
}

/**
 * NOTE: node:sqlite binds a `Date` (and other objects) as NULL without complaint, which would
 * silently lose data. Refuse anything SQLite cannot store; booleans become 1/0 like better-sqlite3.
 */
function bindable(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value, index) => {
    if (value === null || typeof value === "string" || typeof value === "number" || typeof value === "bigint") {
      return value;
    }
    if (typeof value === "boolean") return value ? 1 : 0;
    if (ArrayBuffer.isView(value)) return value as NodeJS.ArrayBufferView;
    const kind = value instanceof Date ? "Date" : typeof value;
    throw new TypeError(
      `SQLite cannot bind parameter ${index + 1} of type ${kind}: store text (e.g. an ISO date), a number or null`,
    );
  });
}

/**
 * node:sqlite returns rows with a null prototype; callers (and serializers that look for plain
 * objects) expect ordinary ones.
 */
function toPlainObject(row: Record<string, unknown>): Record<string, unknown> {
  return { ...row };
}

/** Maps rows lazily; when the consumer stops early, the statement is reset so it ends its read. */
function* mapIterator<T, U>(iterator: Iterator<T>, map: (value: T) => U): IterableIterator<U> {
  try {
    for (let step = iterator.next(); !step.done; step = iterator.next()) yield map(step.value);
  } finally {
    iterator.return?.();
  }
}
