import { useEffect } from "react";
import { data, Link, redirect, useRouteLoaderData } from "react-router";
import { BlockList } from "~/blocks/block-list";
import { downloadRequest } from "~/blocks/downloads/resolve.server";
import { renderBlock } from "~/blocks/registry";
import { drawForResponse } from "~/blocks/static-blocks.server";
import { wizardLauncherFor } from "~/blocks/wizards/resolve.server";
import { WizardLauncher } from "~/blocks/wizards/wizard-dialog";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { requestContext, servicesContext, siteContext } from "~/context";
import { documentTitle } from "~/domain/content/page-head";
import { verdictFolder } from "~/domain/licences/verdict-rules";
import { unlinkMissingPages } from "~/domain/pages/dead-links.server";
import { chosenCurrency } from "~/domain/pricing/currency-choice";
import { fillPriceReferences } from "~/domain/pricing/price-references.server";
import { buildVerdictPage } from "~/domain/renewal/verdict-page.server";
import { privateHeaders, routeHeaders } from "~/lib/http-headers";
import type { loader as rootLoader } from "~/root";
import { siteOrigin } from "~/sites/resolve-site";
import type { Route } from "./+types/verdict-page";

/** Loader, action and error headers reach the document response (see `routeHeaders`). */
export const headers = routeHeaders;

/**
 * `/lrc/{verdict}`: the verdict page of the licence just looked up. Its data is kept server-side
 * behind the renewal cookie; without it (a cold visit, a guessed verdict) the visitor goes to the
 * consumer renewal home (spec 1 §2.6, §8). A `handoff` token from another regional site is moved
 * into this site's cookie first.
 */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const { content, pricing, renewal, downloads } = context.get(servicesContext);
  const info = context.get(requestContext);
  const { logger, visitor } = info;
  const site = context.get(siteContext);

  const handoff = url.searchParams.get("handoff");
  if (handoff) {
    const token = await renewal.redeemHandoff(handoff, site.locale);
    if (!token) throw redirect("/renewal-center/home", { headers: privateHeaders });
    throw redirect(url.pathname, { headers: { ...privateHeaders, "Set-Cookie": await renewal.commit(token, url) } });
  }

  const session = await renewal.verdictOf(request, site.locale);
  if (!session || session.verdict.toLowerCase() !== params.verdict.toLowerCase())
    throw redirect("/renewal-center/home", { headers: privateHeaders });

  const folder = verdictFolder(session.verdict);
  if (!folder) throw redirect("/renewal-center/home", { headers: privateHeaders });
  const file = `lrc/verdicts/${folder}/${session.verdict.toLowerCase()}`;
  const [verdict, features, texts, translations] = await Promise.all([
    content.getDocument(site.locale, `${file}.json`, "verdict"),
    content.getDocument(site.locale, `${file}-features.json`, "verdict"),
    content.requireDocument(site.locale, "localization/renewal-texts.json", "renewal-texts"),
    content.requireDocument(site.locale, "localization/general-translations.json", "general-translations"),
  ]);
  if (!verdict) {
    logger.warn({ verdict: session.verdict }, "Verdict is not available");
    throw redirect("/renewal-center/home", { headers: privateHeaders });
  }
  const blockContext = {
    content,
    pricing,
    site,
    country: visitor.country,
    logger,
    searchParams: url.searchParams,
    renewalCheckout: true,
    licenceSize: session.result.license_count,
    downloads: downloadRequest(downloads, visitor, url.origin),
    // A verdict page is one visitor's: shared blocks on it link the renewal center, not this page.
    pageUrl: `${siteOrigin(site.locale, url)}/renewal-center/home`,
    now: new Date(),
  };
  const view = await buildVerdictPage(
    session,
    verdict.document.fields,
    features?.document.fields ?? null,
    blockContext,
    texts.document.fields.expiryWarning,
  );
  if (!view) {
    const token = renewal.newToken();
    await renewal.saveNotice(token, { kind: "no-pricing" }, site.locale);
    throw redirect("/renewal-center/home#serial", {
      headers: { ...privateHeaders, "Set-Cookie": await renewal.commit(token, url) },
    });
  }
  const filled = await fillPriceReferences(view, { pricing, site, currency: chosenCurrency(site, url.searchParams), logger });
  const [page, wizardLauncher] = await Promise.all([
    unlinkMissingPages(filled, content, site.locale),
    wizardLauncherFor(content, site.locale, { verdict: session.verdict }),
  ]);
  const blocks = drawForResponse(info, page.blocks, { translations: translations.document.fields, url });
  return data({ ...page, blocks, wizardLauncher }, { headers: privateHeaders });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: documentTitle(loaderData?.title ?? "Renewal") },
  { name: "robots", content: "noindex" },
];

export default function VerdictPage({ loaderData: page }: Route.ComponentProps) {
  const shell = useRouteLoaderData<typeof rootLoader>("root");
  useEffect(() => {
    // The verdict fields go to the data layer; the serial never does (spec 1 §3, issue rules).
    window.dataLayer ??= [];
    window.dataLayer.push({ event: "lrc_verdict", verdict: page.tracking });
  }, [page.tracking]);

  return (
    <div
      className={`layout layout--verdict layout--verdict-${page.template.name}`}
      data-page="lrc-verdict"
      data-template={page.template.name}
    >
      {shell && (
        <Breadcrumbs
          trail={[{ title: page.headline }]}
          homeLabel={shell.translations.home}
          label={shell.translations.breadcrumbs}
        />
      )}
      <header className="verdict-header container">
        {page.pageHeadline && <p className="eyebrow">{page.pageHeadline}</p>}
        <h1>{page.headline}</h1>
        <div className={`verdict-status${page.status.expired ? " verdict-status--expired" : ""}`} role="status">
          <p className="verdict-status__text">{page.status.text}</p>
          {page.status.note && <p className="verdict-status__note">{page.status.note}</p>}
          {page.status.warning && <p className="verdict-status__warning">{page.status.warning}</p>}
        </div>
        {page.template.quickmenu === "header" && <Quickmenu buttons={page.quickmenu} />}
        {page.navScrollItems.length > 0 && (
          <nav className="verdict-nav" aria-label={page.headline}>
            <ul>
              {page.navScrollItems.map((item) => (
                <li key={item.target}>
                  <a href={`#${item.target}`}>{item.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {page.upgradeDetails && page.template.upgradeDetails === "header" && (
          <p className="verdict-upgrade">{page.upgradeDetails}</p>
        )}
        {page.comparisonTableLink && (
          <p>
            <Link className="text-link" to={page.comparisonTableLink}>
              {shell?.translations.learnMore ?? "Learn more"}
            </Link>
          </p>
        )}
      </header>
      <div id="offers" className={`verdict-offers verdict-offers--${page.template.offers}`}>
        {page.upgradeDetails && page.template.upgradeDetails === "callout" && (
          <p className="verdict-upgrade-callout container">{page.upgradeDetails}</p>
        )}
        <div className="verdict-offers__list">
          {page.offers.map((offer) => (
            <div key={offer.id} data-island={offer.type}>
              {renderBlock(offer, { headingLevel: 2, translations: shell?.translations })}
            </div>
          ))}
        </div>
        {page.template.quickmenu === "aside" && (
          <div className="verdict-help container">
            <Quickmenu buttons={page.quickmenu} />
          </div>
        )}
      </div>
      <BlockList blocks={page.blocks} translations={shell?.translations} />
      {page.wizardLauncher && <WizardLauncher launcher={page.wizardLauncher} />}
    </div>
  );
}

/** The verdict's quick-menu buttons (spec 2 §3 `quickmenuButtons`), where its template puts them. */
function Quickmenu({ buttons }: { buttons: Array<{ label: string; href: string }> }) {
  if (buttons.length === 0) return null;
  return (
    <div className="actions">
      {buttons.map((button) => (
        <Link key={button.href} className="button button--secondary" to={button.href}>
          {button.label}
        </Link>
      ))}
    </div>
  );
}
