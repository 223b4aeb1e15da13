import type { MetaDescriptor } from "react-router";
import { brand } from "~/config/brand";

/** A page title for the browser tab: the brand is appended unless the title already names it. */
export function documentTitle(title: string): string {
  return title.includes(brand.name) ? title : `${title} | ${brand.name}`;
}

interface PageHeadInput {
  page: { meta: { title: string; description: string; keywords?: string } };
  canonical: string;
  alternates: Array<{ hreflang: string; href: string }>;
  metaTags: Array<{ name: string; content: string }>;
  /** False on renewal pages, which carry no description or keywords. */
  describe: boolean;
  structuredData?: Record<string, unknown> | null;
  feed?: { href: string; title: string } | null;
}

/**
 * Title, description, keywords, page metadata tags, canonical and alternate links of a page.
 */
export function pageHead({
  page,
  canonical,
  alternates,
  metaTags,
  describe,
  structuredData,
  feed,
}: PageHeadInput): MetaDescriptor[] {
  const { title, description, keywords } = page.meta;
  const fullTitle = documentTitle(title);
  return [
    { title: fullTitle },
    ...(describe ? [{ name: "description", content: description }] : []),
    ...(describe && keywords ? [{ name: "keywords", content: keywords }] : []),
    ...metaTags,
    { property: "og:title", content: fullTitle },
    ...(describe ? [{ property: "og:description", content: description }] : []),
    { property: "og:url", content: canonical },
    { tagName: "link", rel: "canonical", href: canonical },
    ...alternates.map(({ hreflang, href }) => ({ tagName: "link", rel: "alternate", hrefLang: hreflang, href })),
    ...(feed ? [{ tagName: "link", rel: "alternate", type: "application/atom+xml", title: feed.title, href: feed.href }] : []),
    ...(structuredData ? [{ "script:ld+json": structuredData }] : []),
  ];
}
