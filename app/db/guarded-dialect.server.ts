import type { DatabaseConnection, Driver } from "kysely";
import { PostgresDialect, type PostgresDialectConfig } from "kysely";
import { isConnectionFailure, StoreUnavailableError } from "./store-errors.server";

/**
 * A database that does not answer must not make every request wait for it. After a connection
 * failure (refused, reset, a connection or reply timeout), the guard answers every new query at
 * once with a StoreUnavailableError for `cooldownMs`; then the next query tries the database
 * again. So a hanging PostgreSQL costs one timeout per cooldown, not one per request, and the
 * pages that degrade without prices do so immediately.
 */
export class DatabaseGuard {
  #openUntil = 0;
  readonly #cooldownMs: number;
  readonly #now: () => number;

  constructor(cooldownMs: number, now: () => number = Date.now) {
    this.#cooldownMs = cooldownMs;
    this.#now = now;
  }

  /** Throws while the guard is open. */
  check(): void {
    if (this.#now() < this.#openUntil) throw new StoreUnavailableError("database unavailable: recent connection failures");
  }

  /** Notes a failure; a connection failure opens the guard. Answers the error, for rethrowing. */
  observe(error: unknown): unknown {
    if (isConnectionFailure(error)) this.#openUntil = this.#now() + this.#cooldownMs;
    return error;
  }

  get open(): boolean {
    return this.#now() < this.#openUntil;
  }
}

/** Kysely's PostgreSQL dialect with every connection and query passing through a `DatabaseGuard`. */
export class GuardedPostgresDialect extends PostgresDialect {
  readonly #guard: DatabaseGuard;

  constructor(config: PostgresDialectConfig, guard: DatabaseGuard) {
    super(config);
    this.#guard = guard;
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const guard = this.#guard;
    return intercept(driver, {
      async acquireConnection(...args: Parameters<Driver["acquireConnection"]>) {
        guard.check();
        try {
          const connection = await driver.acquireConnection(...args);
          return intercept(connection, {
            async executeQuery(...query: Parameters<DatabaseConnection["executeQuery"]>) {
              try {
                return await connection.executeQuery(...query);
              } catch (error) {
                throw guard.observe(error);
              }
            },
          });
        } catch (error) {
          throw guard.observe(error);
        }
      },
    });
  }
}

/**
 * `target` with some methods replaced. NOTE: every other member is read from, and bound to, the
 * target itself, because Kysely's drivers keep private fields (`#client`) that a proxy as `this`
 * could not reach; the driver's own methods then work on the connections handed back to it.
 */
function intercept<T extends object>(target: T, overrides: Partial<Record<keyof T, unknown>>): T {
  return new Proxy(target, {
    get(object, property) {
      if (Object.hasOwn(overrides, property)) return overrides[property as keyof T];
      const value = Reflect.get(object, property, object) as unknown;
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
}
