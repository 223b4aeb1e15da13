/**
 * The one table of the site's routes. `app/routes.ts` builds the router config from it; links,
 * canonical URLs and route lookups read it too. Names are the spec's state names.
 */

/** Search area of spec 1 §3, used for page metadata and tracking. */
export type Section = "home-security" | "about-section" | "enterprise" | "vsb" | "smb" | "other";

/** Route module file, relative to `app/`, for each page template. */
export const templates = {
  "content-page": "routes/content-page.tsx",
  "error-page": "routes/error-page.tsx",
} as const;
export type Template = keyof typeof templates;

export interface RouteEntry {
  /** Stable state name. */
  name: string;
  /** Primary URL path. */
  path: string;
  /** Other paths that render this page at their own URL, with the primary as canonical. */
  aliases: readonly string[];
  section: Section;
  template: Template;
  /** Content location (`content/{locale}/{content}/meta.json`); "" is the locale root. */
  content: string;
  /** HTTP status of the page (error pages). */
  status?: number;
}

const entry = (e: Omit<RouteEntry, "aliases"> & { aliases?: readonly string[] }): RouteEntry => ({ aliases: [], ...e });

export const routeTable: readonly RouteEntry[] = [
  entry({ name: "homepage", path: "/", section: "other", template: "content-page", content: "" }),
  entry({ name: "about", path: "/about", section: "about-section", template: "content-page", content: "about" }),
  entry({
    name: "privacy",
    path: "/site-general/privacy",
    aliases: ["/privacy"],
    section: "other",
    template: "content-page",
    content: "site-general/privacy",
  }),
  entry({
    name: "terms",
    path: "/site-general/terms",
    aliases: ["/terms-of-use"],
    section: "other",
    template: "content-page",
    content: "site-general/terms",
  }),
  entry({
    name: "legal",
    path: "/site-general/legal",
    aliases: ["/legal"],
    section: "other",
    template: "content-page",
    content: "site-general/legal",
  }),
  entry({
    name: "errorpage-404",
    path: "/errorpage/404",
    aliases: ["/404"],
    section: "other",
    template: "error-page",
    content: "errorpage/404",
    status: 404,
  }),
  entry({
    name: "errorpage-500",
    path: "/errorpage/500",
    aliases: ["/500"],
    section: "other",
    template: "error-page",
    content: "errorpage/500",
    status: 500,
  }),
];

/** Lower-cased, without trailing slashes: how paths are compared (spec: case-insensitive, non-strict). */
export function normalizePath(pathname: string): string {
  const lower = pathname.toLowerCase().replace(/\/+$/, "");
  return lower === "" ? "/" : lower;
}

const byPath = new Map<string, { entry: RouteEntry; alias: boolean }>();
for (const route of routeTable) {
  byPath.set(normalizePath(route.path), { entry: route, alias: false });
  for (const alias of route.aliases) byPath.set(normalizePath(alias), { entry: route, alias: true });
}

/**
 * The table entry a URL path opens, and whether it came through an alias; null when none.
 *
 * @example findRoute("/Privacy/") // { entry: <privacy>, alias: true }
 */
export function findRoute(pathname: string): { entry: RouteEntry; alias: boolean } | null {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return byPath.get(normalizePath(decoded)) ?? null;
}

export function requireRouteByName(name: string): RouteEntry {
  const found = routeTable.find((route) => route.name === name);
  if (!found) throw new Error(`No route named ${name}`);
  return found;
}
