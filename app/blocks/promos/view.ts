import type { CarouselTexts } from "~/components/ui/carousel";

export interface PromoSourceView {
  srcSet: string;
  type: string;
  /** Absent for the desktop sources, which apply above the tablet width. */
  media?: string;
  width: number;
  height: number;
}

/** A promo's `<picture>`: its sources, then the desktop raster as its `<img>`. */
export interface PromoImageSet {
  sources: PromoSourceView[];
  fallback: { src: string; width: number; height: number };
}

export interface PromoView {
  title: string;
  text?: string;
  alt: string;
  href: string;
  linkLabel: string;
  picture: PromoImageSet;
}

interface PromoCommon {
  id?: string;
  heading?: string;
  promoType: "banner" | "inline";
}

/** One promo: drawn on the server only, with no script. */
export interface ProductPromoSingleView extends PromoCommon {
  type: "product-promo-single";
  promo: PromoView;
}

/** Several promos rotating on the carousel (an island). */
export interface ProductPromoView extends PromoCommon {
  type: "product-promo";
  items: PromoView[];
  positions: string[];
  texts: CarouselTexts;
  /** The carousel's name when the block has no heading ("Featured offers"). */
  label: string;
  autoplayMs: number;
}

export type PromoBlockView = ProductPromoSingleView | ProductPromoView;
