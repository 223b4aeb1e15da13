import { data } from "react-router";
import { brand } from "~/config/brand";
import { servicesContext, siteContext } from "~/context";
import { documentTitle } from "~/domain/content/page-head";
import { renderAtomFeed } from "~/domain/repository/feed";
import { itemsOf, listRepositoryItems } from "~/domain/repository/items.server";
import type { RepositoryType } from "~/domain/repository/types";
import { siteOrigin } from "~/sites/resolve-site";
import type { Route } from "./+types/feed-atom";

/** The lists that offer a feed: press releases and the policy blog, on every site. */
export const feeds: Record<string, { location: string; repository: RepositoryType }> = {
  "/about/press-releases/feed.atom": { location: "about/press-releases", repository: "press-release" },
  "/about/policy-blog/feed.atom": { location: "about/policy-blog", repository: "policy-blog" },
};

/** `GET /about/press-releases/feed.atom`, `GET /about/policy-blog/feed.atom`: the site's newest items as Atom. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const feed = feeds[url.pathname.toLowerCase()];
  if (!feed) throw data(null, { status: 404 });
  const site = context.get(siteContext);
  const { content } = context.get(servicesContext);
  const [items, meta] = await Promise.all([
    listRepositoryItems(content, site.locale),
    content.getDocument(site.locale, `${feed.location}/meta.json`, "meta"),
  ]);
  const origin = siteOrigin(site.locale, url);
  const xml = renderAtomFeed({
    title: documentTitle(meta?.document.fields.title ?? feed.location),
    pageUrl: `${origin}/${feed.location}`,
    feedUrl: `${origin}${url.pathname.toLowerCase()}`,
    origin,
    language: site.language,
    authorName: brand.name,
    items: itemsOf(items, [feed.repository]),
  });
  return new Response(xml, {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": "public, max-age=900" },
  });
}
