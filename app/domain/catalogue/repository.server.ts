import type { Kysely } from "kysely";
import type { Currency, Database, Product, ProductSegment, Region, Store } from "~/db/schema";

/**
 * Read access to the catalogue tables. Plain functions that take the database first, so a service
 * or a test passes whichever database it has (SQLite or PostgreSQL, a transaction too).
 */

/**
 * Every currency, by code.
 *
 * @example
 * (await listCurrencies(db)).map((c) => c.code) // ["AED", "AUD", "BRL", …]
 */
export async function listCurrencies(db: Kysely<Database>): Promise<Currency[]> {
  return db.selectFrom("currency").selectAll().orderBy("code").execute();
}

/**
 * One currency, or null when the code is unknown.
 *
 * @example
 * (await getCurrency(db, "JPY"))?.decimals // 0
 */
export async function getCurrency(db: Kysely<Database>, code: string): Promise<Currency | null> {
  const currency = await db.selectFrom("currency").selectAll().where("code", "=", code).executeTakeFirst();
  return currency ?? null;
}

/**
 * Products in id order, optionally of one segment.
 *
 * @example
 * (await listProducts(db, { segment: "smb" })).map((p) => p.name) // ["endpoint-select", …]
 */
export async function listProducts(db: Kysely<Database>, filter: { segment?: ProductSegment } = {}): Promise<Product[]> {
  let query = db.selectFrom("product").selectAll().orderBy("id");
  if (filter.segment) query = query.where("segment", "=", filter.segment);
  return query.execute();
}

/**
 * One product by its name, or null.
 *
 * @example
 * (await getProduct(db, "total-security-vpn"))?.bundle_of // 1, the id of total-security
 */
export async function getProduct(db: Kysely<Database>, name: string): Promise<Product | null> {
  const product = await db.selectFrom("product").selectAll().where("name", "=", name).executeTakeFirst();
  return product ?? null;
}

/** The reseller stores, by id. */
export async function listStores(db: Kysely<Database>): Promise<Store[]> {
  return db.selectFrom("store").selectAll().orderBy("id").execute();
}

/** One reseller store, or null. */
export async function getStore(db: Kysely<Database>, id: string): Promise<Store | null> {
  const store = await db.selectFrom("store").selectAll().where("id", "=", id).executeTakeFirst();
  return store ?? null;
}

/** Region-selector entries, by locale. */
export async function listRegions(db: Kysely<Database>): Promise<Region[]> {
  return db.selectFrom("region").selectAll().orderBy("locale").execute();
}
