import { useRef, useState } from "react";
import { Link } from "react-router";
import { SITE_BAR_CLOSED, SITE_BAR_CLOSED_DAYS, SITE_BAR_COOKIE, storeCookie } from "~/domain/geo/cookies";
import { forgetIpInfo, type SiteBarContent } from "~/domain/geo/ipinfo";

/** Moves focus to the page when the focused bar goes away, so keyboard users are not dropped on `<body>`. */
export function focusMainIfInside(element: HTMLElement | null): void {
  if (element?.contains(document.activeElement)) document.getElementById("main")?.focus({ preventScroll: true });
}

/**
 * The site's announcement bar (spec 3 §4 "Site bar: active until closed"). Closing stores
 * `siteBar=No`, which the ipinfo answer honours from then on. Shown by `GeoBar`, which fetches the
 * answer that carries it.
 */
export function SiteBar({ bar }: { bar: SiteBarContent }) {
  const [open, setOpen] = useState(true);
  const ref = useRef<HTMLElement>(null);
  if (!open) return null;

  function close() {
    storeCookie(SITE_BAR_COOKIE, SITE_BAR_CLOSED, SITE_BAR_CLOSED_DAYS);
    forgetIpInfo();
    focusMainIfInside(ref.current);
    setOpen(false);
  }

  return (
    <section ref={ref} className="notice-bar site-bar" aria-label={bar.label}>
      <div className="notice-bar__clip">
        <div className="container notice-bar__inner">
          <p className="notice-bar__message">
            {bar.message}
            {bar.link && (
              <>
                {" "}
                <Link className="site-bar__link" to={bar.link.href}>
                  {bar.link.label}
                </Link>
              </>
            )}
          </p>
          <button type="button" className="site-bar__close" aria-label={bar.closeLabel} onClick={close}>
            <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
              <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
    </section>
  );
}
