import type { Image } from "../schemas.server";

/** A service's price as the visitor sees it, and where to buy it; null fields when it is not sold on the site. */
export interface ServicePrice {
  /** "€32.99 per session". */
  price: string | null;
  /** The store's cart for this service; null when the catalogue has no link. */
  cartHref: string | null;
  buyText: string;
  /** Shown instead of the price and link when the service has no price here. */
  unavailable: string | null;
}

export interface PremiumHeaderView {
  type: "premium-header";
  id?: string;
  eyebrow?: string;
  heading: string;
  text: string;
  image?: Image;
  price: ServicePrice | null;
  facts: Array<{ label: string; value: string }>;
  secondaryAction?: { label: string; href: string };
}

export interface PremiumGridView {
  type: "premium-grid";
  id?: string;
  heading?: string;
  intro?: string;
  services: Array<{ title: string; text: string; href: string; icon?: string; price: ServicePrice }>;
}

export interface PremiumOneTimeOffersView {
  type: "premium-one-time-offers";
  id?: string;
  heading?: string;
  intro?: string;
  offers: Array<{ title: string; text: string; price: ServicePrice }>;
}

export interface PremiumOfferSectionView {
  type: "premium-offer-section";
  id?: string;
  eyebrow?: string;
  heading: string;
  text: string;
  includes: string[];
  image?: Image;
  price: ServicePrice;
}

export type PremiumView = PremiumHeaderView | PremiumGridView | PremiumOneTimeOffersView | PremiumOfferSectionView;
