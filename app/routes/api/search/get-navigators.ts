import { servicesContext } from "~/context";
import type { Route } from "./+types/get-navigators";
import { requireSearchId, searchHeaders } from "./http.server";

/** `GET /_svc/search.svc/GetNavigators?searchId` (spec 3 §7): `{ searchId, navigators: [{ section, count }] }`. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const request = requireSearchId(url);
  const navigators = await context.get(servicesContext).search.navigators(request);
  return Response.json(
    { searchId: url.searchParams.get("searchId") ?? url.searchParams.get("search_id"), navigators },
    { headers: searchHeaders },
  );
}
