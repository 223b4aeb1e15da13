import { z } from "zod";
import { anchorId, href } from "../schema-primitives.server";

/** A raster under /images/ (the fallback every browser draws). */
const raster = z.string().regex(/^\/images\/[\w./-]+\.(png|jpe?g)$/, "must be a PNG or JPEG under /images/");
/** The same picture in a modern format, offered first with its type. */
const modern = z.string().regex(/^\/images\/[\w./-]+\.(webp|avif)$/, "must be a WebP or AVIF file under /images/");

/** One size of a promo's artwork: its raster, its modern variants and its size in pixels. */
export const promoImage = z.strictObject({
  src: raster,
  webp: modern.optional(),
  avif: modern.optional(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/**
 * One promo (spec 3 §3 "Promo: promoType, autoPlaySpeed, mobileImage, tabletImage,
 * desktopImage"). The three images are each optional here: a promo missing one is valid content
 * but is not shown (spec 3 §8, the promo hides itself), and `content:check` does not fail a page for it.
 */
export const promo = z.strictObject({
  title: z.string().min(1),
  text: z.string().min(1).optional(),
  /** Describes the artwork; empty when it is decorative. */
  alt: z.string(),
  href,
  linkLabel: z.string().min(1),
  mobileImage: promoImage.optional(),
  tabletImage: promoImage.optional(),
  desktopImage: promoImage.optional(),
});

/**
 * Product promos: one promo drawn on the server, or several rotating every `autoPlaySpeed`
 * seconds. `promoType` "banner" spans the page; "inline" sits in the content column.
 */
export const productPromoBlock = z.strictObject({
  type: z.literal("product-promo"),
  id: anchorId,
  heading: z.string().min(1).optional(),
  promoType: z.enum(["banner", "inline"]).default("banner"),
  /** Seconds each promo stays before the next (spec 3 §9: multiplied by 1000). */
  autoPlaySpeed: z.number().min(2).max(30).default(6),
  items: z.array(promo).min(1).max(6),
});

export type Promo = z.output<typeof promo>;
export type PromoImage = z.output<typeof promoImage>;
