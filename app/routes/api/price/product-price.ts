import { z } from "zod";
import { getPrices } from "~/domain/pricing/service.server";
import type { Route } from "./+types/product-price";
import {
  notFound,
  param,
  pricingDeps,
  publicHeaders,
  requirePriceSite,
  requireQuery,
  requireSiteCurrency,
  requireStore,
} from "./http.server";

const query = z.object({
  name: param.name,
  ptype: param.ptype,
  currency: param.currency,
  estore: param.estore.optional(),
  serial: param.licence.optional(),
});

/**
 * `GET /_svc/price.svc/{locale}/product/price?name&ptype&currency&estore(&serial)`: the product's
 * price options (`PriceOption[]`, possibly empty). A custom `estore` without prices falls back to
 * the site's store once; without `estore` the site's store is used.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const site = requirePriceSite(params);
  const { name, ptype, currency, estore, serial } = requireQuery(query, url);
  const deps = pricingDeps(context);
  const prices = await getPrices(deps, {
    locale: site.locale,
    name,
    purchaseType: ptype,
    currency: requireSiteCurrency(site, currency),
    store: await requireStore(deps, estore),
    serial,
  });
  if (!prices) return notFound("unknown product");
  return Response.json(prices, { headers: publicHeaders });
}
