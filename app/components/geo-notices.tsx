import { useEffect, useId, useRef } from "react";
import type { GeoRule, IpInfo } from "~/domain/geo/ipinfo";
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
 * What `GeoBar` shows once the visitor's answer says there is something to show: the site bar,
 * and the suggestion as a banner, or as a blocking popup on the popup locales.
 */
export default function GeoNotices({
  info,
  rule,
  onAccept,
  onDecline,
}: {
  info: IpInfo;
  rule: GeoRule | undefined;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const Suggestion = info.mode === "popup" ? GeoPopup : GeoBanner;
  return (
    <>
      {info.siteBar && <SiteBar bar={info.siteBar} />}
      {rule && <Suggestion key={rule.locale} rule={rule} onAccept={onAccept} onDecline={onDecline} />}
    </>
  );
}
