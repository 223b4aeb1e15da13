import type { RepositoryItem } from "./items.server";

/** The Atom feed a list page announces in its head, by route name. */
export function feedPathForRoute(routeName: string): string | null {
  if (routeName === "press-releases") return "/about/press-releases/feed.atom";
  if (routeName === "policy-blog" || routeName === "policy-blog-category") return "/about/policy-blog/feed.atom";
  return null;
}

/** Entries in a feed: the newest 20. */
export const feedEntryCount = 20;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * An Atom feed (RFC 4287) of repository items, newest first: each entry with its URL as id, its
 * publication date, summary, categories and author, in the item's language. Pure.
 */
export function renderAtomFeed(input: {
  title: string;
  /** URL of the list page the feed follows. */
  pageUrl: string;
  /** URL of the feed itself. */
  feedUrl: string;
  origin: string;
  language: string;
  authorName: string;
  items: readonly RepositoryItem[];
}): string {
  const items = input.items.slice(0, feedEntryCount);
  const updated = `${items[0]?.date ?? "2004-01-01"}T00:00:00Z`;
  const entries = items.map((item) => {
    const url = `${input.origin}${item.path}`;
    const categories = item.categories.map(
      (category) => `    <category term="${escapeXml(category.id)}" label="${escapeXml(category.title)}"/>`,
    );
    return [
      `  <entry xml:lang="${escapeXml(item.language)}">`,
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(item.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${item.date}T00:00:00Z</published>`,
      `    <updated>${item.date}T00:00:00Z</updated>`,
      `    <author><name>${escapeXml(item.author ?? input.authorName)}</name></author>`,
      ...categories,
      `    <summary>${escapeXml(item.summary)}</summary>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(input.language)}">`,
    `  <id>${escapeXml(input.feedUrl)}</id>`,
    `  <title>${escapeXml(input.title)}</title>`,
    `  <updated>${updated}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(input.feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(input.pageUrl)}"/>`,
    `  <author><name>${escapeXml(input.authorName)}</name></author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
