import type { BuyBlockView } from "~/blocks/buy-block/view";
import type { ReviewCarouselView } from "~/blocks/forms/view";
import type { PageMeta } from "~/domain/content/pages.server";

/**
 * JSON-LD Product data of a product page (spec 3 §3 "Product structured data"): the product of
 * the page's first available buy block, with its offers in the site's currency, and — from the
 * page's review carousel, approved reviews only — its AggregateRating ("review statistics") and
 * the reviews shown.
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
    ...reviewData(blocks),
  };
}

function reviewData(blocks: ReadonlyArray<{ type: string }>): Record<string, unknown> {
  const carousel = blocks.find((b): b is ReviewCarouselView => b.type === "review-carousel");
  if (!carousel || carousel.summary.count === 0) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: carousel.summary.average,
      reviewCount: carousel.summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: carousel.items.flat().map((review) => ({
      "@type": "Review",
      name: review.title,
      reviewBody: review.text,
      datePublished: review.date,
      author: { "@type": "Person", name: review.nickname },
      reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

/** News (press releases, coverage, press-centre articles) vs blog posts vs other articles. */
const articleTypes: Record<string, "NewsArticle" | "BlogPosting" | "Article"> = {
  "press-release": "NewsArticle",
  news: "NewsArticle",
  "press-center": "NewsArticle",
  "policy-blog": "BlogPosting",
};

/**
 * JSON-LD of a repository item's detail page: NewsArticle for press releases and news,
 * BlogPosting for the policy blog, Article for resources; with its publication date, language,
 * author (the vendor when none is named) and publisher.
 */
export function articleStructuredData(
  meta: PageMeta,
  page: { canonical: string; origin: string; brand: string; language: string },
): Record<string, unknown> | null {
  const repository = meta.repository;
  if (!repository || !meta.publishDate) return null;
  const organization = { "@type": "Organization", name: page.brand, url: `${page.origin}/` };
  return {
    "@context": "https://schema.org",
    "@type": articleTypes[repository.type] ?? "Article",
    headline: meta.title.slice(0, 110),
    description: repository.summary,
    datePublished: meta.publishDate,
    inLanguage: page.language,
    mainEntityOfPage: page.canonical,
    url: page.canonical,
    ...(repository.image ? { image: `${page.origin}${repository.image.src}` } : {}),
    author: repository.author ? { "@type": "Person", name: repository.author } : organization,
    publisher: organization,
    ...(repository.categories.length > 0 ? { articleSection: repository.categories.map((category) => category.title) } : {}),
  };
}
