import { z } from "zod";
import { getPartner, getPartnerMapping } from "~/domain/licences/service.server";
import type { Route } from "./+types/partner-mapping";
import { licenceDeps } from "./http.server";

/** The same for everyone; changes only with a re-seed. */
const cacheHeaders = { "Cache-Control": "public, max-age=300" };

/** `?id=` or `?name=`, once, or neither (the whole mapping). */
const lookupQuery = z.union([
  z.strictObject({}),
  z.strictObject({ id: z.string().trim().min(1).max(100) }),
  z.strictObject({ name: z.string().trim().min(1).max(100) }),
]);

/**
 * `GET /lrc/partner-mapping.json` (spec 2 §3, §7): the partner mapping entries `[{ id, label }]`,
 * by label, on every host. With `?id=` or `?name=` ("partner lookup by id or name"), the one
 * entry whose id or label it is (letter case ignored), or 404 `{ error }`; any other query is 400.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const deps = licenceDeps(context);
  const keys = [...url.searchParams.keys()];
  const query = lookupQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success || new Set(keys).size !== keys.length) {
    return Response.json(
      { error: "give one id or one name, or nothing" },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  if (!("id" in query.data) && !("name" in query.data))
    return Response.json(await getPartnerMapping(deps), { headers: cacheHeaders });

  const wanted = ("id" in query.data ? query.data.id : query.data.name).toLowerCase();
  const partner = await getPartner(deps, wanted);
  // getPartner answers an id or a label; the parameter says which of the two was meant.
  const matches = partner && ("id" in query.data ? partner.id : partner.label).toLowerCase() === wanted;
  if (!partner || !matches) return Response.json({ error: "no such partner" }, { status: 404, headers: cacheHeaders });
  return Response.json({ id: partner.id, label: partner.label }, { headers: cacheHeaders });
}
