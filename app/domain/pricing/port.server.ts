import type { ProductSegment } from "~/db/schema";
import { getProduct } from "~/domain/catalogue/repository.server";
import { noReadMemo, type ReadMemo } from "~/lib/read-memo.server";
import type { LocaleCode } from "~/sites/locales";
import { buildCheckoutLinks, getPrices, getPricesByListId, type PricingDeps } from "./service.server";
import type { PriceOption, PurchaseType } from "./types";

/** What pages need from the price service: a product's options and their cart links. */
export interface PricingPort {
  /** A product's options on a site (empty when it is not sold there or unknown). */
  getPrices(query: {
    locale: LocaleCode;
    name: string;
    purchaseType: PurchaseType;
    currency: string;
    store: string;
  }): Promise<readonly PriceOption[]>;
  /** The options of a price list (the kids product's), empty when there are none. */
  getPricesByListId(query: {
    locale: LocaleCode;
    priceListId: string;
    currency: string;
    purchaseType: PurchaseType;
  }): Promise<readonly PriceOption[]>;
  /** Cart links of a product's options, by price id (ids that are not the product's are left out). */
  /** With a serial, renewal prices' links carry it to the store (spec 2 §7 product/checkout). */
  checkoutLinks(query: {
    locale: LocaleCode;
    productId: number;
    priceIds: number[];
    serial?: string;
    /** Extra store arguments (campaign and affiliate parameters), sanitised by the service. */
    storeArgs?: string;
  }): Promise<ReadonlyMap<number, string>>;
  /** The catalogue's segment of a product (b2c, vsb, smb), null for an unknown one. */
  productSegment(name: string): Promise<ProductSegment | null>;
}

/**
 * The port over the price service. With a `reads` memo (the server's), answers are kept until the
 * next announced data change, so a page does not ask the database again for what it asked a
 * moment ago; a renewal's links (they carry the serial) are never kept.
 */
export function createPricingPort(deps: PricingDeps, reads: ReadMemo = noReadMemo): PricingPort {
  const key = (kind: string, query: object) => `pricing:${kind}:${JSON.stringify(query)}`;
  return {
    getPrices: (query) => reads.get(key("prices", query), async () => (await getPrices(deps, query)) ?? []),
    getPricesByListId: (query) => reads.get(key("list", query), async () => (await getPricesByListId(deps, query)) ?? []),
    checkoutLinks: (query) =>
      query.serial ? buildCheckoutLinks(deps, query) : reads.get(key("links", query), () => buildCheckoutLinks(deps, query)),
    productSegment: (name) => reads.get(key("segment", { name }), async () => (await getProduct(deps.db, name))?.segment ?? null),
  };
}
