import { servicesContext, siteContext } from "~/context";
import type { Route } from "./+types/search";
import { requireSearchRequest, searchHeaders } from "./http.server";

/**
 * `GET /_svc/search.svc/Search?query&languageCode&countryCode&sec&sort` (spec 3 §7): `{ searchId,
 * search_id, count, pages }` (the older clients read `search_id`). `sort` is `date` (default, the
 * search model of spec 3 §3) or `relevance`; `sec` one of the search areas of spec 1 §3.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const request = requireSearchRequest(url, context.get(siteContext));
  const summary = await context.get(servicesContext).search.search(request);
  return Response.json({ ...summary, search_id: summary.searchId }, { headers: searchHeaders });
}
