import { contentPath } from "~/domain/content/pages.server";
import type { ContentService } from "~/domain/content/service.server";
import { contentLocation, findRoute, pageForLocation } from "~/routing/route-table";
import { alternateLanguages, type LocaleCode } from "~/sites/locales";

/** Pages that answer with an error status or are not meant to be found. */
const unlisted = new Set(["errorpage-404", "errorpage-500", "custom", "unsubscribe-success", "unsubscribe-error"]);

/** Primary URL paths of every page a site serves (its own content and its fallbacks'), sorted. */
export async function listSitePaths(content: ContentService, locale: LocaleCode): Promise<string[]> {
  const paths = new Set<string>();
  for (const location of await content.listPageLocations(locale)) {
    const page = pageForLocation(location);
    if (!page || unlisted.has(page.entry.name)) continue;
    if (locale === "it-it" && (await answersNotFoundOnItalianSite(content, location))) continue;
    paths.add(page.path);
  }
  return [...paths].sort();
}

/** it-it answers pages whose meta setting says error404 with the 404 page (spec 1 §4); they are not listed. */
async function answersNotFoundOnItalianSite(content: ContentService, location: string): Promise<boolean> {
  const meta = await content.getDocument("it-it", contentPath(location, "meta.json"), "meta");
  return meta?.document.fields.settings.includes("error404") ?? false;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A sitemap of one site: every page with its hreflang alternates on the regional sites and
 * `x-default` (spec 1 §9's 22 entries).
 */
export function renderSitemap(paths: string[], originOf: (locale: LocaleCode) => string, locale: LocaleCode): string {
  const urls = paths.map((path) => {
    const alternates = alternateLanguages
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
  const locations = await content.listPageLocations(locale);
  return locations.includes(contentLocation(match));
}
