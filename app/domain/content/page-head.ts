import type { MetaDescriptor } from "react-router";
import { brand } from "~/config/brand";

interface PageHeadInput {
  page: { meta: { title: string; description: string; keywords?: string } };
  canonical: string;
  alternates: Array<{ hreflang: string; href: string }>;
}

/**
 * Title, description, keywords, canonical and alternate links of a content page. The brand is
 * appended to titles that do not already name it.
 */
export function pageHead({ page, canonical, alternates }: PageHeadInput): MetaDescriptor[] {
  const { title, description, keywords } = page.meta;
  const fullTitle = title.includes(brand.name) ? title : `${title} | ${brand.name}`;
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
