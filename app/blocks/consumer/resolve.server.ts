import type { Translations } from "~/domain/content/schemas.server";
import type { ContentService } from "~/domain/content/service.server";
import { nextOfferChange, offerLink, offerShown } from "~/domain/offers/rules";
import { vpnProhibitedCountries } from "~/domain/pages/rules";
import { dateTimeFormat, numberFormat } from "~/lib/intl-formats";
import type { Logger } from "~/lib/logger.server";
import { formatMessage } from "~/lib/messages";
import type { Site } from "~/sites/locales";
import type { BlockOf } from "../schemas.server";
import type { SpecialOffer } from "./schemas.server";
import type {
  KscDisclaimersView,
  OfferView,
  SocialLinkView,
  SocialSharingView,
  SpecialOffersView,
  SpecialOfferView,
  StatsWidgetView,
  VpnMessageView,
} from "./view";

export interface ConsumerResolveContext {
  content: ContentService;
  site: Site;
  /** The visitor's country; read only by the blocks that depend on it (the page cache notes it). */
  country: string | null;
  /** The page's own address (origin and path), for sharing. */
  pageUrl: string;
  /** When the page is drawn; offers are shown by it. */
  now: Date;
  logger?: Logger;
}

async function translationsOf(context: ConsumerResolveContext): Promise<Translations> {
  const found = await context.content.requireDocument(
    context.site.locale,
    "localization/general-translations.json",
    "general-translations",
  );
  return found.document.fields;
}

/**
 * The last day an offer is valid, in the site's language: the day of the instant just before its
 * end, so an offer ending at midnight is "valid until" the day before.
 */
function lastDay(end: string, site: Site): string {
  return dateTimeFormat(site.intlLocale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(Date.parse(end) - 1));
}

function offerView(offer: SpecialOffer, site: Site, translations: Translations): OfferView {
  const end = offer.dates?.end;
  return {
    title: offer.title,
    text: offer.text,
    image: offer.image,
    badge: offer.badge,
    ...offerLink(offer),
    linkLabel: offer.linkLabel,
    validUntil: end ? formatMessage(site.intlLocale, translations.offerValidUntil, { date: lastDay(end, site) }) : null,
  };
}

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/** The offers current at `now` (spec 3 §3: an offer past its dates is not shown). */
export async function resolveSpecialOffers(
  block: BlockOf<"special-offers">,
  context: ConsumerResolveContext,
): Promise<SpecialOffersView> {
  const translations = await translationsOf(context);
  return {
    type: "special-offers",
    id: block.id,
    heading: block.heading,
    intro: block.intro,
    items: block.items
      .filter((offer) => offerShown(offer.dates, context.now))
      .map((offer) => offerView(offer, context.site, translations)),
    emptyText: translations.noCurrentOffers,
    newTabText: translations.opensInNewTab,
    changesAt: isoOrNull(
      nextOfferChange(
        block.items.map((offer) => offer.dates),
        context.now,
      ),
    ),
  };
}

/** One offer on its page: itself while current, the ended notice otherwise. */
export async function resolveSpecialOffer(
  block: BlockOf<"special-offer">,
  context: ConsumerResolveContext,
): Promise<SpecialOfferView> {
  const translations = await translationsOf(context);
  const current = offerShown(block.offer.dates, context.now);
  return {
    type: "special-offer",
    id: block.id,
    offer: current ? offerView(block.offer, context.site, translations) : null,
    endedText: translations.offerEnded,
    offersHref: block.offersHref,
    offersLinkText: translations.currentOffers,
    newTabText: translations.opensInNewTab,
    changesAt: isoOrNull(nextOfferChange([block.offer.dates], context.now)),
  };
}

/** The site's key figures; hidden (null) when the site has no stats document. */
export async function resolveStatsWidget(
  block: BlockOf<"stats-widget">,
  context: ConsumerResolveContext,
): Promise<StatsWidgetView | null> {
  const found = await context.content.getDocument(
    context.site.locale,
    "site-general/stats-widget/stats-widget.json",
    "stats-widget",
  );
  if (!found) return null;
  const number = numberFormat(context.site.intlLocale, {
    notation: "compact",
    compactDisplay: "long",
    maximumFractionDigits: 1,
  });
  const percent = numberFormat(context.site.intlLocale, { style: "percent", maximumFractionDigits: 1 });
  return {
    type: "stats-widget",
    id: block.id,
    heading: block.heading,
    stats: found.document.fields.stats.map((stat) => ({
      value: stat.suffix === "%" ? percent.format(stat.value / 100) : `${number.format(stat.value)}${stat.suffix ?? ""}`,
      label: stat.label,
    })),
  };
}

const networkNames = { x: "X", facebook: "Facebook", linkedin: "LinkedIn", youtube: "YouTube", instagram: "Instagram" } as const;

/** Where each network takes a page to share; networks without a share address are only followed. */
const shareAddress: Partial<Record<keyof typeof networkNames, (url: string) => string>> = {
  x: (url) => `https://x.com/intent/post?url=${encodeURIComponent(url)}`,
  facebook: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  linkedin: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
};

/**
 * Share this page on, and follow the vendor on, the networks of the site's `socialLinks` setting
 * (spec 3 §1); hidden (null) when the site names none.
 */
export async function resolveSocialSharing(
  block: BlockOf<"social-sharing">,
  context: ConsumerResolveContext,
): Promise<SocialSharingView | null> {
  const settings = await context.content.getDocument(
    context.site.locale,
    "localization/general-settings.json",
    "general-settings",
  );
  const links = settings?.document.fields.socialLinks ?? [];
  if (links.length === 0) return null;
  const translations = await translationsOf(context);
  const label = (message: string, network: keyof typeof networkNames) =>
    formatMessage(context.site.intlLocale, message, { network: networkNames[network] });
  const share = links.flatMap(({ network }): SocialLinkView[] => {
    const address = shareAddress[network];
    return address ? [{ network, href: address(context.pageUrl), label: label(translations.shareOn, network) }] : [];
  });
  return {
    type: "social-sharing",
    id: block.id,
    shareHeading: translations.shareThisPage,
    share,
    followHeading: translations.followUs,
    follow: links.map(({ network, href }) => ({ network, href, label: label(translations.followOn, network) })),
  };
}

/** The VPN message for a visitor from a country where VPN use is barred; nothing (null) for others. */
export async function resolveVpnMessage(
  block: BlockOf<"vpn-message">,
  context: ConsumerResolveContext,
): Promise<VpnMessageView | null> {
  const country = context.country;
  if (!country || !vpnProhibitedCountries.has(country)) return null;
  const found = await context.content.getDocument(context.site.locale, "site-general/vpn-message.json", "vpn-message");
  if (!found) {
    context.logger?.warn({ locale: context.site.locale }, "VPN message document missing");
    return null;
  }
  return { type: "vpn-message", id: block.id, ...found.document.fields };
}

/** The cloud product's disclaimers; hidden (null) when the site has none. */
export async function resolveKscDisclaimers(
  block: BlockOf<"ksc-disclaimers">,
  context: ConsumerResolveContext,
): Promise<KscDisclaimersView | null> {
  const found = await context.content.getDocument(
    context.site.locale,
    "home-security/products/cloud-security/ksc-disclaimers.json",
    "ksc-disclaimers",
  );
  return found ? { type: "ksc-disclaimers", id: block.id, disclaimers: found.document.fields.disclaimers } : null;
}
