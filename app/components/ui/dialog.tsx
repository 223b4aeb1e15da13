import { type KeyboardEvent, type ReactNode, type RefObject, type SyntheticEvent, useEffect, useId, useRef } from "react";

/** What Tab may reach inside a dialog, in document order. */
const tabbableSelector = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "[contenteditable]:not([contenteditable=false])",
  "[tabindex]",
].join(",");

/** The elements Tab stops at inside `root`: visible, enabled, not taken out by `tabindex=-1`. */
export function tabbableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(tabbableSelector)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.classList.contains("dialog__guard") &&
      !element.closest("[inert]") &&
      element.getClientRects().length > 0,
  );
}

/**
 * The next element of a focus cycle: Tab from the last goes to the first, Shift+Tab from the
 * first (or from the dialog itself) to the last; null where the browser's own move stays inside.
 *
 * @example cycleTarget([a, b, c], c, false) // a
 * @example cycleTarget([a, b, c], a, true) // c
 * @example cycleTarget([a, b, c], a, false) // null
 */
export function cycleTarget<T>(tabbable: readonly T[], current: T | null, backwards: boolean): T | null {
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (first === undefined || last === undefined) return null;
  const index = current === null ? -1 : tabbable.indexOf(current);
  if (index === -1) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === tabbable.length - 1) return first;
  return null;
}

export interface DialogProps {
  /** Open (as a modal, `showModal()`) or closed; the dialog reports every closing by `onClose`. */
  open: boolean;
  /**
   * The dialog has closed, however it was: Escape, its close button, a `<form method="dialog">`
   * inside it, or `open` set to false. The owner sets `open` to false here.
   */
  onClose: () => void;
  /** The visible heading that names the dialog (`aria-labelledby`). */
  title: ReactNode;
  /** The close button's accessible name ("Close"); omitted only where the dialog's own actions end it. */
  closeLabel?: string;
  className?: string;
  /** The element that describes the dialog (`aria-describedby`), when there is one. */
  describedBy?: string;
  /** Where focus goes on opening; else the first control other than the close button or a frame, else the close button. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on closing when the element that had it before is gone (a dialog opened on load). */
  fallbackFocus?: () => HTMLElement | null;
  /** Whether a click on the backdrop closes it (default); off for a choice the visitor must make. */
  dismissOnBackdrop?: boolean;
  lang?: string;
  dir?: "ltr" | "rtl";
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` (`showModal()`): the page behind is inert and does not
 * scroll (`dialog.css`), focus moves into it and Tab and Shift+Tab cycle inside it (an explicit
 * trap, so focus never leaves for the browser's own interface), Escape closes it, and focus goes
 * back to the control that opened it. Named by its heading; a labelled close button in its head.
 */
export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  className,
  describedBy,
  initialFocus,
  fallbackFocus,
  dismissOnBackdrop = true,
  lang,
  dir,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const fallbackRef = useRef(fallbackFocus);
  fallbackRef.current = fallbackFocus;
  /** Closed by `closeNow`, whose closing is over: the `close` event it queued has nothing left to do. */
  const closedHere = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      closedHere.current = false;
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      dialog.showModal();
      // Not into a frame: a player's or a form's page would keep the keys (Escape) to itself.
      const tabbable = tabbableIn(dialog);
      const target =
        initialFocus?.current ??
        tabbable.find((element) => !element.matches(".dialog__close, iframe")) ??
        tabbable.find((element) => element.matches(".dialog__close"));
      (target ?? dialog).focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocus]);

  // Closed by unmounting (the owner went away while open): give focus back all the same. The
  // element is taken now: React has let go of the ref by the time this cleanup runs.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) {
        dialog.close();
        restoreFocus(opener.current, fallbackRef.current);
      }
    };
  }, []);

  function finishClosing() {
    restoreFocus(opener.current, fallbackRef.current);
    opener.current = null;
    onCloseRef.current();
  }

  /**
   * Closes the dialog and tells the owner at once. The native `close` event comes in a later task:
   * a control that opens the dialog again before then (Enter right after Escape) would find the
   * owner's state still open, and its opening would be lost.
   */
  function closeNow() {
    const dialog = ref.current;
    if (!dialog?.open) return;
    closedHere.current = true;
    dialog.close();
    finishClosing();
  }

  function onNativeClose(event: SyntheticEvent<HTMLDialogElement>) {
    // Opened again since (an effect run twice, a quick reopening): this closing is over already.
    if (event.currentTarget.open) return;
    if (closedHere.current) {
      closedHere.current = false;
      return;
    }
    // Closed otherwise: a `<form method="dialog">` inside, or the owner setting `open` to false.
    finishClosing();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.defaultPrevented) return;
    // Escape closes here rather than by the browser's close request, which may come without a
    // `cancel` event (none without a user activation since the last one).
    if (event.key === "Escape") {
      event.preventDefault();
      closeNow();
      return;
    }
    if (event.key !== "Tab") return;
    const dialog = event.currentTarget;
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = cycleTarget(tabbableIn(dialog), active === dialog ? null : active, event.shiftKey);
    if (target) {
      event.preventDefault();
      target.focus();
    }
  }

  /** Focus that reached a guard (from an embedded frame, whose keys the page never sees) goes round. */
  const wrap = (backwards: boolean) => {
    const dialog = ref.current;
    if (!dialog) return;
    const tabbable = tabbableIn(dialog);
    (backwards ? tabbable[tabbable.length - 1] : tabbable[0])?.focus();
  };

  return (
    <dialog
      ref={ref}
      className={`dialog${className ? ` ${className}` : ""}`}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      lang={lang}
      dir={dir}
      tabIndex={-1}
      onClose={onNativeClose}
      onCancel={closeNow}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const guard = (event.target as HTMLElement).dataset.guard;
        if (guard) wrap(guard === "start");
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself, outside its box.
        if (
          dismissOnBackdrop &&
          event.target === event.currentTarget &&
          outside(event.currentTarget, event.clientX, event.clientY)
        ) {
          closeNow();
        }
      }}
    >
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a focus guard; the dialog hands its focus on at once. */}
      <span className="dialog__guard" data-guard="start" tabIndex={0} />
      <div className="dialog__head">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {closeLabel && (
          <button type="button" className="dialog__close" aria-label={closeLabel} onClick={closeNow}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
      <div className="dialog__body">{children}</div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: as above. */}
      <span className="dialog__guard" data-guard="end" tabIndex={0} />
    </dialog>
  );
}

function outside(element: HTMLElement, x: number, y: number): boolean {
  const box = element.getBoundingClientRect();
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

function restoreFocus(opener: HTMLElement | null, fallback: (() => HTMLElement | null) | undefined) {
  const target = opener?.isConnected ? opener : (fallback?.() ?? null);
  target?.focus();
}
