import type { Kysely } from "kysely";
import type { Database } from "./schema";

/** What a change touches: the kinds of data shared pages show. */
export type DataScope = "prices" | "reviews" | "downloads" | "content";

/** How often each server reads the counters; a change is everywhere within this, plus a read. */
export const dataChangePollMs = 500;

/**
 * Raises `scope`'s counter (migration 0007), in `db` or in the transaction given. Each server's
 * page cache empties within `dataChangePollMs` of the commit: a script that changed data waits
 * `untilSeen` before it says it is done, so what it changed shows at once afterwards.
 *
 * @example await announceChange(database.db, "prices");
 */
export async function announceChange(db: Kysely<Database>, scope: DataScope, now: () => Date = () => new Date()): Promise<void> {
  const changedAt = now().toISOString();
  await db
    .insertInto("data_change")
    .values({ scope, generation: 1, changed_at: changedAt })
    .onConflict((conflict) =>
      conflict.column("scope").doUpdateSet((eb) => ({ generation: eb("data_change.generation", "+", 1), changed_at: changedAt })),
    )
    .execute();
}

/** Resolves once every running server has read the counters since now (two poll intervals). */
export function untilSeen(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, dataChangePollMs * 2 + 50));
}

/** Every counter as one text, e.g. "prices:3,reviews:1": it differs whenever any counter moved. */
export async function dataGeneration(db: Kysely<Database>): Promise<string> {
  const rows = await db.selectFrom("data_change").select(["scope", "generation"]).orderBy("scope").execute();
  return rows.map((row) => `${row.scope}:${Number(row.generation)}`).join(",");
}
