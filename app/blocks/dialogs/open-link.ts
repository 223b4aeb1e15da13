import type { MouseEvent } from "react";

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
