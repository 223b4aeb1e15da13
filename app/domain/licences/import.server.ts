import { importFormatOf, type RowError, readImportRows, validateImportRows } from "~/domain/licences/import-file";
import { toLicenceRow } from "~/domain/licences/records";
import { listPartners, upsertLicences } from "~/domain/licences/repository.server";
import type { LicenceDeps } from "~/domain/licences/service.server";
import { isoDay } from "~/domain/licences/state";

/**
 * Loads a licence file into the database, all or nothing: every row is validated first, and one
 * bad row means nothing is written; the rows are then upserted by serial in one transaction.
 */

export type ImportReport =
  | { ok: true; loaded: number; inserted: number; updated: number }
  /** Every problem, by line (0: the whole file). */
  | { ok: false; errors: RowError[] };

/**
 * @example
 * await importLicences(deps, { name: "licences.csv", text })
 * // { ok: true, loaded: 2, inserted: 2, updated: 0 }, or { ok: false, errors: [{ line: 3, message: "country: …" }] }
 */
export async function importLicences(deps: LicenceDeps, file: { name: string; text: string }): Promise<ImportReport> {
  const read = readImportRows(file.text, importFormatOf(file.name, file.text));
  if ("error" in read) return { ok: false, errors: [read.error] };
  if (read.rows.length === 0) return { ok: false, errors: [{ line: 0, message: "no licence records" }] };
  const today = isoDay(deps.clock());
  return deps.db.transaction().execute(async (trx): Promise<ImportReport> => {
    const partnerIds = new Set((await listPartners(trx)).map((partner) => partner.id));
    const { records, errors } = validateImportRows(read.rows, partnerIds);
    if (errors.length > 0) return { ok: false, errors };
    const { inserted } = await upsertLicences(
      trx,
      records.map((record) => toLicenceRow(record, today)),
    );
    return { ok: true, loaded: records.length, inserted, updated: records.length - inserted };
  });
}
