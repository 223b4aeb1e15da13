import { z } from "zod";
import { buildCheckoutLink } from "~/domain/pricing/service.server";
import type { Route } from "./+types/product-checkout";
import { invalidParameter, notFound, param, pricingDeps, privateHeaders, requirePriceSite, requireQuery } from "./http.server";

const query = z.object({
  id: param.id,
  price_id: param.id,
  store_args: param.storeArgs.optional(),
  serial: param.licence.optional(),
  regkey: param.licence.optional(),
  /** Reseller override (spec 2 §7): one of the four reseller stores takes the order instead. */
  reseller: param.estore.optional(),
});

/**
 * `GET /_svc/price.svc/{locale}/product/checkout?id&price_id&store_args(&serial|&regkey)(&reseller)`:
 * the cart link `{ link }` at the price's store, or at the reseller that overrides it. 404 for an unknown product id; 400 for a price id that is
 * not that product's on this site. Serial and regkey reach the store only for renewal prices.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const site = requirePriceSite(params);
  const { id, price_id, store_args, serial, regkey, reseller } = requireQuery(query, url);
  const result = await buildCheckoutLink(pricingDeps(context), {
    locale: site.locale,
    productId: id,
    priceId: price_id,
    storeArgs: store_args,
    serial,
    regkey,
    reseller,
  });
  if (!result.ok && result.reason === "unknown-product") return notFound("unknown product");
  if (!result.ok && result.reason === "unknown-reseller") {
    return invalidParameter("reseller", `${reseller} is not a reseller store (digital-river, avangate, nexway, allsoft)`);
  }
  if (!result.ok) return invalidParameter("price_id", `${price_id} is not a price of product ${id} on ${site.locale}`);
  return Response.json({ link: result.link }, { headers: privateHeaders });
}
