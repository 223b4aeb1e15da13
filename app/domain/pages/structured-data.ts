import type { BuyBlockView } from "~/blocks/buy-block/view";

/**
 * JSON-LD Product data of a product page (spec 3 §3 "Product structured data"): the product of
 * the page's first available buy block, with its offers in the site's currency.
 */
export function productStructuredData(
  blocks: ReadonlyArray<{ type: string }>,
  page: { canonical: string; origin: string; brand: string },
): Record<string, unknown> | null {
  const block = blocks.find((b): b is BuyBlockView => b.type === "buy-block" && (b as BuyBlockView).state === "ready");
  if (!block) return null;
  const amounts = block.product.options.map((option) => option.amount);
  if (amounts.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: block.product.title,
    brand: { "@type": "Brand", name: page.brand },
    url: page.canonical,
    ...(block.image ? { image: `${page.origin}${block.image.src}` } : {}),
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: block.currency.code,
      lowPrice: Math.min(...amounts),
      highPrice: Math.max(...amounts),
      offerCount: amounts.length,
      url: page.canonical,
    },
  };
}
