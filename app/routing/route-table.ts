import { matchPath } from "react-router";
import { aboutRoutes } from "./table/about";
import { businessRoutes } from "./table/business";
import { consumerRoutes } from "./table/consumer";
import { renewalRoutes } from "./table/renewal";
import { sharedRoutes } from "./table/shared";
import type { Alias, RouteEntry } from "./types";

export type { Alias, RouteEntry, Section, Template } from "./types";
export { templates } from "./types";

/**
 * The one table of the site's pages. `app/routes.ts` builds the router config from it; canonical
 * URLs, route lookups, the sitemap, `npm run routes` and the tests read it too.
 */
export const routeTable: readonly RouteEntry[] = [
  ...sharedRoutes,
  ...aboutRoutes,
  ...consumerRoutes,
  ...businessRoutes,
  ...renewalRoutes,
];

export interface RouteMatch {
  entry: RouteEntry;
  /** Parameter values, lower-cased (content folders are lower-case); `*` holds the rest of the path. */
  params: Record<string, string>;
  /** The alias the URL came through, if any. */
  alias?: Alias;
}

const segmentPattern = /^[a-z0-9][a-z0-9._-]*$/;

/** Lower-cased, without trailing slashes: how paths are compared (spec: case-insensitive, non-strict). */
export function normalizePath(pathname: string): string {
  const lower = pathname.toLowerCase().replace(/\/+$/, "");
  return lower === "" ? "/" : lower;
}

/** Static paths before patterns; among patterns, more literal segments first (as the router ranks them). */
const staticPaths = new Map<string, { entry: RouteEntry; alias?: Alias }>();
const patterns: Array<{ pattern: string; prefix: string; entry: RouteEntry; alias?: Alias }> = [];
/**
 * The literal segments before a pattern's first parameter, lower-cased, with their slashes
 * ("/home-security/products/" of "/home-security/products/:name"): a path whose lower-case form
 * plus "/" does not start with it cannot match, so most patterns are ruled out without a match.
 */
const literalPrefix = (pattern: string) => {
  const special = pattern.search(/[:*?]/);
  return pattern.slice(0, pattern.lastIndexOf("/", special) + 1).toLowerCase();
};
for (const entry of routeTable) {
  for (const [pattern, alias] of [[entry.path, undefined] as const, ...entry.aliases.map((a) => [a.path, a] as const)]) {
    if (/[:*]/.test(pattern)) patterns.push({ pattern, prefix: literalPrefix(pattern), entry, alias });
    else staticPaths.set(normalizePath(pattern), { entry, alias });
  }
}
const literalSegments = (pattern: string) => pattern.split("/").filter((s) => s && !s.startsWith(":") && s !== "*").length;
patterns.sort(
  (a, b) =>
    literalSegments(b.pattern) - literalSegments(a.pattern) || Number(a.pattern.endsWith("*")) - Number(b.pattern.endsWith("*")),
);

function cleanParams(raw: Record<string, string | undefined>): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) return null;
    const lower = value.toLowerCase().replace(/\/+$/, "");
    const segments = lower.split("/");
    if (lower === "" || !segments.every((segment) => segmentPattern.test(segment))) return null;
    params[key] = lower;
  }
  return params;
}

/**
 * The page a URL path opens, with its parameters and the alias it came through; null when no
 * page claims it or a parameter is not a plain name (those can never name a content folder).
 *
 * @example findRoute("/About/Stories/Transparency/") // { entry: <about-story>, params: { jsonName: "transparency" } }
 * @example findRoute("/transparency") // null — only /about/transparency is an alias
 */
export function findRoute(pathname: string): RouteMatch | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const exact = staticPaths.get(normalizePath(decoded));
  if (exact) return { entry: exact.entry, params: { ...exact.alias?.params }, alias: exact.alias };
  const lower = `${decoded.toLowerCase()}/`;
  for (const { pattern, prefix, entry, alias } of patterns) {
    if (!lower.startsWith(prefix)) continue;
    const match = matchPath({ path: pattern, caseSensitive: false, end: true }, decoded);
    if (!match) continue;
    const params = cleanParams(match.params);
    if (!params) return null;
    return { entry, params: { ...params, ...alias?.params }, alias };
  }
  return null;
}

/** Fills a pattern's `:param` and `*` placeholders. */
export function fillPattern(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)|\*/g, (placeholder, name: string | undefined) => params[name ?? "*"] ?? placeholder);
}

/** The content folder of a matched page, e.g. `home-security/products/antivirus`. */
export function contentLocation(match: RouteMatch): string {
  return fillPattern(match.entry.content, match.params);
}

/** The page's primary URL path, which aliases declare as canonical. */
export function canonicalPath(match: RouteMatch): string {
  return fillPattern(match.entry.path, match.params);
}

export function requireRouteByName(name: string): RouteEntry {
  const found = routeTable.find((route) => route.name === name);
  if (!found) throw new Error(`No route named ${name}`);
  return found;
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");

/** Content patterns as expressions, static ones first, to map content folders back to URLs. */
const contentMatchers = [...routeTable]
  .sort((a, b) => Number(/[:*]/.test(a.content)) - Number(/[:*]/.test(b.content)))
  .map((entry) => {
    const names: string[] = [];
    const source = entry.content
      .split("/")
      .map((part) => {
        if (part === "*") {
          names.push("*");
          return "(.+)";
        }
        if (part.startsWith(":")) {
          names.push(part.slice(1));
          return "([^/]+)";
        }
        return escapeRegExp(part);
      })
      .join("/");
    return { entry, names, expression: new RegExp(`^${source}$`) };
  });

/**
 * The page a content folder belongs to and its primary URL path, or null for folders that are not
 * pages (shared documents, error pages).
 *
 * @example pageForLocation("home-security/products/antivirus") // { entry: <home-product>, path: "/home-security/products/antivirus" }
 */
export function pageForLocation(location: string): { entry: RouteEntry; path: string } | null {
  for (const { entry, names, expression } of contentMatchers) {
    const match = expression.exec(location);
    if (!match) continue;
    const params = Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ""]));
    return { entry, path: fillPattern(entry.path, params) };
  }
  return null;
}
