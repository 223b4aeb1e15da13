import { useEffect } from "react";
import { data, redirect, useMatches, useNavigationType, useRouteLoaderData } from "react-router";
import { changesAtOf } from "~/blocks/consumer/view";
import { formPageAction } from "~/blocks/forms/action.server";
import { formsResolveContext } from "~/blocks/forms/resolve.server";
import { blocksProvideTitle } from "~/blocks/islands";
import type { RenderBlock } from "~/blocks/resolve.server";
import type { SearchResultsView } from "~/blocks/search/view";
import { drawForResponse } from "~/blocks/static-blocks.server";
import { wizardLauncherFor } from "~/blocks/wizards/resolve.server";
import { WizardLauncher } from "~/blocks/wizards/wizard-dialog";
import { DebugPanel } from "~/components/debug-panel";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { PageLayout } from "~/components/layout/page-layouts";
import { requestContext, servicesContext, siteContext } from "~/context";
import { pageHead } from "~/domain/content/page-head";
import { debugEntries } from "~/domain/pages/debug-panel";
import { loadPage } from "~/domain/pages/load-page.server";
import { lookupAndRoute, serialFromQuery } from "~/domain/renewal/lookup.server";
import { renewalEntryPage } from "~/domain/renewal/routing";
import { routeHeaders } from "~/lib/http-headers";
import type { loader as rootLoader } from "~/root";
import { findRoute } from "~/routing/route-table";
import { debugEnabled } from "~/sites/debug-mode";
import type { Route } from "./+types/content-page";

/** Loader, action and error headers reach the document response (see `routeHeaders`). */
export const headers = routeHeaders;

function renewalDeps(context: Route.LoaderArgs["context"]) {
  const { content, licences, renewal } = context.get(servicesContext);
  return { content, licences, sessions: renewal };
}

/** Any page made of content blocks; the route table decides which content folder it reads. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const info = context.get(requestContext);
  const { logger, visitor, clientIp, requestId } = info;
  const site = context.get(siteContext);

  const routeName = findRoute(url.pathname)?.entry.name ?? "";
  // Renewal pages with a licence key form: a serial in their query runs the lookup on arrival.
  const serial = renewalEntryPage(routeName) ? serialFromQuery(url.searchParams) : null;
  if (serial) {
    const answer = await lookupAndRoute({
      deps: renewalDeps(context),
      site,
      url,
      page: routeName,
      clientIp,
      rawSerial: serial,
      mode: "lookup",
    });
    if (answer instanceof Response) return answer;
  }
  const notice = routeName.startsWith("lrc-") ? await services.renewal.takeNotice(request, site.locale) : null;

  const result = await loadPage({
    content: services.content,
    pricing: services.pricing,
    site,
    url,
    logger,
    visitor,
    notice,
    downloads: { port: services.downloads, origin: url.origin },
    search: services.search,
    forms: formsResolveContext(services, site.locale, clientIp),
  });
  if (result.type === "not-found") throw data(null, { status: 404 });
  if (result.type === "redirect") throw redirect(result.location);
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  const debug = debugEnabled(url.hostname, url.searchParams.get("debug"));
  // Renewal pages, pages with a form (its token is this visitor's) and the debug panel (it names
  // this visitor's country and request) are for one visitor.
  if (routeName.startsWith("lrc-") || debug || hasVisitorBlocks(result.view.page.blocks))
    headers.set("Cache-Control", "private, no-store");
  // A page whose drawing changes at an instant (an offer starts or ends) is not kept past it.
  const changesAt = changesAtOf(result.view.page.blocks);
  if (changesAt) headers.set("Expires", changesAt.toUTCString());
  // The Canadian notice moves on after its delay without JavaScript too.
  if (notice?.redirect) headers.set("Refresh", `${Math.ceil(notice.redirect.afterMs / 1000)}; url=${notice.redirect.url}`);
  // A wizard answer it cannot take (a licence count that is no number) is the visitor's to mend.
  const refused = result.view.page.blocks.some(
    (block) =>
      (block.type === "hmc-universal" || block.type === "help-me-choose") &&
      block.view.question?.kind === "number" &&
      block.view.question.error,
  );
  const translations = await services.content.requireDocument(
    site.locale,
    "localization/general-translations.json",
    "general-translations",
  );
  const blocks = drawForResponse(info, result.view.page.blocks, { translations: translations.document.fields, url });
  return data(
    {
      ...result.view,
      page: { ...result.view.page, blocks },
      wizardLauncher: await wizardLauncherFor(services.content, site.locale, { routeName }),
      tracking: searchTracking(result.view.page.blocks),
      debug: debug ? debugEntries(result.view, { country: visitor.country, requestId }) : null,
    },
    { headers, status: refused ? 400 : 200 },
  );
}

/** The search page's query and result count, for the data layer (spec 1 §3). */
function searchTracking(blocks: RenderBlock[]) {
  const search = blocks.find((block): block is SearchResultsView => block.type === "search-results");
  return search?.tracking ?? null;
}

/** Blocks drawn for one visitor: forms (a token of their own) and the bot's answer to their question. */
function hasVisitorBlocks(blocks: RenderBlock[]): boolean {
  return blocks.some((block) => block.type === "form" || (block.type === "qna-bot" && block.exchange));
}

/**
 * The licence key form posts here (spec 2 §4): the lookup answers with a redirect or a field
 * message. So does every form block (`intent=form`): its thank-you, or its messages.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  // A path no page claims takes no posts (the content pages share the catch-all route).
  if (!findRoute(url.pathname)) throw data(null, { status: 405 });
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "form") return formPageAction(form, url, context, context.get(servicesContext));
  if (intent !== "lrc-lookup" && intent !== "lrc-partner") throw data(null, { status: 400 });
  const info = context.get(requestContext);
  return lookupAndRoute({
    deps: renewalDeps(context),
    site: context.get(siteContext),
    url,
    page: findRoute(url.pathname)?.entry.name ?? "",
    clientIp: info.clientIp,
    rawSerial: String(form.get("serial") ?? ""),
    mode: intent === "lrc-partner" ? "partner-dialog" : "lookup",
    // A post without JavaScript: its answer is a whole page (see `lookupAndRoute`).
    wholePage: !info.dataRequest,
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageHead(loaderData) : []);

/** `/lrc/b2c-hp` reloads the page unless the visit was direct (spec 1 §2.6, spec 2 §2). */
function useReloadUnlessDirect() {
  const routeId = useMatches().at(-1)?.id;
  const navigationType = useNavigationType();
  useEffect(() => {
    if (routeId === "lrc-b2c@/lrc/b2c-hp" && navigationType !== "POP") window.location.reload();
  }, [routeId, navigationType]);
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const shell = useRouteLoaderData<typeof rootLoader>("root");
  useReloadUnlessDirect();
  const { page, layout } = loaderData;
  return (
    // Fallback content keeps its own language and direction, so it is read, hyphenated and laid
    // out as such (English inside the Arabic site runs left to right); the notice above it is the site's.
    // One route serves every content page: another page is another tree, not this one updated.
    <div
      key={loaderData.routeName}
      className={`layout layout--${layout}`}
      data-page={loaderData.routeName}
      lang={loaderData.contentLanguage}
      dir={loaderData.contentDir}
    >
      {loaderData.fallbackNotice && shell && (
        <p className="fallback-notice container" lang={shell.site.language} dir={shell.site.dir} role="note">
          {loaderData.fallbackNotice}
        </p>
      )}
      {shell && (
        <Breadcrumbs trail={page.meta.breadcrumbs} homeLabel={shell.translations.home} label={shell.translations.breadcrumbs} />
      )}
      {!blocksProvideTitle(page.blocks) && (
        <header className="page-header container">
          <h1>{page.meta.title}</h1>
        </header>
      )}
      <PageLayout layout={layout} data={loaderData.layoutData} blocks={page.blocks} translations={shell?.translations} />
      {loaderData.wizardLauncher && <WizardLauncher launcher={loaderData.wizardLauncher} />}
      {loaderData.debug && <DebugPanel entries={loaderData.debug} />}
    </div>
  );
}
