import { z } from "zod";
import { getPricesByListId } from "~/domain/pricing/service.server";
import type { Route } from "./+types/prices-by-list";
import { notFound, param, pricingDeps, publicHeaders, requirePriceSite, requireQuery, requireSiteCurrency } from "./http.server";

const query = z.object({ price_list_id: param.priceListId, currency: param.currency, ptype: param.ptype });

/**
 * `GET /_svc/price.svc/{locale}/product/prices-by-list?price_list_id&currency&ptype`: the prices of
 * a premium-service or kids price list at the site's store (`PriceOption[]`); 404 when no site has
 * that list.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const site = requirePriceSite(params);
  const { price_list_id, currency, ptype } = requireQuery(query, url);
  const prices = await getPricesByListId(pricingDeps(context), {
    locale: site.locale,
    priceListId: price_list_id.toUpperCase(),
    currency: requireSiteCurrency(site, currency),
    purchaseType: ptype,
  });
  if (!prices) return notFound("unknown price list");
  return Response.json(prices, { headers: publicHeaders });
}
