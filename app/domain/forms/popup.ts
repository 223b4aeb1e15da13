/**
 * The newsletter popup's status rules (spec 3 §3 "status, pathsToConfigMapping", §4: "The popup is
 * open or closed, set by config status (opened, closed, 'opened-N%', 'opened-Ns', and
 * 'closed-...' variants) and by a stored closed state"). Pure.
 */

export type PopupTrigger =
  | { open: false }
  | { open: true; when: "load" }
  | { open: true; when: "scroll"; percent: number }
  | { open: true; when: "delay"; seconds: number };

/**
 * What a status means: `opened` opens on load, `opened-50%` once half the page is scrolled,
 * `opened-20s` after 20 seconds; `closed` and every `closed-…` never open by themselves.
 *
 * @example popupTrigger("opened-50%") // { open: true, when: "scroll", percent: 50 }
 * @example popupTrigger("closed-20s") // { open: false }
 */
export function popupTrigger(status: string): PopupTrigger {
  const match = /^(opened|closed)(?:-(\d{1,4})(%|s))?$/.exec(status);
  if (!match || match[1] === "closed") return { open: false };
  if (!match[2]) return { open: true, when: "load" };
  const amount = Number(match[2]);
  return match[3] === "%"
    ? { open: true, when: "scroll", percent: Math.min(100, amount) }
    : { open: true, when: "delay", seconds: amount };
}

/**
 * The status for a page: the mapping entry whose key is the longest prefix of the path (on segment
 * boundaries), else the configuration's own status.
 *
 * @example popupStatusFor({ status: "closed", pathsToConfigMapping: [{ key: "/home-security", value: "opened-50%" }] }, "/home-security/antivirus") // "opened-50%"
 */
export function popupStatusFor(
  config: { status: string; pathsToConfigMapping: ReadonlyArray<{ key: string; value: string }> },
  pathname: string,
): string {
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  let best: { key: string; value: string } | undefined;
  for (const entry of config.pathsToConfigMapping) {
    const key = entry.key.replace(/\/+$/, "") || "/";
    const matches = key === "/" || path === key || path.startsWith(`${key}/`);
    if (matches && (!best || key.length > best.key.length)) best = { key, value: entry.value };
  }
  return best?.value ?? config.status;
}

/** Whether the page is scrolled far enough for an `opened-N%` popup. */
export function scrolledPast(percent: number, scrollTop: number, viewportHeight: number, documentHeight: number): boolean {
  const scrollable = documentHeight - viewportHeight;
  if (scrollable <= 0) return true;
  return (scrollTop / scrollable) * 100 >= percent;
}

/** The key of the stored closed state (localStorage): closing or subscribing keeps it closed. */
export const popupClosedKey = "bastion:newsletter-popup-closed";
