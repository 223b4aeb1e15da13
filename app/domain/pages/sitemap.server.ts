import { contentPath } from "~/domain/content/pages.server";
import type { ContentService } from "~/domain/content/service.server";
import { contentLocation, findRoute, pageForLocation } from "~/routing/route-table";
import type { RouteEntry } from "~/routing/types";
import { alternateLanguages, type LocaleCode, requireSite } from "~/sites/locales";
import { isRenewalPage, redirectsToJapaneseStore } from "./rules";

/** Pages that answer with an error status or are not meant to be found. */
const unlisted = new Set(["errorpage-404", "errorpage-500", "custom", "unsubscribe-success", "unsubscribe-error", "search"]);

/**
 * Whether a page belongs in a sitemap at all: not an error or utility page, not a thank-you page
 * (reached after a download), not a scan verdict, not the renewal and trial center (its pages
 * answer one visitor's licence).
 */
export function isIndexablePage(entry: Pick<RouteEntry, "name" | "path">): boolean {
  if (unlisted.has(entry.name) || isRenewalPage(entry)) return false;
  return !entry.name.includes("thank-you") && !entry.path.includes("/thank-you") && !/\/verdict1?$/.test(entry.path);
}

/** A page a site serves with 200 and that may be found: by the sitemap, by site search. */
export interface ServedPage {
  /** Content folder, e.g. "about/press-releases/2026-11-03-launch". */
  location: string;
  /** Primary URL path. */
  path: string;
  entry: RouteEntry;
  /** The locale whose page document the site shows (its own or a fallback). */
  contentLocale: LocaleCode;
}

/**
 * Pages that answer 200 on the site (not the ja-jp pages sent to the external store, not it-it's
 * error404 pages) and belong in a sitemap or a search, sorted by path; each with the locale its
 * content comes from.
 */
export function listServedPages(content: ContentService, locale: LocaleCode): Promise<ServedPage[]> {
  let cache = servedPages.get(content);
  if (!cache) {
    const created = new Map<LocaleCode, Promise<ServedPage[]>>();
    content.onChange(() => created.clear());
    servedPages.set(content, created);
    cache = created;
  }
  let pages = cache.get(locale);
  if (!pages) {
    const listed = collectServedPages(content, locale);
    const entries = cache;
    listed.catch(() => entries.delete(locale));
    cache.set(locale, listed);
    pages = listed;
  }
  return pages;
}

/**
 * The served pages of each site, per content service: the sitemap of every site names the pages of
 * every other (its alternates), and site search indexes them all, so they are worked out once and
 * kept until the content changes.
 */
const servedPages = new WeakMap<ContentService, Map<LocaleCode, Promise<ServedPage[]>>>();

async function collectServedPages(content: ContentService, locale: LocaleCode): Promise<ServedPage[]> {
  const pages = new Map<string, ServedPage>();
  for (const location of await content.listPageLocations(locale)) {
    const page = pageForLocation(location);
    if (!page || !isIndexablePage(page.entry) || pages.has(page.path)) continue;
    if (redirectsToJapaneseStore(locale, page.entry, {})) continue;
    const found = await content.getDocument(locale, contentPath(location, "page.json"), "page");
    if (!found) continue;
    if (locale === "it-it" && (await answersNotFoundOnItalianSite(content, location))) continue;
    pages.set(page.path, { location, path: page.path, entry: page.entry, contentLocale: found.locale });
  }
  return [...pages.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * Primary URL paths a site offers search engines, sorted: the served pages whose content is in
 * the site's own language — a page shown from a fallback in another language declares the
 * original as canonical and is not listed.
 */
export async function listSitePaths(content: ContentService, locale: LocaleCode): Promise<string[]> {
  const language = requireSite(locale).language;
  return (await listServedPages(content, locale))
    .filter((page) => requireSite(page.contentLocale).language === language)
    .map((page) => page.path);
}

/** it-it answers pages whose meta setting says error404 with the 404 page (spec 1 §4); they are not listed. */
async function answersNotFoundOnItalianSite(content: ContentService, location: string): Promise<boolean> {
  const meta = await content.getDocument("it-it", contentPath(location, "meta.json"), "meta");
  return meta?.document.fields.settings.includes("error404") ?? false;
}

/** The sitemap paths of every site of the hreflang list, for the alternates of each page. */
export async function listAlternatePaths(content: ContentService): Promise<Map<LocaleCode, ReadonlySet<string>>> {
  const entries = await Promise.all(
    alternateLanguages.map(async ({ locale }) => [locale, new Set(await listSitePaths(content, locale))] as const),
  );
  return new Map(entries);
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A sitemap of one site: every page with its hreflang alternates (spec 1 §9's list) — only the
 * sites where the same path is a page of their own (`alternatePaths`), so no alternate redirects,
 * answers 404 or shows another language's fallback.
 */
export function renderSitemap(
  paths: string[],
  originOf: (locale: LocaleCode) => string,
  locale: LocaleCode,
  alternatePaths: ReadonlyMap<LocaleCode, ReadonlySet<string>>,
): string {
  const urls = paths.map((path) => {
    const alternates = alternateLanguages
      .filter(({ locale: target }) => alternatePaths.get(target)?.has(path))
      .map(
        ({ hreflang, locale: target }) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(originOf(target) + path)}"/>`,
      )
      .join("\n");
    return `  <url>\n    <loc>${escapeXml(originOf(locale) + path)}</loc>\n${alternates}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Whether a URL path opens a page on a site: a route claims it and its content exists. */
export async function pageExists(content: ContentService, locale: LocaleCode, pathname: string): Promise<boolean> {
  const match = findRoute(pathname);
  if (!match) return false;
  if (match.entry.template !== "content-page") return true;
  const location = contentLocation(match);
  const locations = await content.listPageLocations(locale);
  if (!locations.includes(location)) return false;
  return !(locale === "it-it" && (await answersNotFoundOnItalianSite(content, location)));
}
