import { lazy, Suspense, useEffect, useState } from "react";
import type { Shell } from "~/domain/content/shell.server";
import { popupClosedKey, popupStatusFor, popupTrigger, scrolledPast } from "~/domain/forms/popup";

type Config = NonNullable<Shell["newsletter"]>;

/** The dialog itself, loaded when it first opens (many visits never see it). */
const NewsletterDialog = lazy(() => import("./newsletter-dialog"));

function storedClosed(): boolean {
  try {
    return window.localStorage.getItem(popupClosedKey) === "1";
  } catch {
    return false;
  }
}

function storeClosed() {
  try {
    window.localStorage.setItem(popupClosedKey, "1");
  } catch {
    // Storage unavailable (spec 3 §8): the popup may open again on the next page; nothing breaks.
  }
}

/**
 * The newsletter popup (spec 3 §3–§5): opens on load, after N seconds or once N% of the page is
 * scrolled (the scroll check throttled), as the page's status says; stays closed once closed or
 * subscribed (stored). A non-modal dialog: focus moves into it when it opens unless the visitor is
 * using a control of the page, Escape closes it and the page stays usable. It posts to `/_svc/FormService/` with a token it asks for on opening; an
 * invalid address is cleared and its placeholder becomes the configured error (spec 3 §4).
 */
export function NewsletterPopup({ config, pathname }: { config: Config; pathname: string }) {
  const [open, setOpen] = useState(false);
  const trigger = popupTrigger(popupStatusFor(config, pathname));
  const when = trigger.open ? trigger.when : "never";
  const amount = !trigger.open ? 0 : trigger.when === "scroll" ? trigger.percent : trigger.when === "delay" ? trigger.seconds : 0;

  useEffect(() => {
    if (when === "never" || storedClosed()) return;
    if (when === "load") {
      setOpen(true);
      return;
    }
    if (when === "delay") {
      const timer = window.setTimeout(() => setOpen(true), amount * 1000);
      return () => window.clearTimeout(timer);
    }
    let waiting = false;
    const check = () => {
      if (waiting) return;
      waiting = true;
      // Throttled (spec 3 §4): at most one check every 250 ms.
      window.setTimeout(() => {
        waiting = false;
        const root = document.documentElement;
        if (scrolledPast(amount, window.scrollY, window.innerHeight, root.scrollHeight)) {
          setOpen(true);
          window.removeEventListener("scroll", check);
        }
      }, 250);
    };
    window.addEventListener("scroll", check, { passive: true });
    // The page may be scrolled already (a restored position, an anchor, scrolling before this ran).
    check();
    return () => window.removeEventListener("scroll", check);
  }, [when, amount]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterDialog
        config={config}
        onSubscribed={storeClosed}
        onClose={() => {
          storeClosed();
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
