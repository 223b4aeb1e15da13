import type { Kysely } from "kysely";
import { z } from "zod";
import { announceChange } from "~/db/data-changes.server";
import type { Database } from "~/db/schema";
import { importFormatOf, type LocatedRow, type RowError, readImportRows, rowProblems } from "~/domain/licences/import-file";
import { minorUnits } from "./money";

/**
 * `npm run prices:import -- FILE`: new amounts for existing price options, as a billing system
 * sends them. A row names the price id (the one in cart links) and the new `price` in the option's
 * own currency — a decimal with at most the currency's digits ("44.99", "6980" for yen) — and
 * optionally `was`, the struck former price (null in JSON removes it; an empty or missing one
 * keeps what is there).
 *
 * All or nothing: every row is checked first (the id exists, the amount fits its currency, a
 * former price is higher than the price, no id twice); one bad row and nothing changes. The
 * changes and the announcement that prices changed (`data_change`) commit together, so every
 * server's page cache empties and no page shows the old amount afterwards.
 */

export const priceImportShape = { columns: ["id", "price", "was"], numeric: new Set(["id"]), records: "price changes" };

const amount = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,4})?$/, 'must be an amount such as "44.99"')
  .or(
    z
      .number()
      .nonnegative()
      .transform((value) => String(value)),
  );

const priceChangeSchema = z.strictObject({
  id: z.int("must be a price id").positive("must be a price id"),
  price: amount,
  was: amount.nullable().optional(),
});

export type PriceImportReport = { ok: true; updated: number } | { ok: false; errors: RowError[] };

interface PriceChange {
  line: number;
  id: number;
  price: string;
  was: string | null | undefined;
}

/** Rows as price changes, each problem by line; pure. */
export function readPriceChanges(rows: readonly LocatedRow[]): { changes: PriceChange[]; errors: RowError[] } {
  const changes: PriceChange[] = [];
  const errors: RowError[] = [];
  const seen = new Map<number, number>();
  for (const { line, value, problem } of rows) {
    if (problem !== undefined) {
      errors.push({ line, message: problem });
      continue;
    }
    const result = priceChangeSchema.safeParse(value);
    if (!result.success) {
      errors.push({ line, message: rowProblems(result.error) });
      continue;
    }
    const { id, price, was } = result.data;
    const earlier = seen.get(id);
    if (earlier !== undefined) errors.push({ line, message: `id: ${id} is already on line ${earlier}` });
    else changes.push({ line, id, price, was });
    seen.set(id, earlier ?? line);
  }
  return { changes, errors };
}

/**
 * A decimal text as integer minor units of `currency`, or null when it has more digits than the
 * currency shows.
 *
 * @example minorOf("44.99", "EUR") // 4499
 * @example minorOf("6980", "JPY") // 6980
 * @example minorOf("69.5", "JPY") // null
 */
export function minorOf(text: string, currency: string): number | null {
  const [whole = "0", fraction = ""] = text.split(".");
  const digits = minorUnits(currency);
  if (fraction.replace(/0+$/, "").length > digits) return null;
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0").slice(0, digits) || "0");
}

export async function importPriceChanges(
  db: Kysely<Database>,
  file: { name: string; text: string },
  now: () => Date = () => new Date(),
): Promise<PriceImportReport> {
  const read = readImportRows(file.text, importFormatOf(file.name, file.text), priceImportShape);
  if ("error" in read) return { ok: false, errors: [read.error] };
  if (read.rows.length === 0) return { ok: false, errors: [{ line: 0, message: "no price changes" }] };
  const { changes, errors } = readPriceChanges(read.rows);
  if (errors.length > 0) return { ok: false, errors };
  try {
    return await db.transaction().execute(async (trx): Promise<PriceImportReport> => {
      // The announcement first: writing at once takes SQLite's write lock (waiting for it if need
      // be) before anything is read, so no other writer can invalidate what this reads.
      await announceChange(trx, "prices", now);
      const updates = await checkedUpdates(trx, changes);
      const importedAt = now().toISOString();
      for (const update of updates) {
        await trx
          .updateTable("price_option")
          .set({ price_minor: update.price, ...(update.was === undefined ? {} : { price_striked_minor: update.was }) })
          .where("id", "=", update.id)
          .execute();
        // Kept apart too: the seed rewrites the prices from the files on every start, then applies these.
        const override = {
          price_minor: update.price,
          ...(update.was === undefined ? {} : { price_striked_minor: update.was, was_set: 1 }),
          imported_at: importedAt,
        };
        await trx
          .insertInto("price_override")
          .values({ id: update.id, price_striked_minor: null, was_set: 0, ...override })
          .onConflict((conflict) => conflict.column("id").doUpdateSet(override))
          .execute();
      }
      return { ok: true, updated: updates.length };
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, errors: error.errors };
    throw error;
  }
}

/** Rolls the import back: the rows that name no price option, or amounts their currency cannot take. */
class Refused extends Error {
  readonly errors: RowError[];
  constructor(errors: RowError[]) {
    super("price changes refused");
    this.errors = errors;
  }
}

async function checkedUpdates(
  trx: Kysely<Database>,
  changes: readonly PriceChange[],
): Promise<Array<{ id: number; price: number; was: number | null | undefined }>> {
  const currencies = new Map<number, string>();
  for (let at = 0; at < changes.length; at += 500) {
    const ids = changes.slice(at, at + 500).map((change) => change.id);
    const rows = await trx.selectFrom("price_option").select(["id", "currency"]).where("id", "in", ids).execute();
    for (const row of rows) currencies.set(Number(row.id), row.currency);
  }
  const updates: Array<{ id: number; price: number; was: number | null | undefined }> = [];
  const problems: RowError[] = [];
  for (const change of changes) {
    const currency = currencies.get(change.id);
    if (!currency) {
      problems.push({ line: change.line, message: `id: no price option ${change.id}` });
      continue;
    }
    const price = minorOf(change.price, currency);
    const was = change.was === undefined || change.was === null ? change.was : minorOf(change.was, currency);
    if (price === null) problems.push({ line: change.line, message: `price: ${currency} has ${minorUnits(currency)} decimals` });
    else if (was === null && change.was !== null && change.was !== undefined)
      problems.push({ line: change.line, message: `was: ${currency} has ${minorUnits(currency)} decimals` });
    else if (typeof was === "number" && was <= price)
      problems.push({ line: change.line, message: "was: the former price must be higher than the price" });
    else updates.push({ id: change.id, price, was });
  }
  if (problems.length > 0) throw new Refused(problems);
  return updates;
}
