import { useEffect } from "react";
import { useLocation, useMatches } from "react-router";
import { buildPageView, ecommerceProvider, nextReferrer, shouldTrackPageView } from "~/domain/tracking/page-view";
import { liveChatFor } from "~/lib/live-chat";
import type { ResellerStore } from "~/sites/locales";

/** Session-storage key of a referrer kept for the next page view (set by flows that leave the site). */
export const storedReferrerKey = "storedReferrer";

/**
 * The page name of the deepest match: the route table's name of a content page (its loader says
 * it; the content pages share one route), the route id of the rest (aliases share their target's
 * name); a path no page claims is the 404 page.
 */
function pageNameOf(match: { id: string; loaderData: unknown } | undefined): string {
  if (!match) return "errorpage-404";
  if (match.id === "content-page") return (match.loaderData as { routeName?: string } | undefined)?.routeName ?? "errorpage-404";
  return match.id.split("@")[0] ?? match.id;
}

/**
 * Page names already pushed, and the last URL, for this page load. Module state, not component
 * state: the root swaps between its page and error trees, and the count must survive that.
 */
const seenPageNames = new Set<string>();
let previousUrl: string | null = null;

interface TrackedSite {
  locale: string;
  currency: string;
  store: ResellerStore;
  liveChat: boolean;
  staging: boolean;
}

/**
 * On the first load and every client navigation: push one `page_view` per page name to
 * `window.dataLayer` (spec 1 §3, §4) and tell the live chat about the new URL.
 */
export function PageTracking({ site }: { site: TrackedSite }) {
  const location = useLocation();
  const matches = useMatches();
  const pageName = pageNameOf(matches.at(-1));
  // The search page's loader names the query searched (sanitised) and its result count.
  const search = (matches.at(-1)?.loaderData as { tracking?: { searchQuery: string; searchCount: number } | null } | undefined)
    ?.tracking;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one run per navigation (location.key), not per render.
  useEffect(() => {
    const stored = sessionStorage.getItem(storedReferrerKey);
    sessionStorage.removeItem(storedReferrerKey);
    const referrer = nextReferrer({ stored, previousUrl, documentReferrer: document.referrer });
    previousUrl = window.location.href;

    window.dataLayer ??= [];
    if (shouldTrackPageView(pageName, seenPageNames)) {
      window.dataLayer.push(
        buildPageView({
          pageName,
          siteLocale: site.locale,
          searchQuery: search?.searchQuery ?? "",
          searchCount: search?.searchCount ?? null,
          currency: site.currency,
          ecommerceProvider: ecommerceProvider(site.store),
          staging: site.staging,
          version: { ...__BUILD_INFO__, apiServer: window.location.origin },
          referrer,
        }),
      );
    } else if (search) {
      // The page view goes once per page name; every further search is an event of its own.
      window.dataLayer.push({ event: "search", searchQuery: search.searchQuery, searchCount: search.searchCount });
    }
    liveChatFor(site)?.navigate(window.location.href);
  }, [location.key]);

  return null;
}
