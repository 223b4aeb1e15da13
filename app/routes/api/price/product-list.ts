import { listProducts } from "~/domain/pricing/service.server";
import type { Route } from "./+types/product-list";
import { pricingDeps, publicHeaders, requirePriceSite } from "./http.server";

/**
 * `GET /_svc/price.svc/{locale}/product/list`: the products sold on the site:
 * `{ products: [{ id, name, title, segment, family, bundle_of }] }`.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const site = requirePriceSite(params);
  const products = await listProducts(pricingDeps(context), site.locale);
  return Response.json({ products }, { headers: publicHeaders });
}
