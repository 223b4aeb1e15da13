import type { Image } from "~/blocks/schemas.server";
import { contentPath } from "~/domain/content/pages.server";
import type { ContentService } from "~/domain/content/service.server";
import { listServedPages } from "~/domain/pages/sitemap.server";
import { type LocaleCode, requireSite } from "~/sites/locales";
import { categoryDisplayTitle } from "./rules";
import type { RepositoryType } from "./types";

/** A repository item as lists, sidebars, feeds and widgets show it. */
export interface RepositoryItem {
  type: RepositoryType;
  /** Primary URL path of the item's page. */
  path: string;
  /** Content folder, e.g. "resource-center/threats/what-is-ransomware". */
  location: string;
  title: string;
  summary: string;
  /** YYYY-MM-DD */
  date: string;
  /** Category ids (the item's class for `sel`) with their display titles. */
  categories: Array<{ id: string; title: string }>;
  image?: Image;
  labels: string[];
  source?: string;
  author?: string;
  /** Language of the item's content (a fallback item is in its original's language). */
  language: string;
}

/** Sidebar widgets are cached 120 minutes (spec 3 §9); every list reads the same cached set. */
export const repositoryCacheMs = 120 * 60 * 1000;

interface CacheEntry {
  expires: number;
  items: Promise<RepositoryItem[]>;
}
const caches = new WeakMap<ContentService, Map<LocaleCode, CacheEntry>>();

function cacheOf(content: ContentService): Map<LocaleCode, CacheEntry> {
  let cache = caches.get(content);
  if (!cache) {
    const created = new Map<LocaleCode, CacheEntry>();
    content.onChange(() => created.clear());
    caches.set(content, created);
    cache = created;
  }
  return cache;
}

/**
 * Every repository item a site serves: pages whose meta has a `repository` entry, in the site's
 * language or its fallback's, newest first. Cached per site for 120 minutes and emptied when the
 * content changes.
 */
export function listRepositoryItems(content: ContentService, locale: LocaleCode, now = Date.now()): Promise<RepositoryItem[]> {
  const cache = cacheOf(content);
  const cached = cache.get(locale);
  if (cached && cached.expires > now) return cached.items;
  const items = collectItems(content, locale);
  cache.set(locale, { expires: now + repositoryCacheMs, items });
  items.catch(() => cache.delete(locale));
  return items;
}

async function collectItems(content: ContentService, locale: LocaleCode): Promise<RepositoryItem[]> {
  const items: RepositoryItem[] = [];
  for (const page of await listServedPages(content, locale)) {
    const meta = await content.getDocument(locale, contentPath(page.location, "meta.json"), "meta");
    const fields = meta?.document.fields;
    if (!fields?.repository || !fields.publishDate) continue;
    const { repository } = fields;
    items.push({
      type: repository.type,
      path: page.path,
      location: page.location,
      title: fields.title,
      summary: repository.summary,
      date: fields.publishDate,
      categories: repository.categories.map((category) => ({ id: category.id, title: categoryDisplayTitle(category.title) })),
      ...(repository.image ? { image: repository.image } : {}),
      labels: repository.labels,
      ...(repository.source ? { source: repository.source } : {}),
      ...(repository.author ? { author: repository.author } : {}),
      language: requireSite(page.contentLocale).language,
    });
  }
  return items.sort((a, b) => (a.date === b.date ? (a.path < b.path ? -1 : 1) : a.date < b.date ? 1 : -1));
}

/** Items of some types, optionally only those under a content folder. */
export function itemsOf(items: readonly RepositoryItem[], types: readonly RepositoryType[], folder?: string): RepositoryItem[] {
  return items.filter(
    (item) => types.includes(item.type) && (!folder || item.location === folder || item.location.startsWith(`${folder}/`)),
  );
}
