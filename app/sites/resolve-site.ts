import { defaultLocale, isLocaleCode, type LocaleCode, requireSite, type Site, sites } from "./locales";

const productionHosts = new Map<string, LocaleCode>([...sites.values()].map((site) => [site.host, site.locale]));

/** Host name without port, lower-cased; brackets of IPv6 literals kept. */
function hostName(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith("[")) return lower.slice(0, lower.indexOf("]") + 1);
  return lower.split(":")[0] ?? "";
}

/**
 * The locale a request's Host header selects: a production host, or `{locale}.localhost` in
 * development; any other host serves the global site.
 *
 * @example resolveLocale("de-de.localhost:3000") // "de-de"
 */
export function resolveLocale(host: string | null | undefined): LocaleCode {
  if (!host) return defaultLocale;
  const name = hostName(host);
  const production = productionHosts.get(name);
  if (production) return production;
  if (name.endsWith(".localhost")) {
    const label = name.slice(0, -".localhost".length);
    if (isLocaleCode(label)) return label;
  }
  return defaultLocale;
}

/**
 * Whether an origin is one of our sites, for requests one site sends to another: the HTTPS origin
 * of a configured site's host; in development also `localhost` and `{locale}.localhost` on any
 * port. (A request from a page to its own origin never needs this.)
 *
 * @example isSiteOrigin(new URL("https://de-de.bastion.example"), { development: false }) // true
 * @example isSiteOrigin(new URL("http://localhost:9999"), { development: false }) // false
 */
export function isSiteOrigin(origin: URL, options: { development: boolean }): boolean {
  const name = origin.hostname.toLowerCase();
  if (options.development && (name === "localhost" || name.endsWith(".localhost"))) return true;
  return origin.protocol === "https:" && origin.port === "" && productionHosts.has(name);
}

/**
 * The origin of a locale's site as seen from the current request: production hosts use https,
 * development hosts keep the request's scheme and port.
 */
export function siteOrigin(locale: LocaleCode, requestUrl: URL): string {
  const name = requestUrl.hostname.toLowerCase();
  if (name === "localhost" || name.endsWith(".localhost") || !productionHosts.has(name)) {
    const port = requestUrl.port ? `:${requestUrl.port}` : "";
    const host = locale === defaultLocale ? "localhost" : `${locale}.localhost`;
    return `${requestUrl.protocol}//${host}${port}`;
  }
  return `https://${requireSite(locale).host}`;
}

export type { Site };
