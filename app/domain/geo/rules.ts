import { downloadThankYous as thankYouDownloads } from "~/routing/table/consumer";
import { defaultLocale, type LocaleCode, requireSite, sites } from "~/sites/locales";
import { geoRegions } from "./regions";

/** Spec 3 §2: "the geo-redirect suggestion is not shown on these" (lower case, no trailing slash). */
export const geoSilentPaths: ReadonlySet<string> = new Set([
  "/renewal-center/home",
  "/downloads",
  ...thankYouDownloads.map((product) => `/downloads/thank-you/${product}`),
  "/small-business-security/downloads",
  "/small-business-security/downloads/small-office-security",
  "/small-business-security/downloads/thank-you/small-office-security-free-trial",
]);

/**
 * Whether the geo-redirect suggestion stays hidden on a path; compared case-insensitively and
 * without query, fragment or trailing slash (spec README point 2).
 *
 * @example isGeoSilentPath("/Downloads/") // true
 */
export function isGeoSilentPath(path: string): boolean {
  const pathname = (path.split(/[?#]/)[0] ?? "").toLowerCase().replace(/\/+$/, "");
  return geoSilentPaths.has(pathname || "/");
}

/**
 * Spec 3 §4: "blocking popup for locales en-za, en-tr, tr-tr". The locale is the current site's.
 * en-tr is no registered site; it stays listed as the spec names it.
 */
export const geoPopupLocales: readonly string[] = ["en-za", "en-tr", "tr-tr"];

export type GeoBarMode = "banner" | "popup";

/**
 * How the geo bar shows on a site: a blocking popup on the popup locales, a banner elsewhere.
 *
 * @example geoBarMode("tr-tr") // "popup"
 */
export function geoBarMode(locale: string): GeoBarMode {
  return geoPopupLocales.includes(locale) ? "popup" : "banner";
}

/** Browser tags whose language our registry spells differently. */
const languageAliases: Record<string, string> = { no: "nb", nn: "nb" };

/**
 * The primary language subtags of a browser's preferred languages, best first, from a comma list
 * (`navigator.languages` joined, or an Accept-Language header: q-values are dropped, order kept).
 *
 * @example preferredLanguages("ar-SA,en-US;q=0.8,en;q=0.5") // ["ar", "en"]
 */
export function preferredLanguages(list: string | null | undefined): string[] {
  const languages = (list ?? "")
    .split(",")
    .map((entry) => (entry.split(";")[0] ?? "").trim().toLowerCase())
    .filter((tag) => /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/.test(tag))
    .map((tag) => {
      const primary = tag.split("-")[0] ?? tag;
      return languageAliases[primary] ?? primary;
    });
  return [...new Set(languages)].slice(0, 10);
}

interface Candidate {
  locale: LocaleCode;
  /** The browser language that prefers this candidate. */
  lang: string;
}

/**
 * The sites that serve a visitor country, in table order: the sites of that country, else the
 * regional sites covering it (app/domain/geo/regions.ts), else the global site.
 */
function sitesServing(country: string): Candidate[] {
  const own = [...sites.values()].filter((site) => site.country === country);
  if (own.length > 0) return own.map((site) => ({ locale: site.locale, lang: site.language }));
  const regional = geoRegions.filter((region) => region.locales.includes(country));
  if (regional.length > 0) return regional.map((region) => ({ locale: region.site, lang: region.lang }));
  return [{ locale: defaultLocale, lang: requireSite(defaultLocale).language }];
}

/** Candidates ordered by the first browser language they match; unmatched ones keep table order. */
function rankByLanguage(candidates: Candidate[], languages: readonly string[]): LocaleCode[] {
  const rank = (candidate: Candidate) => {
    const index = languages.indexOf(candidate.lang);
    return index === -1 ? languages.length : index;
  };
  const ranked = candidates.map((candidate, order) => ({ candidate, order, rank: rank(candidate) }));
  ranked.sort((a, b) => a.rank - b.rank || a.order - b.order);
  return [...new Set(ranked.map(({ candidate }) => candidate.locale))];
}

export interface GeoSuggestion {
  locale: LocaleCode;
  /** The same path (and query) on the suggested site. */
  url: string;
  /** The suggested site's native name. */
  name: string;
}

export interface SuggestSitesInput {
  /** Visitor country (lower-case alpha-2), null when unknown. */
  country: string | null;
  /** The current site. */
  site: LocaleCode;
  /** Requested path with its query, e.g. `/downloads?x=1`. */
  path: string;
  /** Primary language subtags, best first (see `preferredLanguages`). */
  languages: readonly string[];
  /** Origin of a site, e.g. `siteOrigin` from app/sites/resolve-site.ts. */
  origin: (locale: LocaleCode) => string;
}

/**
 * The geo-redirect suggestions for a visitor, best first (spec 3 §4 "Geo bar"; the bar uses the
 * first). None when the country is unknown, the path is one of spec 3 §2's silent paths, or the
 * current site already serves the visitor's country (its own country, its region, or the global
 * site for a country without a site). Several sites for one country (ae: en-ae and ar-ae; be:
 * fr-fr and nl-nl) are ordered by the browser's languages.
 *
 * @example
 * suggestSites({ country: "de", site: "en-us", path: "/about", languages: ["en"], origin })
 * // [{ locale: "de-de", url: "https://de-de.example/about", name: "Deutschland (Deutsch)" }]
 */
export function suggestSites(input: SuggestSitesInput): GeoSuggestion[] {
  const { country, site, path, languages, origin } = input;
  if (!country || isGeoSilentPath(path)) return [];
  const candidates = sitesServing(country);
  if (candidates.some((candidate) => candidate.locale === site)) return [];
  const target = path.startsWith("/") ? path : `/${path}`;
  return rankByLanguage(candidates, languages).map((locale) => ({
    locale,
    url: `${origin(locale)}${target}`,
    name: requireSite(locale).name,
  }));
}
