import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { readCookie, storeCookie } from "~/domain/geo/cookies";
import { autoOpenCookie, autoOpenCookieDays } from "~/domain/wizards/launcher";
import type { WizardLauncherView } from "./view";

/** The dialog itself, loaded when it first opens (most visitors never open it). */
const WizardDialog = lazy(() => import("./wizard-dialog-body"));

const shownToday = () => readCookie(document.cookie, autoOpenCookie) !== null;

/** One request to open the dialog: whether the visitor asked (a click) or it opened by itself. */
export interface OpenRequest {
  asked: boolean;
}

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
  const [request, setRequest] = useState<OpenRequest | null>(null);
  const open = useCallback((asked: boolean) => {
    storeCookie(autoOpenCookie, "1", autoOpenCookieDays);
    setRequest({ asked });
  }, []);

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
      {request && (
        <Suspense fallback={null}>
          <WizardDialog launcher={launcher} request={request} />
        </Suspense>
      )}
    </>
  );
}
