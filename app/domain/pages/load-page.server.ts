import { downloadRequest } from "~/blocks/downloads/resolve.server";
import type { FormsResolveContext } from "~/blocks/forms/resolve.server";
import { brand } from "~/config/brand";
import { type ContentPage, loadContentPage } from "~/domain/content/pages.server";
import type { ContentService } from "~/domain/content/service.server";
import type { DownloadsPort } from "~/domain/downloads/port.server";
import { IGNORE_REDIRECTS_COOKIE, IGNORE_REDIRECTS_DAYS } from "~/domain/geo/cookies";
import { chosenCurrency } from "~/domain/pricing/currency-choice";
import type { PricingPort } from "~/domain/pricing/port.server";
import { fillPriceReferences } from "~/domain/pricing/price-references.server";
import type { RenewalNotice } from "~/domain/renewal/types";
import { feedPathForRoute } from "~/domain/repository/feed";
import type { SearchService } from "~/domain/search/service.server";
import { displayNames } from "~/lib/intl-formats";
import type { Logger } from "~/lib/logger.server";
import { formatMessage } from "~/lib/messages";
import { canonicalPath, contentLocation, findRoute, type RouteMatch } from "~/routing/route-table";
import { alternateLanguages, requireSite, type Site } from "~/sites/locales";
import { siteOrigin } from "~/sites/resolve-site";
import { unlinkMissingPages } from "./dead-links.server";
import { type LayoutData, loadLayoutData } from "./layout-data.server";
import {
  chooseLayout,
  isLegalPage,
  isRenewalPage,
  isResourceCenterPage,
  type Layout,
  pageMetaTags,
  redirectsToJapaneseStore,
  titleCase,
  vpnRedirect,
} from "./rules";
import { articleStructuredData, productStructuredData } from "./structured-data";
import { type TrialPageType, trialPageType } from "./trial-rules";
import type { Visitor } from "./visitor";

export interface PageView {
  routeName: string;
  section: RouteMatch["entry"]["section"];
  page: ContentPage;
  layout: Layout;
  /** What the layout shows besides the blocks (press navigation, blog categories, featured post). */
  layoutData: LayoutData;
  /** The page type of spec 2 §6 that trial buttons follow on this page. */
  pageType: TrialPageType | null;
  canonical: string;
  alternates: Array<{ hreflang: string; href: string }>;
  metaTags: Array<{ name: string; content: string }>;
  /** Renewal pages drop description and keywords. */
  describe: boolean;
  /** Language of the page's content when it came from a fallback locale in another language … */
  contentLanguage?: string;
  /** … and its writing direction (English inside the Arabic site is left to right) … */
  contentDir?: "ltr" | "rtl";
  /** … and the notice, in the site's language, that says the page exists in that language only. */
  fallbackNotice?: string;
  /** JSON-LD Product data, on pages that sell a product. */
  structuredData: Record<string, unknown> | null;
  /** The Atom feed a list page offers (press releases, policy blog). */
  feed: { href: string; title: string } | null;
}

export type PageResult =
  | { type: "not-found" }
  | { type: "redirect"; location: string }
  | { type: "page"; view: PageView; setCookies: string[] };

export interface LoadPageInput {
  content: ContentService;
  pricing: PricingPort;
  site: Site;
  url: URL;
  logger: Logger;
  /** The visitor's country, User-Agent and campaign cookies, noting which ones the page reads. */
  visitor: Visitor;
  /** The renewal center's one-time notice for this visitor, shown by a serial form. */
  notice?: RenewalNotice | null;
  /** The downloads service and this site's origin, for download blocks. */
  downloads: { port: DownloadsPort; origin: string };
  /** Site search, for the search page's results. */
  search?: SearchService;
  /** Forms, reviews and the question bot, for their blocks. */
  forms?: FormsResolveContext;
}

/**
 * Everything a content page needs, with the page-change rules of spec 1 §4 applied: unknown
 * pages and it-it pages set to error404 are not found; ja-jp consumer pages and VPN pages for
 * prohibited countries redirect; legal pages store `ignoreredirects`; meta defaults are used
 * (with a warning) when a page has no meta document.
 */
export async function loadPage({
  content,
  pricing,
  site,
  url,
  logger,
  visitor,
  notice,
  downloads,
  search,
  forms,
}: LoadPageInput): Promise<PageResult> {
  const match = findRoute(url.pathname);
  if (!match) return { type: "not-found" };
  const { entry, params } = match;

  const vpn = vpnRedirect(() => visitor.country, entry.name, params);
  if (vpn) return { type: "redirect", location: vpn };
  if (redirectsToJapaneseStore(site.locale, entry, params)) return { type: "redirect", location: brand.japanConsumerStore };

  const location = contentLocation(match);
  const context = {
    content,
    pricing,
    site,
    // Read only by what depends on them, so the page cache knows what the page varies on.
    get country() {
      return visitor.country;
    },
    logger,
    searchParams: url.searchParams,
    notice,
    // Campaign and affiliate parameters for the cart links, from this URL or an earlier landing page.
    get storeArgs() {
      return visitor.storeArgs(url.searchParams);
    },
    // Trial buttons follow the product's flags for this page's type (spec 2 §6).
    pageType: trialPageType(entry),
    downloads: downloadRequest(downloads.port, visitor, downloads.origin),
    search,
    forms,
    pathname: url.pathname,
    pageUrl: `${siteOrigin(site.locale, url)}${url.pathname}`,
    now: new Date(),
  };
  const loaded = await loadContentPage(context, location, (missing) =>
    logger.warn({ location: missing }, "page meta missing; default title and breadcrumbs used"),
  );
  if (!loaded) return { type: "not-found" };
  // Amounts in the copy come from the catalogue, in the currency the page's buy blocks show.
  const filled = await fillPriceReferences(loaded, { pricing, site, currency: chosenCurrency(site, url.searchParams), logger });
  // Copy shared between sites may link a page this site does not have: no link answers 404.
  const page = await unlinkMissingPages(filled, content, site.locale);
  if (site.locale === "it-it" && page.meta.settings.includes("error404")) return { type: "not-found" };

  if (isResourceCenterPage(entry) && params["*"]) {
    const last = params["*"].split("/").at(-1) ?? "";
    page.meta.breadcrumbs = [...page.meta.breadcrumbs.filter((crumb) => crumb.url), { title: titleCase(last) }];
  }

  const origin = siteOrigin(site.locale, url);
  const contentLanguage = requireSite(page.contentLocale).language;
  // A page shown from another language's content is that language's page: it says so, and its
  // canonical URL is the original's, so search engines index the original only.
  const fallback = contentLanguage !== site.language;
  const canonicalOrigin = fallback ? siteOrigin(page.contentLocale, url) : origin;
  const setCookies: string[] = [];
  if (isLegalPage(entry) && url.searchParams.has("ignoreredirects")) {
    // Readable by the geo bar, which clears it when the visitor accepts a suggestion.
    const secure = url.protocol === "https:" ? "; Secure" : "";
    setCookies.push(`${IGNORE_REDIRECTS_COOKIE}=true; Path=/; Max-Age=${IGNORE_REDIRECTS_DAYS * 86_400}; SameSite=Lax${secure}`);
  }

  const layout = chooseLayout(entry, page.meta.template, site.locale);
  return {
    type: "page",
    setCookies,
    view: {
      routeName: entry.name,
      section: entry.section,
      page,
      layout,
      layoutData: await loadLayoutData(layout, { content, site, pathname: url.pathname }),
      pageType: context.pageType,
      canonical: `${canonicalOrigin}${canonicalPath(match)}`,
      // Alternate-language links belong to the homepage only (spec 1 §1), and name only the sites
      // whose homepage is in their own language.
      alternates:
        entry.name === "homepage" && !fallback
          ? (await homepageAlternates(content)).map(({ hreflang, locale }) => ({ hreflang, href: `${siteOrigin(locale, url)}/` }))
          : [],
      metaTags: pageMetaTags({
        documentId: `${page.contentLocale}/${location || "home"}`,
        publishDate: page.meta.publishDate,
        language: site.language,
        country: site.country,
        breadcrumbs: page.meta.breadcrumbs,
        section: entry.section,
      }),
      describe: !isRenewalPage(entry),
      contentLanguage: fallback ? contentLanguage : undefined,
      contentDir: fallback ? requireSite(page.contentLocale).dir : undefined,
      fallbackNotice: fallback ? await fallbackNotice(content, site, contentLanguage) : undefined,
      feed: feedLink(entry.name, origin, page.meta.title),
      structuredData:
        productStructuredData(page.blocks, { canonical: `${origin}${canonicalPath(match)}`, origin, brand: brand.name }) ??
        articleStructuredData(page.meta, {
          canonical: `${canonicalOrigin}${canonicalPath(match)}`,
          origin: canonicalOrigin,
          brand: brand.name,
          language: contentLanguage,
        }),
    },
  };
}

function feedLink(routeName: string, origin: string, title: string): PageView["feed"] {
  const path = feedPathForRoute(routeName);
  return path ? { href: `${origin}${path}`, title } : null;
}

/** The hreflang entries whose site shows its homepage in its own language (not another's fallback). */
async function homepageAlternates(content: ContentService) {
  const own = await Promise.all(
    alternateLanguages.map(async (alternate) => {
      const found = await content.getDocument(alternate.locale, "page.json", "page");
      return found && requireSite(found.locale).language === requireSite(alternate.locale).language ? alternate : null;
    }),
  );
  return own.filter((alternate) => alternate !== null);
}

/** "Diese Seite ist nur auf Englisch verfügbar.": the site's message with the content language's name. */
async function fallbackNotice(content: ContentService, site: Site, contentLanguage: string): Promise<string> {
  const translations = await content.requireDocument(
    site.locale,
    "localization/general-translations.json",
    "general-translations",
  );
  const language = displayNames(site.intlLocale, { type: "language" }).of(contentLanguage) ?? contentLanguage;
  return formatMessage(site.intlLocale, translations.document.fields.fallbackNotice, { language });
}
