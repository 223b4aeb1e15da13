import { requestContext, servicesContext, siteContext } from "~/context";
import { parseIpInfoQuery } from "~/domain/geo/ipinfo-query";
import { loadIpInfo } from "~/domain/geo/service.server";
import { siteOrigin } from "~/sites/resolve-site";
import type { Route } from "./+types/page-ipinfo";

/** The answer depends on the visitor (address, cookies, languages): never stored by any cache. */
const headers = { "Cache-Control": "private, no-store", Vary: "Cookie, Accept-Language" };

/**
 * `GET /_svc/page/ipinfo?url={path}&languages={list}`: the visitor's country, the geo-redirect
 * rules for that page (best first) and the site bar (spec 3 §4, §7). A missing or invalid `url`
 * answers 400 `{ "error": "url is required" }`.
 */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const query = parseIpInfoQuery(url.searchParams, request.headers.get("accept-language"));
  if (!query) return Response.json({ error: "url is required" }, { status: 400, headers });
  const answer = await loadIpInfo(context.get(servicesContext).content, {
    site: context.get(siteContext),
    clientIp: context.get(requestContext).clientIp,
    path: query.path,
    languages: query.languages,
    cookies: request.headers.get("cookie"),
    origin: (locale) => siteOrigin(locale, url),
  });
  return Response.json(answer, { headers });
}
