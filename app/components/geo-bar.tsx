import { useEffect, useId, useRef, useState } from "react";
import { IGNORE_REDIRECTS_COOKIE, IGNORE_REDIRECTS_DAYS, storeCookie } from "~/domain/geo/cookies";
import { fetchIpInfo, forgetIpInfo, type GeoRule, type IpInfo } from "~/domain/geo/ipinfo";
import { focusMainIfInside, SiteBar } from "./site-bar";

interface SuggestionProps {
  rule: GeoRule;
  /** Runs before the browser follows the accept link. */
  onAccept: () => void;
  onDecline: () => void;
}

/** Banner under the header; slides open (CSS), nothing reserved for it beforehand. */
function GeoBanner({ rule, onAccept, onDecline }: SuggestionProps) {
  const ref = useRef<HTMLElement>(null);
  const { texts } = rule;
  return (
    <section ref={ref} className="notice-bar geo-bar" aria-label={texts.dialogTitle} lang={texts.lang} dir={texts.dir}>
      <div className="notice-bar__clip">
        <div className="container notice-bar__inner">
          <p className="notice-bar__message">{texts.message}</p>
          <div className="geo-bar__actions">
            <a className="button button--primary" href={rule.url} hrefLang={texts.lang} onClick={onAccept}>
              {texts.acceptLabel}
            </a>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                focusMainIfInside(ref.current);
                onDecline();
              }}
            >
              {texts.declineLabel}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * Blocking popup (spec 3 §4) as a modal `<dialog>`: the browser makes the page inert and keeps
 * focus inside; Escape declines.
 */
function GeoPopup({ rule, onAccept, onDecline }: SuggestionProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();
  const { texts } = rule;
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="geo-dialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      lang={texts.lang}
      dir={texts.dir}
      onCancel={onDecline}
    >
      <h2 id={titleId} className="geo-dialog__title">
        {texts.dialogTitle}
      </h2>
      <p id={messageId}>{texts.message}</p>
      <div className="geo-bar__actions">
        <a className="button button--primary" href={rule.url} hrefLang={texts.lang} onClick={onAccept}>
          {texts.acceptLabel}
        </a>
        <button type="button" className="button button--secondary geo-dialog__decline" onClick={onDecline}>
          {texts.declineLabel}
        </button>
      </div>
    </dialog>
  );
}

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
  const Suggestion = info?.mode === "popup" ? GeoPopup : GeoBanner;

  return (
    <>
      {info?.siteBar && <SiteBar bar={info.siteBar} />}
      {rule && <Suggestion key={rule.locale} rule={rule} onAccept={accept} onDecline={decline} />}
    </>
  );
}
