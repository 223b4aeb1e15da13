import { useCallback, useEffect, useRef, useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { ActionLink } from "../action-link";
import { ContentImage } from "../content-image";
import { downloadFormMessageType } from "./form-message";
import type { BehaviourView, DownloadEvent, DownloadUiTexts, FileView } from "./view";

/** Spec 2 §9: "download start 500 ms". */
export const downloadStartDelayMs = 500;

/** Saves a file the way its link would: an anchor with `download`, clicked. */
export function saveFile(file: Pick<FileView, "href" | "fileName">): void {
  const anchor = document.createElement("a");
  anchor.href = file.href;
  anchor.download = file.fileName;
  anchor.rel = "noopener";
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** The `download` event of the data layer: product, platform and version, nothing about the visitor. */
export function pushDownloadEvent(event: DownloadEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ ...event });
}

interface Pending {
  file: FileView;
  event: DownloadEvent;
}

/**
 * How a download starts once asked for (spec 2 §4): after 500 ms, announced; or after the e-mail
 * form in a dialog, on its download message (accepted only from the form URL's origin and its
 * own frame, spec 2 §5), or on closing it when `startOnClose`; with the cross-sell popup open
 * while it starts. Returns `begin` and the dialogs and status line to render.
 */
export function useDownloadFlow(behaviour: BehaviourView, texts: DownloadUiTexts) {
  const [status, setStatus] = useState("");
  const [formSrc, setFormSrc] = useState<string | null>(null);
  const pending = useRef<Pending | null>(null);
  const started = useRef(false);
  const [formOpen, setFormOpen] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const [crossSellOpen, setCrossSellOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const start = useCallback(
    (next: Pending) => {
      started.current = true;
      setStatus(texts.starting);
      if (behaviour.crossSell) setCrossSellOpen(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        pushDownloadEvent(next.event);
        saveFile(next.file);
      }, downloadStartDelayMs);
    },
    [behaviour.crossSell, texts.starting],
  );

  const begin = useCallback(
    (file: FileView, event: DownloadEvent, options: { viaForm?: boolean } = {}) => {
      const next = { file, event };
      if (behaviour.formUrl && options.viaForm !== false) {
        pending.current = next;
        started.current = false;
        const separator = behaviour.formUrl.includes("?") ? "&" : "?";
        setFormSrc(`${behaviour.formUrl}${separator}origin=${encodeURIComponent(window.location.origin)}`);
        setFormOpen(true);
        return;
      }
      start(next);
    },
    [behaviour.formUrl, start],
  );

  // The form's "download" message: only from the form's origin and its own frame.
  useEffect(() => {
    if (!formSrc) return;
    const expectedOrigin = new URL(formSrc, window.location.href).origin;
    const onMessage = (message: MessageEvent) => {
      if (message.origin !== expectedOrigin || message.source !== frame.current?.contentWindow) return;
      const data = message.data as { type?: unknown; action?: unknown } | null;
      if (data?.type !== downloadFormMessageType || data.action !== "download") return;
      const next = pending.current;
      if (next && !started.current) start(next);
      setFormOpen(false);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [formSrc, start]);

  const onFormClose = () => {
    setFormOpen(false);
    const next = pending.current;
    if (next && !started.current && behaviour.startOnClose) start(next);
    setFormSrc(null);
  };

  const elements = (
    <>
      <p className="download-status" role="status" aria-live="polite">
        {status}
      </p>
      {behaviour.formUrl && (
        <Dialog
          open={formOpen}
          onClose={onFormClose}
          title={texts.formDialogTitle}
          closeLabel={texts.close}
          className="download-dialog"
        >
          {formSrc && (
            <iframe
              ref={frame}
              src={formSrc}
              title={texts.formDialogTitle}
              width={behaviour.formWidth}
              height={behaviour.formHeight}
              className="download-dialog__frame"
            />
          )}
        </Dialog>
      )}
      {behaviour.crossSell && (
        <Dialog
          open={crossSellOpen}
          onClose={() => setCrossSellOpen(false)}
          title={behaviour.crossSell.heading}
          closeLabel={texts.close}
          className="download-dialog download-cross-sell"
        >
          {behaviour.crossSell.image && (
            <ContentImage className="download-cross-sell__image" image={behaviour.crossSell.image} lazy={false} />
          )}
          <p>{behaviour.crossSell.text}</p>
          <form method="dialog" className="download-cross-sell__actions">
            {behaviour.crossSell.action && <ActionLink action={behaviour.crossSell.action} />}
            <button type="submit" className="button button--secondary">
              {behaviour.crossSell.dismissLabel}
            </button>
          </form>
        </Dialog>
      )}
    </>
  );
  return { begin, elements };
}
