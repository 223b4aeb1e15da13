import { useEffect } from "react";
import { useLocation, useMatches } from "react-router";
import { buildPageView, ecommerceProvider, nextReferrer, shouldTrackPageView } from "~/domain/tracking/page-view";
import { liveChatFor } from "~/lib/live-chat";
import type { ResellerStore } from "~/sites/locales";

/** Session-storage key of a referrer kept for the next page view (set by flows that leave the site). */
export const storedReferrerKey = "storedReferrer";

/** Route id → page name: aliases share their target's name; the catch-all is the 404 page. */
function pageNameOf(routeId: string | undefined): string {
  if (!routeId || routeId === "not-found") return "errorpage-404";
  return routeId.split("@")[0] ?? routeId;
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
  const pageName = pageNameOf(matches.at(-1)?.id);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one run per navigation (location.key), not per render.
  useEffect(() => {
    const stored = sessionStorage.getItem(storedReferrerKey);
    sessionStorage.removeItem(storedReferrerKey);
    const referrer = nextReferrer({ stored, previousUrl, documentReferrer: document.referrer });
    previousUrl = window.location.href;

    if (shouldTrackPageView(pageName, seenPageNames)) {
      const search = new URLSearchParams(location.search);
      window.dataLayer ??= [];
      window.dataLayer.push(
        buildPageView({
          pageName,
          siteLocale: site.locale,
          searchQuery: pageName === "search" ? (search.get("query") ?? "") : "",
          searchCount: null,
          currency: site.currency,
          ecommerceProvider: ecommerceProvider(site.store),
          staging: site.staging,
          version: { ...__BUILD_INFO__, apiServer: window.location.origin },
          referrer,
        }),
      );
    }
    liveChatFor(site)?.navigate(window.location.href);
  }, [location.key]);

  return null;
}
