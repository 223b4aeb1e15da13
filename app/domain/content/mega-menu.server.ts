import type { LocaleCode } from "~/sites/locales";
import type { ContentService } from "./service.server";

export interface MegaMenuPanel {
  label: string;
  href: string;
  description?: string;
  links: Array<{ label: string; href: string; description?: string }>;
  featured: Array<{
    name: string;
    title: string;
    shortDesc: string;
    href: string;
    image: { src: string; alt: string; width: number; height: number };
  }>;
}

/**
 * The mega-menu panel of one main-menu item: its links, and its featured products from their
 * product documents. Null when the item does not exist.
 */
export async function loadMegaMenuPanel(
  content: ContentService,
  locale: LocaleCode,
  index: number,
): Promise<MegaMenuPanel | null> {
  const nav = await content.requireDocument(locale, "site-header/main-nav.json", "main-nav");
  const item = nav.document.fields.items[index];
  if (!item) return null;
  const featured = await Promise.all(
    item.featuredProducts.map(async (name) => {
      const found = await content.getDocument(locale, `home-security/products/${name}/${name}.json`, "product");
      if (!found) return null;
      const product = found.document.fields;
      return {
        name,
        title: product.title,
        shortDesc: product.shortDesc,
        href: product.prodPageLink,
        image: product.fullSizeImage,
      };
    }),
  );
  return {
    label: item.label,
    href: item.href,
    description: item.description,
    links: item.children,
    featured: featured.filter((product) => product !== null),
  };
}
