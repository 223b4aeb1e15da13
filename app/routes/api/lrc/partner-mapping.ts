import { getPartnerMapping } from "~/domain/licences/service.server";
import type { Route } from "./+types/partner-mapping";
import { licenceDeps } from "./http.server";

/**
 * `GET /lrc/partner-mapping.json` (spec 2 §3, §7): the partner mapping entries `[{ id, label }]`,
 * by label, on every host. The same for everyone; changes only with a re-seed.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(await getPartnerMapping(licenceDeps(context)), { headers: { "Cache-Control": "public, max-age=300" } });
}
