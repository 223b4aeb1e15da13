import type { MetaDescriptor } from "react-router";
import { brand } from "~/config/brand";

interface PageHeadInput {
  page: { meta: { title: string; description: string; keywords?: string } };
  canonical: string;
  alternates: Array<{ hreflang: string; href: string }>;
}

/** A page title for the browser tab: the brand is appended unless the title already names it. */
export function documentTitle(title: string): string {
  return title.includes(brand.name) ? title : `${title} | ${brand.name}`;
}

/**
 * Title, description, keywords, canonical and alternate links of a content page.
 */
export function pageHead({ page, canonical, alternates }: PageHeadInput): MetaDescriptor[] {
  const { title, description, keywords } = page.meta;
  const fullTitle = documentTitle(title);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(keywords ? [{ name: "keywords", content: keywords }] : []),
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { tagName: "link", rel: "canonical", href: canonical },
    ...alternates.map(({ hreflang, href }) => ({ tagName: "link", rel: "alternate", hrefLang: hreflang, href })),
  ];
}
