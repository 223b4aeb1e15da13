/**
 * The cookies of the geo and site bars, shared by the server (which reads them) and the browser
 * (which writes them). Plain `name=value` cookies, host-only, path `/`.
 */

/** Spec 1 §4 / spec 3 §4: the geo-redirect ignore flag; legal pages' `?ignoreredirects` sets it too. */
export const IGNORE_REDIRECTS_COOKIE = "ignoreredirects";
/** Spec 1 §9 / spec 3 §9 "7 (unit not shown)": days, per spec README point 9. */
export const IGNORE_REDIRECTS_DAYS = 7;

/** Spec 3 §4 "Site bar: active until closed (value set to No)". */
export const SITE_BAR_COOKIE = "siteBar";
export const SITE_BAR_CLOSED = "No";
/** The spec gives no lifetime for a closed site bar; a year, so "until closed" holds in practice. */
export const SITE_BAR_CLOSED_DAYS = 365;

const dayInSeconds = 24 * 60 * 60;

/**
 * A cookie's value from a Cookie header (or `document.cookie`), null when absent.
 *
 * @example readCookie("a=1; siteBar=No", "siteBar") // "No"
 */
export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const pair of (header ?? "").split(";")) {
    const index = pair.indexOf("=");
    const key = (index === -1 ? pair : pair.slice(0, index)).trim();
    if (key !== name) continue;
    const raw = index === -1 ? "" : pair.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/**
 * Whether the geo-redirect ignore flag is set: the cookie is present with a value other than an
 * explicit "off" (empty, `0`, `false`, `no`), whoever wrote it.
 *
 * @example ignoresRedirects("ignoreredirects=1") // true
 */
export function ignoresRedirects(header: string | null | undefined): boolean {
  const value = readCookie(header, IGNORE_REDIRECTS_COOKIE);
  return value !== null && !["", "0", "false", "no"].includes(value.toLowerCase());
}

/** Whether the visitor closed the site bar. */
export function closedSiteBar(header: string | null | undefined): boolean {
  return readCookie(header, SITE_BAR_COOKIE) === SITE_BAR_CLOSED;
}

/**
 * A `document.cookie` assignment that stores a cookie for `days` days (0 deletes it).
 *
 * @example cookieAssignment("ignoreredirects", "1", 7) // "ignoreredirects=1; Path=/; Max-Age=604800; SameSite=Lax"
 */
export function cookieAssignment(name: string, value: string, days: number, secure = false): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", `Max-Age=${Math.round(days * dayInSeconds)}`, "SameSite=Lax"];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/**
 * Stores (or, with 0 days, deletes) a cookie from the browser; `Secure` on https pages.
 *
 * @example storeCookie(IGNORE_REDIRECTS_COOKIE, "1", IGNORE_REDIRECTS_DAYS)
 */
export function storeCookie(name: string, value: string, days: number): void {
  const assignment = cookieAssignment(name, value, days, location.protocol === "https:");
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we support (Safari < 18.4).
  document.cookie = assignment;
}
