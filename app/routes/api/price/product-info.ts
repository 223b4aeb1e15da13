import { z } from "zod";
import { getProductInfo } from "~/domain/pricing/service.server";
import type { Route } from "./+types/product-info";
import { notFound, param, pricingDeps, publicHeaders, requirePriceSite, requireQuery, requireStore } from "./http.server";

const query = z.object({ name: param.name, ptype: param.ptype, estore: param.estore.optional() });

/** `GET /_svc/price.svc/{locale}/product/info?name&ptype&estore`: `{ data: { id } }` of the product. */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const site = requirePriceSite(params);
  const { name, ptype, estore } = requireQuery(query, url);
  const deps = pricingDeps(context);
  const info = await getProductInfo(deps, {
    locale: site.locale,
    name,
    purchaseType: ptype,
    store: await requireStore(deps, estore),
  });
  if (!info) return notFound("unknown product");
  return Response.json({ data: info }, { headers: publicHeaders });
}
