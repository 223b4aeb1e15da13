import { z } from "zod";
import { anchorId, featureIcons, href, image, richText } from "../schema-primitives.server";

/**
 * Premium services (spec 3 §1 consumer: banner, description, FAQ, features, grid, header,
 * one-time offers, offer section, section list): the technician services sold per session. A
 * block that names a `service` (its catalogue product, e.g. "premium-installation") shows the
 * catalogue's price in the visitor's currency and, where it sells, a link to the store's cart.
 */

const service = z
  .string()
  .regex(/^premium-[a-z0-9-]+$/, "must be a premium service of the catalogue such as premium-installation");
const fact = z.strictObject({ label: z.string().min(1), value: z.string().min(1) });
const action = z.strictObject({ label: z.string().min(1), href });

export const premiumHeaderBlock = z.strictObject({
  type: z.literal("premium-header"),
  id: anchorId,
  eyebrow: z.string().min(1).optional(),
  heading: z.string().min(1),
  text: z.string().min(1),
  image: image.optional(),
  /** The service the page sells: its price and cart link. */
  service: service.optional(),
  /** Short facts beside the price ("Duration: 30 to 45 minutes"). */
  facts: z.array(fact).max(4).default([]),
  secondaryAction: action.optional(),
});

export const premiumBannerBlock = z.strictObject({
  type: z.literal("premium-banner"),
  id: anchorId,
  heading: z.string().min(1),
  text: z.string().min(1),
  image: image.optional(),
  action: action.optional(),
});

export const premiumDescriptionBlock = z.strictObject({
  type: z.literal("premium-description"),
  id: anchorId,
  heading: z.string().min(1),
  html: richText,
  image: image.optional(),
  facts: z.array(fact).max(8).default([]),
});

export const premiumFeaturesBlock = z.strictObject({
  type: z.literal("premium-features"),
  id: anchorId,
  heading: z.string().min(1).optional(),
  items: z
    .array(z.strictObject({ icon: z.enum(featureIcons), title: z.string().min(1), text: z.string().min(1) }))
    .min(1)
    .max(12),
});

const serviceCard = z.strictObject({
  service,
  title: z.string().min(1),
  text: z.string().min(1),
  href,
  icon: z.enum(featureIcons).optional(),
});

export const premiumGridBlock = z.strictObject({
  type: z.literal("premium-grid"),
  id: anchorId,
  heading: z.string().min(1).optional(),
  intro: z.string().min(1).optional(),
  services: z.array(serviceCard).min(1).max(12),
});

export const premiumFaqBlock = z.strictObject({
  type: z.literal("premium-faq"),
  id: anchorId,
  heading: z.string().min(1).optional(),
  items: z
    .array(z.strictObject({ question: z.string().min(1), html: richText }))
    .min(1)
    .max(30),
  /** A page with all the questions. */
  more: action.optional(),
});

/** Services bought once, each with its price and a link straight to the cart. */
export const premiumOneTimeOffersBlock = z.strictObject({
  type: z.literal("premium-one-time-offers"),
  id: anchorId,
  heading: z.string().min(1).optional(),
  intro: z.string().min(1).optional(),
  offers: z
    .array(z.strictObject({ service, title: z.string().min(1), text: z.string().min(1) }))
    .min(1)
    .max(8),
});

/** One service put forward, with its price, what it includes and the cart link. */
export const premiumOfferSectionBlock = z.strictObject({
  type: z.literal("premium-offer-section"),
  id: anchorId,
  eyebrow: z.string().min(1).optional(),
  heading: z.string().min(1),
  text: z.string().min(1),
  service,
  includes: z.array(z.string().min(1)).max(8).default([]),
  image: image.optional(),
});

/** The sections of the services page, or the services, as a list to jump to. */
export const premiumSectionListBlock = z.strictObject({
  type: z.literal("premium-section-list"),
  id: anchorId,
  heading: z.string().min(1).optional(),
  sections: z
    .array(z.strictObject({ title: z.string().min(1), text: z.string().min(1).optional(), href }))
    .min(2)
    .max(12),
});
