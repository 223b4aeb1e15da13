import { data, redirect, useRouteLoaderData } from "react-router";
import { BlockList, blocksProvideTitle } from "~/blocks/block-list";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { requestContext, servicesContext, siteContext } from "~/context";
import { pageHead } from "~/domain/content/page-head";
import { loadPage } from "~/domain/pages/load-page.server";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/content-page";

/** Any page made of content blocks; the route table decides which content folder it reads. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { content, pricing } = context.get(servicesContext);
  const { logger, country } = context.get(requestContext);
  const result = await loadPage({ content, pricing, site: context.get(siteContext), url, logger, country });
  if (result.type === "not-found") throw data(null, { status: 404 });
  if (result.type === "redirect") throw redirect(result.location);
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  return data(result.view, { headers });
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageHead(loaderData) : []);

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const shell = useRouteLoaderData<typeof rootLoader>("root");
  const { page, layout } = loaderData;
  return (
    // Fallback content keeps its own language, so it is read and hyphenated as such.
    <div className={`layout layout--${layout}`} data-page={loaderData.routeName} lang={loaderData.contentLanguage}>
      {shell && (
        <Breadcrumbs trail={page.meta.breadcrumbs} homeLabel={shell.translations.home} label={shell.translations.breadcrumbs} />
      )}
      {!blocksProvideTitle(page.blocks) && (
        <header className="page-header container">
          <h1>{page.meta.title}</h1>
        </header>
      )}
      <BlockList blocks={page.blocks} translations={shell?.translations} />
    </div>
  );
}
