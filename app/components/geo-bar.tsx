import { lazy, Suspense, useEffect, useState } from "react";
import { IGNORE_REDIRECTS_COOKIE, IGNORE_REDIRECTS_DAYS, storeCookie } from "~/domain/geo/cookies";
import { fetchIpInfo, forgetIpInfo, type IpInfo } from "~/domain/geo/ipinfo";

/** The bars themselves, loaded with the visitor's answer: most visits have nothing to show. */
const loadNotices = () => import("./geo-notices");
const GeoNotices = lazy(loadNotices);

/**
 * The geo-redirect suggestion (spec 3 §4 "Geo bar") and the site bar, both driven by one
 * `/_svc/page/ipinfo` answer fetched in the browser after hydration, so pages stay cacheable and
 * identical for every visitor. Shows the first rule as a banner, or as a blocking popup on the
 * popup locales. Accept clears the `ignoreredirects` cookie and follows the link to the suggested
 * site; decline (or Escape in the popup) sets it for 7 days and hides the bar.
 */
export function GeoBar({ pathname }: { pathname: string }) {
  const [info, setInfo] = useState<IpInfo | null>(null);
  const [declined, setDeclined] = useState(false);

  useEffect(() => {
    let current = true;
    const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
    fetchIpInfo(`${pathname}${location.search}`, languages).then((answer) => {
      // The bars' script loads while the answer is put in place.
      if (answer?.siteBar || answer?.rules.length) void loadNotices();
      if (current) setInfo(answer);
    });
    return () => {
      current = false;
    };
  }, [pathname]);

  const rule = declined ? undefined : info?.rules[0];
  const accept = () => {
    storeCookie(IGNORE_REDIRECTS_COOKIE, "", 0);
  };
  const decline = () => {
    storeCookie(IGNORE_REDIRECTS_COOKIE, "1", IGNORE_REDIRECTS_DAYS);
    forgetIpInfo();
    setDeclined(true);
  };
  if (!info || (!info.siteBar && !rule)) return null;
  return (
    <Suspense fallback={null}>
      <GeoNotices info={info} rule={rule} onAccept={accept} onDecline={decline} />
    </Suspense>
  );
}
