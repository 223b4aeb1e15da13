import { servicesContext, siteContext } from "~/context";
import { listSitePaths, renderSitemap } from "~/domain/pages/sitemap.server";
import { siteOrigin } from "~/sites/resolve-site";
import type { Route } from "./+types/sitemap-xml";

/** `GET /sitemap.xml`: the pages of this site with their regional alternates. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const paths = await listSitePaths(context.get(servicesContext).content, site.locale);
  const xml = renderSitemap(paths, (locale) => siteOrigin(locale, url), site.locale);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
