import { data, useRouteLoaderData } from "react-router";
import { ErrorView } from "~/components/error-view";
import { servicesContext, siteContext } from "~/context";
import { contentPath } from "~/domain/content/pages.server";
import { routeHeaders } from "~/lib/http-headers";
import type { loader as rootLoader } from "~/root";
import { contentLocation, findRoute } from "~/routing/route-table";
import type { Route } from "./+types/error-page";

/** Loader, action and error headers reach the document response (see `routeHeaders`). */
export const headers = routeHeaders;

/** `/errorpage/404`, `/errorpage/500` and their short aliases, answered with their own status. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { content } = context.get(servicesContext);
  const match = findRoute(url.pathname);
  const status: 404 | 500 = match?.entry.status === 500 ? 500 : 404;
  const meta = match ? await content.getDocument(site.locale, contentPath(contentLocation(match), "meta.json"), "meta") : null;
  return data(
    { status, title: meta?.document.fields.title, description: meta?.document.fields.description },
    { status, headers: { "Cache-Control": "no-store" } },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.description ? [{ name: "description", content: loaderData.description }] : [];

export default function ErrorPage({ loaderData }: Route.ComponentProps) {
  const shell = useRouteLoaderData<typeof rootLoader>("root");
  return <ErrorView status={loaderData.status} translations={shell?.translations} documentTitle={loaderData.title} />;
}
