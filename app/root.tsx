import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { ErrorView } from "~/components/error-view";
import { drawFooter } from "~/components/layout/site-footer.server";
import { SiteShell } from "~/components/layout/site-shell";
import { useNonce } from "~/components/nonce";
import { PageTracking } from "~/components/page-tracking";
import { requestContext, servicesContext, siteContext } from "~/context";
import { loadShell, shellForBrowser } from "~/domain/content/shell.server";
import { routeHeaders } from "~/lib/http-headers";
import { keepCampaignParameters } from "~/routing/campaign-cookies.server";
import { storeFailureAnswer } from "~/routing/store-failure.server";
import { requireSite } from "~/sites/locales";
import { resolveLocale } from "~/sites/resolve-site";
import type { Route } from "./+types/root";
import stylesheet from "./styles/site.css?url";

/** Loader, action and error headers reach the document response (see `routeHeaders`). */
export const headers = routeHeaders;

/** Selects the regional site from the Host header, once per request. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    context.set(siteContext, requireSite(resolveLocale(new URL(request.url).host)));
  },
  storeFailureAnswer,
  keepCampaignParameters,
];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ url, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { content } = context.get(servicesContext);
  const shell = await loadShell(content, site, url);
  return shellForBrowser(shell, drawFooter(shell, context.get(requestContext), url));
}

/** The shell (site, navigation, footer, translations) does not change between pages of a site. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

/**
 * Before first paint: removes `no-js`, so no-JavaScript fallbacks never flash, and sends legacy
 * `/#!/x` links to `/x` (spec README point 2).
 */
const enhanceScript = `document.documentElement.classList.replace("no-js","js");if(location.hash.indexOf("#!/")===0)location.replace(location.hash.slice(2));`;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const language = data?.site.language ?? "en";
  const dir = data?.site.dir ?? "ltr";
  return (
    <html
      lang={language}
      dir={dir}
      className="no-js"
      data-hyphens={data?.site.autoHyphenation === false ? "manual" : "auto"}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: enhanceScript }} />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Marks `<html data-hydrated>` once React has taken over the page (the error pages' too). */
function useHydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

export default function App({ loaderData }: Route.ComponentProps) {
  useHydrationMark();
  // A page framed in a dialog (the download form) comes without header and footer.
  const bare = useMatches().some((match) => (match.handle as { shell?: string } | undefined)?.shell === "bare");
  if (bare) return <Outlet />;
  return (
    <SiteShell shell={loaderData}>
      <Outlet />
      <PageTracking site={loaderData.site} />
    </SiteShell>
  );
}

/**
 * Every error ends here: a 404 shows the not-found page, anything else the server-error page,
 * inside the site's shell when it could be loaded. No error detail reaches the visitor.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useHydrationMark();
  const shell = useRouteLoaderData<typeof loader>("root");
  const status = isRouteErrorResponse(error) && error.status === 404 ? 404 : 500;
  const view = <ErrorView status={status} translations={shell?.translations} />;
  return shell ? (
    <SiteShell shell={shell}>
      {view}
      <PageTracking site={shell.site} />
    </SiteShell>
  ) : (
    <main id="main">{view}</main>
  );
}
