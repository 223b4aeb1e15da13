import { useCallback, useEffect, useId, useRef, useState } from "react";
import { consumerWizardService } from "~/domain/wizards/launcher";
import type { WizardLauncherView, WizardView } from "./view";
import { Wizard } from "./wizard";
import type { OpenRequest } from "./wizard-dialog";

/** How long the dialog waits for a step before it goes to the wizard's page instead. */
const serviceTimeoutMs = 8000;

/**
 * The consumer dialog once asked for (see `WizardLauncher`): opens as a modal on each request,
 * loads its first step once, each further step in place.
 */
export default function WizardDialog({ launcher, request }: { launcher: WizardLauncherView; request: OpenRequest }) {
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

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    if (!loaded.current) {
      loaded.current = true;
      void go("", request.asked);
    }
  }, [request, go]);

  return (
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
          <Wizard view={view} mode={{ kind: "dialog", go: (query) => void go(query), busy }} />
        ) : (
          <LoadingStatus text={launcher.loading} />
        )}
      </div>
    </dialog>
  );
}

function LoadingStatus({ text }: { text: string }) {
  return (
    <p className="wizard-dialog__status" role="status">
      {text}
    </p>
  );
}
