import { listStores } from "~/domain/pricing/service.server";
import type { Route } from "./+types/estore-list";
import { pricingDeps, publicHeaders, requirePriceSite } from "./http.server";

/**
 * `GET /_svc/price.svc/{locale}/estore/list`: every store and the site's own:
 * `{ stores: [{ id, name, custom }], defaultStore }`.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const site = requirePriceSite(params);
  const stores = await listStores(pricingDeps(context));
  return Response.json({ stores, defaultStore: site.store }, { headers: publicHeaders });
}
