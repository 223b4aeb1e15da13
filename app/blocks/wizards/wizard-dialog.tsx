import { useCallback, useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { readCookie, storeCookie } from "~/domain/geo/cookies";
import { autoOpenCookie, autoOpenCookieDays, consumerWizardService } from "~/domain/wizards/launcher";
import type { WizardLauncherView, WizardView } from "./view";
import { Wizard } from "./wizard";
import "./wizards.css";

const shownToday = () => readCookie(document.cookie, autoOpenCookie) !== null;

/**
 * The consumer help-me-choose dialog (spec 2 §4) and the link that opens it: without JavaScript
 * the link leads to the wizard's own page; with it, the wizard runs in a modal dialog (focus kept
 * inside, Escape closes, focus returns to the link), each step fetched in place. The dialog opens
 * by itself at most once a day (a 1-day cookie): after the configured delay, or at once when the
 * visitor's licence verdict is one it is for.
 */
export function WizardLauncher({ launcher }: { launcher: WizardLauncherView }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<WizardView>();
  const titleId = useId();
  const { load } = fetcher;
  const go = useCallback((query: string) => load(`${consumerWizardService}${query ? `?${query}` : ""}`), [load]);
  const loaded = useRef(false);

  const open = useCallback(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    storeCookie(autoOpenCookie, "1", autoOpenCookieDays);
    if (!loaded.current) {
      loaded.current = true;
      go("");
    }
    element.showModal();
  }, [go]);

  useEffect(() => {
    if (shownToday()) return;
    if (launcher.openNow) {
      open();
      return;
    }
    if (launcher.autoOpenSeconds === null) return;
    const timer = window.setTimeout(() => {
      if (!shownToday()) open();
    }, launcher.autoOpenSeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [launcher.openNow, launcher.autoOpenSeconds, open]);

  const view = fetcher.data;
  return (
    <>
      <a
        className="wizard-launcher"
        href={launcher.href}
        aria-haspopup="dialog"
        title={launcher.hint}
        onClick={(event) => {
          event.preventDefault();
          open();
        }}
      >
        <span className="wizard-launcher__mark" aria-hidden="true">
          ?
        </span>
        {launcher.label}
      </a>
      <dialog ref={dialog} className="wizard-dialog" aria-labelledby={titleId}>
        <div className="wizard-dialog__head">
          <h2 id={titleId}>{launcher.dialogTitle}</h2>
          <button
            type="button"
            className="wizard-dialog__close"
            aria-label={launcher.close}
            onClick={() => dialog.current?.close()}
          >
            ×
          </button>
        </div>
        <div className="wizard-dialog__body">
          {view ? (
            <Wizard
              view={view}
              mode={{
                kind: "dialog",
                Form: fetcher.Form,
                action: consumerWizardService,
                go,
                busy: fetcher.state !== "idle",
              }}
            />
          ) : (
            <p className="wizard-dialog__status" role="status">
              {launcher.loading}
            </p>
          )}
        </div>
      </dialog>
    </>
  );
}
