import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { readCookie, storeCookie } from "~/domain/geo/cookies";
import { autoOpenCookie, autoOpenCookieDays, consumerWizardService } from "~/domain/wizards/launcher";
import type { WizardLauncherView, WizardView } from "./view";

/** The wizard itself, loaded when the dialog first has a step to show (most visitors never open it). */
const Wizard = lazy(() => import("./wizard").then((module) => ({ default: module.Wizard })));

/** How long the dialog waits for a step before it goes to the wizard's page instead. */
const serviceTimeoutMs = 8000;

const shownToday = () => readCookie(document.cookie, autoOpenCookie) !== null;

/**
 * The consumer help-me-choose dialog (spec 2 §4) and the link that opens it: without JavaScript
 * the link leads to the wizard's own page; with it, the wizard runs in a modal dialog (focus kept
 * inside, Escape closes, focus returns to the link), each step fetched in place; should the service
 * fail or not answer in time, a visitor who asked for the wizard goes on to that page at the same
 * step, and a dialog that opened by itself just closes. It opens by itself at most once a day (a
 * 1-day cookie): after the configured delay, or at once when the visitor's licence verdict is one
 * it is for.
 */
export function WizardLauncher({ launcher }: { launcher: WizardLauncherView }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [view, setView] = useState<WizardView | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const loaded = useRef(false);
  const go = useCallback(
    async (query: string, asked = true) => {
      const search = query ? `?${query}` : "";
      setBusy(true);
      try {
        const answer = await fetch(`${consumerWizardService}${search}`, {
          headers: { Accept: "application/json" },
          signal: AbortSignal.timeout(serviceTimeoutMs),
        });
        if (!answer.ok) throw new Error(`help-me-choose service answered ${answer.status}`);
        setView((await answer.json()) as WizardView);
      } catch {
        if (asked) {
          // The wizard's own page asks the same questions without the dialog.
          window.location.assign(`${launcher.href}${search}`);
        } else {
          loaded.current = false;
          dialog.current?.close();
        }
      } finally {
        setBusy(false);
      }
    },
    [launcher.href],
  );

  const open = useCallback(
    (asked: boolean) => {
      const element = dialog.current;
      if (!element || element.open) return;
      storeCookie(autoOpenCookie, "1", autoOpenCookieDays);
      if (!loaded.current) {
        loaded.current = true;
        void go("", asked);
      }
      element.showModal();
    },
    [go],
  );

  useEffect(() => {
    if (shownToday()) return;
    if (launcher.openNow) {
      open(false);
      return;
    }
    if (launcher.autoOpenSeconds === null) return;
    const timer = window.setTimeout(() => {
      if (!shownToday()) open(false);
    }, launcher.autoOpenSeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [launcher.openNow, launcher.autoOpenSeconds, open]);

  return (
    <>
      <a
        className="wizard-launcher"
        href={launcher.href}
        aria-haspopup="dialog"
        title={launcher.hint}
        onClick={(event) => {
          event.preventDefault();
          open(true);
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
            <Suspense fallback={<LoadingStatus text={launcher.loading} />}>
              <Wizard view={view} mode={{ kind: "dialog", go: (query) => void go(query), busy }} />
            </Suspense>
          ) : (
            <LoadingStatus text={launcher.loading} />
          )}
        </div>
      </dialog>
    </>
  );
}

function LoadingStatus({ text }: { text: string }) {
  return (
    <p className="wizard-dialog__status" role="status">
      {text}
    </p>
  );
}
