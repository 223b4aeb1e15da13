import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { servicesContext } from "~/context";
import { listStores, type PricingDeps } from "~/domain/pricing/service.server";
import type { PurchaseType } from "~/domain/pricing/types";
import { currencyCodes, isLocaleCode, requireSite, type Site } from "~/sites/locales";

/**
 * What the `/_svc/price.svc/{locale}/…` resource routes share: the site from the path, query
 * parameters checked with zod, and JSON error answers. A visitor can type anything into these
 * URLs, so every bad value is a 400 or 404 naming it, never a 500.
 */

/** Price answers are the same for everyone and change only with a re-seed. */
export const publicHeaders = { "Cache-Control": "public, max-age=300" };
/** Checkout links carry visitor input (store arguments, serials). */
export const privateHeaders = { "Cache-Control": "private, no-store" };
const errorHeaders = { "Cache-Control": "no-store" };

/** The price service's dependencies from the process-wide services. */
export function pricingDeps(context: Readonly<RouterContextProvider>): PricingDeps {
  const services = context.get(servicesContext);
  return { db: services.database.db, cache: services.cache };
}

/** 400 `{ error: "invalid parameter", field, message }`. */
export function invalidParameter(field: string, message: string): Response {
  return Response.json({ error: "invalid parameter", field, message }, { status: 400, headers: errorHeaders });
}

/** 404 `{ error }`, e.g. "unknown product". */
export function notFound(error: string): Response {
  return Response.json({ error }, { status: 404, headers: errorHeaders });
}

/** The site named by the path's `{locale}`; throws a 404 answer for an unknown locale. */
export function requirePriceSite(params: { locale?: string }): Site {
  const locale = params.locale?.toLowerCase() ?? "";
  if (!isLocaleCode(locale)) throw notFound("unknown locale");
  return requireSite(locale);
}

/**
 * The query parsed by `schema` (unknown parameters are ignored; a repeated one counts once, the
 * last); throws a 400 answer naming the first bad or missing parameter.
 */
export function requireQuery<T extends z.ZodType>(schema: T, url: URL): z.output<T> {
  const result = schema.safeParse(Object.fromEntries(url.searchParams));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = String(issue?.path[0] ?? "query");
  throw invalidParameter(field, url.searchParams.has(field) ? (issue?.message ?? "is invalid") : "is required");
}

/** Throws a 400 answer unless the site offers the currency. */
export function requireSiteCurrency(site: Site, currency: string, field = "currency"): string {
  if (!(site.currencies as readonly string[]).includes(currency)) {
    throw invalidParameter(field, `${currency} is not a currency of ${site.locale} (${site.currencies.join(", ")})`);
  }
  return currency;
}

/** Throws a 400 answer unless the store exists. */
export async function requireStore(deps: PricingDeps, store: string | undefined, field = "estore"): Promise<string | undefined> {
  if (store === undefined) return undefined;
  const known = await listStores(deps);
  if (!known.some((entry) => entry.id === store)) throw invalidParameter(field, `unknown store ${store}`);
  return store;
}

/** Query parameter schemas, one per parameter of spec 2 §7. */
export const param = {
  name: z
    .string()
    .max(64)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a product name such as total-security"),
  ptype: z
    .string()
    .max(16)
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(["purchase", "renewal"], { error: "must be Purchase or Renewal" }))
    .transform((value): PurchaseType => (value === "purchase" ? "Purchase" : "Renewal")),
  currency: z
    .string()
    .max(3, "must be a currency code such as EUR")
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(currencyCodes, { error: "must be a currency code such as EUR" })),
  estore: z
    .string()
    .max(64)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a store id such as digital-river"),
  /** Licence serial or registration key: letters, digits and dashes. */
  licence: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/, "may contain only letters, digits and dashes")
    .transform((value) => value.toUpperCase()),
  id: z
    .string()
    .regex(/^[0-9]{1,10}$/, "must be a positive whole number")
    .transform(Number)
    .refine((value) => value >= 1 && value <= 2_147_483_647, "must be a positive whole number"),
  storeArgs: z.string().max(1000, "must be at most 1000 characters"),
  priceListId: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/, "must be a price list id such as PS-INSTALL"),
  title: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .regex(/^\P{Cc}+$/u, "must be a product title"),
};
