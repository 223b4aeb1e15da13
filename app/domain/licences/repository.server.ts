import { type Kysely, sql } from "kysely";
import type { Database, LicenceRow, NewLicence, NewPartner, Partner } from "~/db/schema";

/**
 * Access to `licence` and `partner`. Plain functions that take the database first (SQLite or
 * PostgreSQL, a transaction too).
 */

/** A licence with the partner that sold it, if any. */
export interface LicenceWithPartner {
  licence: LicenceRow;
  partner: Partner | null;
}

/** The licence with this normalised serial (`KTS1-ACTIVE0-0000001`) and its partner; null when unknown. */
export async function getLicence(db: Kysely<Database>, serial: string): Promise<LicenceWithPartner | null> {
  const row = await db
    .selectFrom("licence as l")
    .leftJoin("partner as p", "p.id", "l.partner_id")
    .selectAll("l")
    .select(["p.label as partner_label", "p.href as partner_href"])
    .where("l.serial", "=", serial)
    .executeTakeFirst();
  if (!row) return null;
  const { partner_label, partner_href, ...licence } = row;
  const partner =
    licence.partner_id !== null && partner_label !== null
      ? { id: licence.partner_id, label: partner_label, href: partner_href }
      : null;
  return { licence, partner };
}

/** Every partner, by label. */
export async function listPartners(db: Kysely<Database>): Promise<Partner[]> {
  return db.selectFrom("partner").selectAll().orderBy("label").orderBy("id").execute();
}

/** The partner whose id or label is `idOrName`, compared without letter case; null when none. */
export async function findPartner(db: Kysely<Database>, idOrName: string): Promise<Partner | null> {
  const wanted = idOrName.trim().toLowerCase();
  if (wanted === "") return null;
  const row = await db
    .selectFrom("partner")
    .selectAll()
    .where((eb) => eb.or([eb(sql<string>`lower(id)`, "=", wanted), eb(sql<string>`lower(label)`, "=", wanted)]))
    // An id match wins over a label match.
    .orderBy(sql`case when lower(id) = ${wanted} then 0 else 1 end`)
    .executeTakeFirst();
  return row ?? null;
}

/** Inserts or updates partners by id. */
export async function upsertPartners(db: Kysely<Database>, partners: readonly NewPartner[]): Promise<void> {
  if (partners.length === 0) return;
  await db
    .insertInto("partner")
    .values([...partners])
    .onConflict((oc) => oc.column("id").doUpdateSet((eb) => ({ label: eb.ref("excluded.label"), href: eb.ref("excluded.href") })))
    .execute();
}

/** 16 columns × 500 rows stays below both databases' parameter limits. */
const licenceBatchSize = 500;

/** Inserts or updates licences by serial, in batches. Returns how many serials were new. */
export async function upsertLicences(db: Kysely<Database>, licences: readonly NewLicence[]): Promise<{ inserted: number }> {
  let inserted = 0;
  for (let start = 0; start < licences.length; start += licenceBatchSize) {
    const batch = licences.slice(start, start + licenceBatchSize);
    const known = await db
      .selectFrom("licence")
      .select("serial")
      .where(
        "serial",
        "in",
        batch.map((licence) => licence.serial),
      )
      .execute();
    inserted += batch.length - known.length;
    await db
      .insertInto("licence")
      .values(batch)
      .onConflict((oc) =>
        oc.column("serial").doUpdateSet((eb) => ({
          product: eb.ref("excluded.product"),
          product_family: eb.ref("excluded.product_family"),
          status: eb.ref("excluded.status"),
          expiration_date: eb.ref("excluded.expiration_date"),
          license_count: eb.ref("excluded.license_count"),
          license_days: eb.ref("excluded.license_days"),
          partner_id: eb.ref("excluded.partner_id"),
          channel: eb.ref("excluded.channel"),
          store: eb.ref("excluded.store"),
          country: eb.ref("excluded.country"),
          provider: eb.ref("excluded.provider"),
          provider_url: eb.ref("excluded.provider_url"),
          pnumber: eb.ref("excluded.pnumber"),
          license_type: eb.ref("excluded.license_type"),
          reg_key: eb.ref("excluded.reg_key"),
        })),
      )
      .execute();
  }
  return { inserted };
}
