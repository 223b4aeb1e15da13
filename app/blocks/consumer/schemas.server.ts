import { z } from "zod";
import { anchorId, href, image } from "../schema-primitives.server";

/** An instant with its offset, e.g. "2026-12-01T00:00:00+01:00". */
const instant = z.iso.datetime({ offset: true });

/** Spec 3 §3 "Offer data: overrideLink, newTab, url, dates". */
const offerDates = z
  .strictObject({ start: instant.optional(), end: instant.optional() })
  .refine((dates) => !dates.start || !dates.end || Date.parse(dates.start) < Date.parse(dates.end), {
    message: "the offer must start before it ends",
    path: ["end"],
  });

export const specialOffer = z.strictObject({
  title: z.string().min(1),
  text: z.string().min(1),
  image: image.optional(),
  badge: z.string().min(1).optional(),
  /** The offer's own page. */
  url: href,
  /** Where the offer's link goes instead of `url` (a store page, a partner's offer). */
  overrideLink: href.optional(),
  /** The link opens in a new tab. */
  newTab: z.boolean().default(false),
  linkLabel: z.string().min(1),
  dates: offerDates.optional(),
});
export type SpecialOffer = z.output<typeof specialOffer>;

/** The consumer special offers list (spec 3 §1): offers shown while their dates last. */
export const specialOffersBlock = z.strictObject({
  type: z.literal("special-offers"),
  id: anchorId,
  heading: z.string().min(1).optional(),
  intro: z.string().min(1).optional(),
  items: z.array(specialOffer).min(1).max(24),
});

/**
 * One special offer on its own page: shown while its dates last, with the last day it is valid;
 * past its end the page says the offer has ended and points to the current offers.
 */
export const specialOfferBlock = z.strictObject({
  type: z.literal("special-offer"),
  id: anchorId,
  offer: specialOffer,
  /** The list of current offers, for the ended notice. */
  offersHref: href,
});

/**
 * Key figures (spec 3 §7 `site-general/stats-widget/stats-widget.json`): the block shows the
 * site's stats document; numbers are written by `Intl` in the site's language.
 */
export const statsWidgetBlock = z.strictObject({
  type: z.literal("stats-widget"),
  id: anchorId,
  heading: z.string().min(1).optional(),
});

/** A secondary list (spec 3 §1): further links with a short text each. */
export const secondaryListBlock = z.strictObject({
  type: z.literal("secondary-list"),
  id: anchorId,
  heading: z.string().min(1).optional(),
  items: z
    .array(z.strictObject({ title: z.string().min(1), text: z.string().min(1).optional(), href, image: image.optional() }))
    .min(1)
    .max(12),
});

/** A simple table (spec 3 §1): a caption, a header row and rows of text. */
export const simpleTableBlock = z
  .strictObject({
    type: z.literal("simple-table"),
    id: anchorId,
    heading: z.string().min(1).optional(),
    caption: z.string().min(1),
    head: z.array(z.string().min(1)).min(2).max(6),
    rows: z.array(z.array(z.string())).min(1).max(60),
    /** The first cell of each row names the row (`<th scope="row">`). */
    rowHeaders: z.boolean().default(true),
  })
  .superRefine((table, ctx) => {
    table.rows.forEach((row, index) => {
      if (row.length !== table.head.length) {
        ctx.addIssue({
          code: "custom",
          path: ["rows", index],
          message: `has ${row.length} cells for ${table.head.length} columns`,
        });
      }
    });
  });

/** Social sharing (spec 3 §1, the `socialLinks` setting): share the page, follow the vendor. */
export const socialSharingBlock = z.strictObject({
  type: z.literal("social-sharing"),
  id: anchorId,
});

/**
 * The VPN message (spec 3 §1, §7; spec 2: VPN use is barred in some countries): shown to visitors
 * from those countries only, beside products that include the VPN; nothing for everyone else.
 */
export const vpnMessageBlock = z.strictObject({ type: z.literal("vpn-message"), id: anchorId });

/** The cloud product's disclaimers (spec 3 §1 "ksc disclaimers", §7), from their document. */
export const kscDisclaimersBlock = z.strictObject({ type: z.literal("ksc-disclaimers"), id: anchorId });

/** A catalogue application key (`data/downloads/applications.json`), e.g. "krd-image". */
const taxonomyKey = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a taxonomy key such as kts-windows");

/**
 * Software documentation (spec 3 §1 consumer "software docs"): per product, its guides, online
 * help and release notes from the downloads catalogue.
 */
export const softwareDocsBlock = z.strictObject({
  type: z.literal("software-docs"),
  id: anchorId,
  heading: z.string().min(1).optional(),
  intro: z.string().min(1).optional(),
  items: z
    .array(z.strictObject({ title: z.string().min(1), productTaxonomy: z.array(taxonomyKey).min(1).max(12) }))
    .min(1)
    .max(12),
});
