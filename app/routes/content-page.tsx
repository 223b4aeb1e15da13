import { data, useRouteLoaderData } from "react-router";
import { BlockList, blocksProvideTitle } from "~/blocks/block-list";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { requestContext, servicesContext, siteContext } from "~/context";
import { pageHead } from "~/domain/content/page-head";
import { loadContentPage } from "~/domain/content/pages.server";
import type { loader as rootLoader } from "~/root";
import { findRoute } from "~/routing/route-table";
import { alternateLanguages } from "~/sites/locales";
import { siteOrigin } from "~/sites/resolve-site";
import type { Route } from "./+types/content-page";

/** Any page made of content blocks: the homepage, about, legal pages and their aliases. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { content } = context.get(servicesContext);
  const { logger } = context.get(requestContext);
  const match = findRoute(url.pathname);
  if (!match) throw data(null, { status: 404 });
  const page = await loadContentPage(content, site.locale, match.entry.content, (location) =>
    logger.warn({ location }, "page meta missing; default title and breadcrumbs used"),
  );
  if (!page) throw data(null, { status: 404 });
  const isHomepage = match.entry.name === "homepage";
  return {
    page,
    canonical: `${siteOrigin(site.locale, url)}${match.entry.path}`,
    // Alternate-language links belong to the homepage only (spec 1 §1).
    alternates: isHomepage
      ? alternateLanguages.map(({ hreflang, locale }) => ({ hreflang, href: `${siteOrigin(locale, url)}/` }))
      : [],
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageHead(loaderData) : []);

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const shell = useRouteLoaderData<typeof rootLoader>("root");
  const { page } = loaderData;
  return (
    <>
      {shell && (
        <Breadcrumbs trail={page.meta.breadcrumbs} homeLabel={shell.translations.home} label={shell.translations.breadcrumbs} />
      )}
      {!blocksProvideTitle(page.blocks) && (
        <header className="page-header container">
          <h1>{page.meta.title}</h1>
        </header>
      )}
      <BlockList blocks={page.blocks} translations={shell?.translations} />
    </>
  );
}
