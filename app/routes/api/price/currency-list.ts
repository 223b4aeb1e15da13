import { listCurrencies } from "~/domain/pricing/service.server";
import type { Route } from "./+types/currency-list";
import { pricingDeps, publicHeaders, requirePriceSite } from "./http.server";

/**
 * `GET /_svc/price.svc/{locale}/currency/list`: the site's currencies, default first, and its
 * currency locale: `{ currencies: CurrencyEntry[], currencyLocale: { locale, currency } }`.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const site = requirePriceSite(params);
  return Response.json(await listCurrencies(pricingDeps(context), site.locale), { headers: publicHeaders });
}
