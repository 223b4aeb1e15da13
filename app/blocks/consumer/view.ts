import type { Image } from "../schemas.server";

/** A special offer as drawn: its link resolved (`overrideLink`, `newTab`) and its last day written out. */
export interface OfferView {
  title: string;
  text: string;
  image?: Image;
  badge?: string;
  href: string;
  newTab: boolean;
  linkLabel: string;
  /** "Valid until 31 December 2026" in the site's language; null for an offer without an end. */
  validUntil: string | null;
}

/** Shared by the blocks whose drawing changes at an instant: when that is, if ever (ISO). */
interface ChangesAt {
  changesAt: string | null;
}

export interface SpecialOffersView extends ChangesAt {
  type: "special-offers";
  id?: string;
  heading?: string;
  intro?: string;
  /** The offers shown now, in the document's order. */
  items: OfferView[];
  /** Shown when no offer is current. */
  emptyText: string;
  newTabText: string;
}

export interface SpecialOfferView extends ChangesAt {
  type: "special-offer";
  id?: string;
  /** Null once the offer has ended (or before it starts). */
  offer: OfferView | null;
  endedText: string;
  offersHref: string;
  offersLinkText: string;
  newTabText: string;
}

export interface StatsWidgetView {
  type: "stats-widget";
  id?: string;
  heading?: string;
  /** Values written in the site's language ("60 million+"). */
  stats: Array<{ value: string; label: string }>;
}

export interface SocialLinkView {
  network: string;
  href: string;
  label: string;
}

export interface SocialSharingView {
  type: "social-sharing";
  id?: string;
  shareHeading: string;
  share: SocialLinkView[];
  followHeading: string;
  follow: SocialLinkView[];
}

export interface VpnMessageView {
  type: "vpn-message";
  id?: string;
  message: string;
  link?: { label: string; href: string };
}

export interface KscDisclaimersView {
  type: "ksc-disclaimers";
  id?: string;
  disclaimers: Array<{ mark: string; text: string }>;
}

export type ConsumerView =
  | SpecialOffersView
  | SpecialOfferView
  | StatsWidgetView
  | SocialSharingView
  | VpnMessageView
  | KscDisclaimersView;

/** The instant at which a drawn page stops being right, for the page cache; null when it never does. */
export function changesAtOf(blocks: ReadonlyArray<{ type: string; changesAt?: string | null }>): Date | null {
  let next: number | null = null;
  for (const block of blocks) {
    if (!block.changesAt) continue;
    const at = Date.parse(block.changesAt);
    if (next === null || at < next) next = at;
  }
  return next === null ? null : new Date(next);
}
