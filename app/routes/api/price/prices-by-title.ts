import { z } from "zod";
import { getPricesByTitle } from "~/domain/pricing/service.server";
import type { Route } from "./+types/prices-by-title";
import { notFound, param, pricingDeps, publicHeaders, requirePriceSite, requireQuery, requireSiteCurrency } from "./http.server";

const query = z.object({ title: param.title, currency: param.currency, ptype: param.ptype });

/**
 * `GET /_svc/price.svc/{locale}/product/prices-by-title?title&currency&ptype`: the prices of the
 * product with that title (premium services; case and a leading vendor name are ignored) at the
 * site's store (`PriceOption[]`); 404 when no product has that title.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const site = requirePriceSite(params);
  const { title, currency, ptype } = requireQuery(query, url);
  const prices = await getPricesByTitle(pricingDeps(context), {
    locale: site.locale,
    title,
    currency: requireSiteCurrency(site, currency),
    purchaseType: ptype,
  });
  if (!prices) return notFound("unknown product");
  return Response.json(prices, { headers: publicHeaders });
}
