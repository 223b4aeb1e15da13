import type { ProductSegment } from "~/db/schema";
import { getProduct } from "~/domain/catalogue/repository.server";
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
  }): Promise<PriceOption[]>;
  /** The options of a price list (the kids product's), empty when there are none. */
  getPricesByListId(query: {
    locale: LocaleCode;
    priceListId: string;
    currency: string;
    purchaseType: PurchaseType;
  }): Promise<PriceOption[]>;
  /** Cart links of a product's options, by price id (ids that are not the product's are left out). */
  /** With a serial, renewal prices' links carry it to the store (spec 2 §7 product/checkout). */
  checkoutLinks(query: {
    locale: LocaleCode;
    productId: number;
    priceIds: number[];
    serial?: string;
    /** Extra store arguments (campaign and affiliate parameters), sanitised by the service. */
    storeArgs?: string;
  }): Promise<Map<number, string>>;
  /** The catalogue's segment of a product (b2c, vsb, smb), null for an unknown one. */
  productSegment(name: string): Promise<ProductSegment | null>;
}

export function createPricingPort(deps: PricingDeps): PricingPort {
  return {
    getPrices: async (query) => (await getPrices(deps, query)) ?? [],
    getPricesByListId: async (query) => (await getPricesByListId(deps, query)) ?? [],
    checkoutLinks: (query) => buildCheckoutLinks(deps, query),
    productSegment: async (name) => (await getProduct(deps.db, name))?.segment ?? null,
  };
}
