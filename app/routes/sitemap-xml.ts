import { servicesContext, siteContext } from "~/context";
import { listAlternatePaths, listSitePaths, renderSitemap } from "~/domain/pages/sitemap.server";
import { siteOrigin } from "~/sites/resolve-site";
import type { Route } from "./+types/sitemap-xml";

/** `GET /sitemap.xml`: the pages of this site with their regional alternates. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { content } = context.get(servicesContext);
  const [paths, alternates] = await Promise.all([listSitePaths(content, site.locale), listAlternatePaths(content)]);
  const xml = renderSitemap(paths, (locale) => siteOrigin(locale, url), site.locale, alternates);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
