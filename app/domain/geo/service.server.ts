import type { ContentService } from "~/domain/content/service.server";
import { formatMessage } from "~/lib/messages";
import { type LocaleCode, requireSite, type Site } from "~/sites/locales";
import { closedSiteBar, ignoresRedirects } from "./cookies";
import { countryOf } from "./country.server";
import type { GeoRule, IpInfo, SiteBarContent } from "./ipinfo";
import { type GeoSuggestion, geoBarMode, suggestSites } from "./rules";

export interface IpInfoRequest {
  /** The site the visitor is on. */
  site: Site;
  /** Client address (X-Forwarded-For already resolved against the trusted proxies). */
  clientIp: string;
  /** Path and query of the page the visitor is on. */
  path: string;
  /** Primary language subtags of the browser, best first. */
  languages: readonly string[];
  /** The request's Cookie header. */
  cookies: string | null;
  /** Origin of a site as seen from this request (`siteOrigin`). */
  origin: (locale: LocaleCode) => string;
}

/** The rule for a suggestion, with the bar texts from the suggested site's own document. */
async function withTexts(content: ContentService, suggestion: GeoSuggestion): Promise<GeoRule | null> {
  const found = await content.getDocument(suggestion.locale, "site-header/geoip-notification-bar.json", "geoip-notification-bar");
  if (!found) return null;
  const texts = found.document.fields;
  const textSite = requireSite(found.locale);
  return {
    ...suggestion,
    texts: {
      lang: textSite.language,
      dir: textSite.dir,
      dialogTitle: texts.dialogTitle,
      message: formatMessage(textSite.intlLocale, texts.message, { site: suggestion.name }),
      acceptLabel: texts.acceptLabel,
      declineLabel: texts.declineLabel,
    },
  };
}

/**
 * The current site's own bar (never a fallback locale's), when enabled, not closed, and — with
 * the India-only setting — only for visitors in India (spec 3 §4 "Site bar").
 */
async function siteBarFor(content: ContentService, site: Site, country: string | null, cookies: string | null) {
  if (closedSiteBar(cookies)) return null;
  const found = await content.getDocument(site.locale, "site-header/site-bar.json", "site-bar");
  if (!found || found.locale !== site.locale) return null;
  const { enabled, indiaOnly, label, message, link, closeLabel } = found.document.fields;
  if (!enabled || (indiaOnly && country !== "in")) return null;
  const bar: SiteBarContent = { label, message, closeLabel, ...(link ? { link } : {}) };
  return bar;
}

/**
 * The ipinfo answer for one visitor and page: their country, the geo-redirect rules (none while
 * the `ignoreredirects` cookie is set) and the site bar.
 *
 * @example
 * await loadIpInfo(content, { site: requireSite("en-us"), clientIp: "194.25.0.68", path: "/", languages: ["en"], cookies: null, origin })
 * // { country: "de", mode: "banner", rules: [{ locale: "de-de", url: ".../", name: "Deutschland (Deutsch)", texts: {...} }], siteBar: null }
 */
export async function loadIpInfo(content: ContentService, request: IpInfoRequest): Promise<IpInfo> {
  const { site, path, languages, cookies, origin } = request;
  const country = countryOf(request.clientIp);
  const suggestions = ignoresRedirects(cookies) ? [] : suggestSites({ country, site: site.locale, path, languages, origin });
  const [rules, siteBar] = await Promise.all([
    Promise.all(suggestions.map((suggestion) => withTexts(content, suggestion))),
    siteBarFor(content, site, country, cookies),
  ]);
  return {
    country,
    mode: geoBarMode(site.locale),
    rules: rules.filter((rule) => rule !== null),
    siteBar,
  };
}
