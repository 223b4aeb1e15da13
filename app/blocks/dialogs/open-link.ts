import { type MouseEvent, useState } from "react";

/**
 * A link that opens a dialog once the page runs: a plain click opens it instead of following the
 * link; a click that asks for a new tab or window (Ctrl, Cmd, Shift, middle button) still does.
 */
export function opensDialog(open: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open();
  };
}

/**
 * The wiring of a dialog that links open it (the news, video and disclaimer popups): what it shows
 * (`shown`, null while closed), the props of the link that opens it on a value (`aria-haspopup`
 * and `opensDialog`), and the `open` and `onClose` of its `Dialog`, which gives the focus back to
 * that link when it closes.
 *
 * @example
 * const dialog = useLinkedDialog<number>();
 * <a href={item.href} {...dialog.opener(index)}>{item.title}</a>
 * <Dialog {...dialog.state} title={…}>…</Dialog>
 */
export function useLinkedDialog<Value>() {
  const [shown, setShown] = useState<Value | null>(null);
  return {
    shown,
    opener: (value: Value) => ({ "aria-haspopup": "dialog" as const, onClick: opensDialog(() => setShown(() => value)) }),
    state: { open: shown !== null, onClose: () => setShown(null) },
  };
}
