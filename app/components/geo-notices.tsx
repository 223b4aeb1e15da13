import { useId, useRef } from "react";
import type { GeoRule, IpInfo } from "~/domain/geo/ipinfo";
import { focusMainIfInside, SiteBar } from "./site-bar";
import { Dialog } from "./ui/dialog";

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
 * Blocking popup (spec 3 §4) as a modal dialog (`Dialog`): the page behind is inert and focus
 * stays inside; Escape declines, and so does the decline button. It has no close button of its
 * own and a click beside it does nothing: the visitor chooses.
 */
function GeoPopup({ rule, onAccept, onDecline }: SuggestionProps) {
  const messageId = useId();
  const { texts } = rule;
  return (
    <Dialog
      open
      onClose={onDecline}
      title={texts.dialogTitle}
      className="geo-dialog"
      describedBy={messageId}
      dismissOnBackdrop={false}
      fallbackFocus={() => document.getElementById("main")}
      lang={texts.lang}
      dir={texts.dir}
    >
      <p id={messageId}>{texts.message}</p>
      <div className="geo-bar__actions">
        <a className="button button--primary" href={rule.url} hrefLang={texts.lang} onClick={onAccept}>
          {texts.acceptLabel}
        </a>
        <button type="button" className="button button--secondary geo-dialog__decline" onClick={onDecline}>
          {texts.declineLabel}
        </button>
      </div>
    </Dialog>
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
