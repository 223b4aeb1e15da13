import { useCallback, useEffect, useRef, useState } from "react";
import { Dialog } from "~/components/ui/dialog";
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
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<WizardView | null>(null);
  const [busy, setBusy] = useState(false);
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
          setOpen(false);
        }
      } finally {
        setBusy(false);
      }
    },
    [launcher.href],
  );

  useEffect(() => {
    setOpen(true);
    if (!loaded.current) {
      loaded.current = true;
      void go("", request.asked);
    }
  }, [request, go]);

  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      title={launcher.dialogTitle}
      closeLabel={launcher.close}
      className="wizard-dialog"
    >
      {view ? (
        <Wizard view={view} mode={{ kind: "dialog", go: (query) => void go(query), busy }} />
      ) : (
        <LoadingStatus text={launcher.loading} />
      )}
    </Dialog>
  );
}

function LoadingStatus({ text }: { text: string }) {
  return (
    <p className="wizard-dialog__status" role="status">
      {text}
    </p>
  );
}
