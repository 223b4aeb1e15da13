import type { GeoBarMode, GeoSuggestion } from "./rules";

/** The geo bar's texts, in the suggested site's language (its `geoip-notification-bar.json`). */
export interface GeoBarTexts {
  /** Language and direction of the texts, for `lang`/`dir` on the bar. */
  lang: string;
  dir: "ltr" | "rtl";
  dialogTitle: string;
  /** The `{site}` placeholder already replaced by the suggested site's name. */
  message: string;
  acceptLabel: string;
  declineLabel: string;
}

/** One redirect rule of the ipinfo answer: a suggested site and the texts that offer it. */
export interface GeoRule extends GeoSuggestion {
  texts: GeoBarTexts;
}

/** The current site's announcement bar, when it has one and it applies to this visitor. */
export interface SiteBarContent {
  /** Accessible name of the bar. */
  label: string;
  message: string;
  link?: { label: string; href: string };
  closeLabel: string;
}

/** Answer of `GET /_svc/page/ipinfo?url={path}&languages={list}` (spec 3 §7). */
export interface IpInfo {
  /** Visitor country (lower-case alpha-2), null when unknown. */
  country: string | null;
  /** How the current site shows the geo bar. */
  mode: GeoBarMode;
  /** Suggested sites, best first; the bar uses the first. Empty when nothing is suggested. */
  rules: GeoRule[];
  siteBar: SiteBarContent | null;
}

export const ipInfoPath = "/_svc/page/ipinfo";

/**
 * The ipinfo URL for a page path and the browser's languages.
 *
 * @example ipInfoUrl("/about", ["de-DE", "en"]) // "/_svc/page/ipinfo?url=%2Fabout&languages=de-DE%2Cen"
 */
export function ipInfoUrl(path: string, languages: readonly string[]): string {
  const query = new URLSearchParams({ url: path });
  if (languages.length > 0) query.set("languages", languages.join(","));
  return `${ipInfoPath}?${query}`;
}

const answers = new Map<string, Promise<IpInfo | null>>();

/**
 * The ipinfo answer for a page, fetched once per URL for the life of the page (spec 3 §7 marks
 * the call as cached). A failed call answers null: the bars simply stay hidden (spec 3 §8).
 */
export function fetchIpInfo(path: string, languages: readonly string[]): Promise<IpInfo | null> {
  const url = ipInfoUrl(path, languages);
  let answer = answers.get(url);
  if (!answer) {
    answer = fetch(url, { headers: { accept: "application/json" }, credentials: "same-origin" })
      .then((response) => (response.ok ? (response.json() as Promise<IpInfo>) : null))
      .catch(() => null)
      .then((result) => {
        // A failure is not remembered: the next page view asks again.
        if (!result) answers.delete(url);
        return result;
      });
    answers.set(url, answer);
  }
  return answer;
}

/** Forgets cached answers, after the visitor changed a cookie the server reads. */
export function forgetIpInfo(): void {
  answers.clear();
}
