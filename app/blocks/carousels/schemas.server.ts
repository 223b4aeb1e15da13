import { z } from "zod";
import { anchorId, href, image } from "../schema-primitives.server";

const productName = z.string().regex(/^[a-z0-9-]+$/, "must be a product document name such as total-security");
const heading = z.string().min(1).optional();
/** A page of this site, e.g. "/enterprise-security/resources/edr-buyers-guide". */
const sitePath = z.string().regex(/^\/[a-z0-9/-]*$/, "must be a site path such as /enterprise-security/resources/x");

/** Whether autoplay moves the slides every 4 000 ms (spec 3 §9); never for visitors who ask for reduced motion. */
const enableAutoPlay = z.boolean().default(false);

/**
 * The products carousel (spec 3 §3 "Carousel"): product cards in tabs by operating system. The tab
 * shown first is the one for the visitor's device (User-Agent); `enableTabFilter: false` shows
 * every tab's products in one carousel; `borderAndBg` frames the block. Hidden when no product of
 * any tab resolves (spec 3 §8).
 */
export const productsCarouselBlock = z.strictObject({
  type: z.literal("products-carousel"),
  id: anchorId,
  heading,
  intro: z.string().optional(),
  carouselTabs: z
    .array(
      z.strictObject({
        /** windows, mac, android, ios (or linux): the platform whose visitors start on this tab. */
        tabID: z.string().regex(/^[a-z][a-z0-9-]*$/, "must be a lower-case tab id such as windows"),
        label: z.string().min(1),
        carouselProduct: z.array(productName).min(1).max(12),
      }),
    )
    .min(1)
    .max(6)
    .refine((tabs) => new Set(tabs.map((tab) => tab.tabID)).size === tabs.length, "tab ids must differ"),
  enableTabFilter: z.boolean().default(true),
  enableAutoPlay,
  borderAndBg: z.boolean().default(false),
});

/**
 * Related products on a product page (spec 3 §9): three slides at most. Consumer products come
 * from their product documents (`products`); enterprise products and services, which have none,
 * are written out (`items`). Products first, then items.
 */
export const relatedProductsBlock = z
  .strictObject({
    type: z.literal("related-products"),
    id: anchorId,
    heading,
    intro: z.string().optional(),
    products: z
      .array(z.strictObject({ product: productName }))
      .max(12)
      .default([]),
    items: z
      .array(
        z.strictObject({
          title: z.string().min(1),
          text: z.string().min(1),
          href: href,
          image: image,
          /** The card's link; the site's "Learn more" when absent. */
          linkText: z.string().min(1).optional(),
        }),
      )
      .max(12)
      .default([]),
    enableAutoPlay,
  })
  .refine((block) => block.products.length + block.items.length > 0, "name at least one product or item");

/**
 * A deck of resource documents (repository items: title, summary, link), each with the image
 * given here or the item's own; `slidesToShow` slides at most (spec 3 §9: 3 by default).
 */
export const resourceCarouselBlock = z.strictObject({
  type: z.literal("resource-carousel"),
  id: anchorId,
  heading,
  intro: z.string().optional(),
  resources: z
    .array(z.strictObject({ path: sitePath, image: image.optional(), linkText: z.string().min(1).optional() }))
    .min(1)
    .max(12),
  linkText: z.string().min(1).optional(),
  slidesToShow: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
  enableAutoPlay,
});

/** The partners page's strategic partners (spec 3 §1): logos with a quote; hidden when empty (spec 3 §8). */
export const strategicPartnersCarouselBlock = z.strictObject({
  type: z.literal("strategic-partners-carousel"),
  id: anchorId,
  heading,
  intro: z.string().optional(),
  partners: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        logo: image,
        quote: z.string().min(1).optional(),
        person: z.string().min(1).optional(),
        role: z.string().min(1).optional(),
        href: href.optional(),
      }),
    )
    .max(16)
    .default([]),
  enableAutoPlay,
});
