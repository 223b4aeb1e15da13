import { type Kysely, sql } from "kysely";
import type { Database, PriceOptionPurchaseType, Product } from "~/db/schema";

/**
 * Read access to `price_option`. Plain functions that take the database first (SQLite or
 * PostgreSQL, a transaction too). Rows come back with numbers and booleans whatever the driver.
 */

/** A price row as the service uses it: amounts as numbers, autorenew as a boolean. */
export interface PriceRecord {
  id: number;
  product_id: number;
  currency: string;
  /** The currency's display decimals (0 for JPY and RUB). */
  decimals: number;
  store: string;
  purchase_type: PriceOptionPurchaseType;
  term: string;
  pack: string;
  price_minor: number;
  price_striked_minor: number | null;
  autorenew: boolean;
  price_list_id: string | null;
}

/** What every price lookup narrows by: one site, currency, store and purchase type. */
export interface PriceScope {
  locale: string;
  currency: string;
  store: string;
  purchaseType: PriceOptionPurchaseType;
}

function selectPrices(db: Kysely<Database>, scope: PriceScope) {
  return db
    .selectFrom("price_option as p")
    .innerJoin("currency as c", "c.code", "p.currency")
    .select([
      "p.id",
      "p.product_id",
      "p.currency",
      "c.decimals",
      "p.store",
      "p.purchase_type",
      "p.term",
      "p.pack",
      "p.price_minor",
      "p.price_striked_minor",
      "p.autorenew",
      "p.price_list_id",
    ])
    .where("p.locale", "=", scope.locale)
    .where("p.currency", "=", scope.currency)
    .where("p.store", "=", scope.store)
    .where("p.purchase_type", "=", scope.purchaseType)
    .orderBy("p.product_id")
    .orderBy("p.sort")
    .orderBy("p.id");
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectPrices>["execute"]>>[number];

/** NOTE: PostgreSQL returns `bigint` columns as strings; SQLite returns numbers. */
function toRecord(row: SelectedRow): PriceRecord {
  return {
    ...row,
    price_minor: Number(row.price_minor),
    price_striked_minor: row.price_striked_minor === null ? null : Number(row.price_striked_minor),
    autorenew: row.autorenew === 1,
  };
}

/**
 * A product's prices in one scope, in the data file's order.
 *
 * @example
 * await findProductPrices(db, 1, { locale: "de-de", currency: "EUR", store: "digital-river", purchaseType: "Purchase" })
 */
export async function findProductPrices(db: Kysely<Database>, productId: number, scope: PriceScope): Promise<PriceRecord[]> {
  const rows = await selectPrices(db, scope).where("p.product_id", "=", productId).execute();
  return rows.map(toRecord);
}

/** The prices of a price list (premium services, kids), e.g. "PS-INSTALL", in one scope. */
export async function findPricesByListId(db: Kysely<Database>, priceListId: string, scope: PriceScope): Promise<PriceRecord[]> {
  const rows = await selectPrices(db, scope).where("p.price_list_id", "=", priceListId).execute();
  return rows.map(toRecord);
}

/** Whether any site has a price in that price list. */
export async function priceListExists(db: Kysely<Database>, priceListId: string): Promise<boolean> {
  const row = await db
    .selectFrom("price_option")
    .select("id")
    .where("price_list_id", "=", priceListId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** One product by id, or null. */
export async function getProductById(db: Kysely<Database>, id: number): Promise<Product | null> {
  return (await db.selectFrom("product").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

/** Products whose title equals `title` ignoring ASCII case, in id order. */
export async function findProductsByTitle(db: Kysely<Database>, title: string): Promise<Product[]> {
  return db.selectFrom("product").selectAll().where(sql<string>`lower(title)`, "=", title.toLowerCase()).orderBy("id").execute();
}

/** Products with at least one price on a site, in id order. */
export async function listProductsSoldOn(db: Kysely<Database>, locale: string): Promise<Product[]> {
  return db
    .selectFrom("product")
    .selectAll()
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("price_option")
          .select("price_option.id")
          .whereRef("price_option.product_id", "=", "product.id")
          .where("price_option.locale", "=", locale),
      ),
    )
    .orderBy("id")
    .execute();
}

/** What a cart link needs of a price: where it belongs and its store's link template. */
export interface CheckoutRecord {
  id: number;
  product_id: number;
  locale: string;
  currency: string;
  store: string;
  purchase_type: PriceOptionPurchaseType;
  cart_url_template: string;
}

/** The checkout facts of the given price ids (unknown ids are left out). */
export async function findCheckoutRecords(db: Kysely<Database>, priceIds: readonly number[]): Promise<CheckoutRecord[]> {
  if (priceIds.length === 0) return [];
  return db
    .selectFrom("price_option as p")
    .innerJoin("store as s", "s.id", "p.store")
    .select(["p.id", "p.product_id", "p.locale", "p.currency", "p.store", "p.purchase_type", "s.cart_url_template"])
    .where("p.id", "in", [...priceIds])
    .orderBy("p.id")
    .execute();
}
