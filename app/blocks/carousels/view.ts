import type { CarouselTexts } from "~/components/ui/carousel";
import type { Image } from "../schemas.server";

/** Slides with their position labels ("3 of 8"), formatted by the server. */
export interface SlideDeck<Item> {
  items: Item[];
  positions: string[];
}

/** A product as a carousel slide shows it (from its product document). */
export interface ProductSlide {
  name: string;
  title: string;
  shortDesc: string;
  image: Image;
  href: string;
  buyText: string;
  freeTrialLink?: string;
  freeTrialText?: string;
}

export interface ProductsCarouselView {
  type: "products-carousel";
  id?: string;
  heading?: string;
  intro?: string;
  /** Tabs with at least one product, in content order; one unnamed tab when tabs are off. */
  tabs: Array<{ id: string; label: string } & SlideDeck<ProductSlide>>;
  /** Whether the tabs are shown (`enableTabFilter` and more than one tab). */
  showTabs: boolean;
  /** The tab shown first: the visitor's platform's, else the first. */
  initialTab: string;
  autoplay: boolean;
  borderAndBg: boolean;
  texts: CarouselTexts;
}

export interface RelatedProductsView extends SlideDeck<ProductSlide> {
  type: "related-products";
  id?: string;
  heading?: string;
  intro?: string;
  autoplay: boolean;
  texts: CarouselTexts;
}

/** A resource document as a slide shows it. */
export interface ResourceSlide {
  path: string;
  title: string;
  summary: string;
  /** The item's type label ("White paper", "Webinar"), when it has one. */
  label?: string;
  image?: Image;
  linkText: string;
}

export interface ResourceCarouselView extends SlideDeck<ResourceSlide> {
  type: "resource-carousel";
  id?: string;
  heading?: string;
  intro?: string;
  slidesToShow: 2 | 3 | 4;
  autoplay: boolean;
  texts: CarouselTexts;
}

export interface PartnerSlide {
  name: string;
  logo: Image;
  quote?: string;
  person?: string;
  role?: string;
  href?: string;
}

export interface StrategicPartnersCarouselView extends SlideDeck<PartnerSlide> {
  type: "strategic-partners-carousel";
  id?: string;
  heading?: string;
  intro?: string;
  autoplay: boolean;
  texts: CarouselTexts;
}

export type CarouselView = ProductsCarouselView | RelatedProductsView | ResourceCarouselView | StrategicPartnersCarouselView;
