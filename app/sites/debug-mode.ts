import { sites } from "./locales";

/**
 * The debug features (the page's debug panel: route, page type, content document and its locale,
 * visitor country, request id) and where they may run (spec 2 §6 "Debug features are disabled on
 * production hosts unless debug=prod"). Pure.
 */

/** `production`: a host of the site registry; `development`: localhost and `{locale}.localhost`; else `other`. */
export type HostKind = "production" | "development" | "other";

const productionHosts: ReadonlySet<string> = new Set([...sites.values()].map((site) => site.host));

/**
 * The kind of a request's host name (without port; letter case and a trailing dot ignored).
 *
 * @example hostKind("de-de.bastion.example") // "production"
 * @example hostKind("de-de.localhost") // "development"
 */
export function hostKind(hostname: string): HostKind {
  const name = hostname.trim().toLowerCase().replace(/\.$/, "");
  if (productionHosts.has(name)) return "production";
  if (name === "localhost" || name.endsWith(".localhost")) return "development";
  return "other";
}

/**
 * Whether a request asks for the debug features and may have them: on development hosts any
 * `debug` parameter (`?debug`, `?debug=1`); on production hosts only `debug=prod`. Hosts that are
 * neither (an IP address, a proxy's name) follow the production rule, so a production server
 * reached by another name never shows more than on its own name.
 *
 * @example debugEnabled("localhost", "1") // true
 * @example debugEnabled("www.bastion.example", "1") // false
 * @example debugEnabled("www.bastion.example", "prod") // true
 */
export function debugEnabled(hostname: string, debugParam: string | null): boolean {
  if (debugParam === null) return false;
  return hostKind(hostname) === "development" || debugParam === "prod";
}
