import { z } from "zod";
import { anchorId, featureIcons, href, image, richText } from "../schema-primitives.server";

/**
 * The rest of the enterprise family (spec 3 §1 Enterprise, decision 029): the resource library
 * with its category filters, the home's menus, long-form articles and posts, content sections,
 * features, grids, tables, small print, promos, analyst awards and the gallery slider.
 */

const text = z.string().min(1);
const link = z.strictObject({ label: text, href });
/** A filter or class id as it appears in `?sel=` and in an item's `itemClass` (spec 3 §3). */
const filterId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "must be a lower-case filter id");
/** An ISO date (2026-03-24). */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date such as 2026-03-24");

/**
 * The resource library (spec 3 §3 Repository header and Articles): a header, groups of filters
 * (each `FilterID` an option, "all" by default) and the items, each with the class ids it is filed
 * under (`itemClass`); an item may hide its summary (`HideSummary`).
 */
export const enterpriseResourcesBlock = z.strictObject({
  type: z.literal("enterprise-resources"),
  id: anchorId,
  heading: text,
  subheading: z.string().optional(),
  description: z.string().optional(),
  filters: z
    .array(
      z.strictObject({
        label: text,
        options: z
          .array(z.strictObject({ filterId, label: text }))
          .min(2)
          .max(12),
      }),
    )
    .min(1)
    .max(3),
  items: z
    .array(
      z.strictObject({
        title: text,
        summary: z.string().optional(),
        hideSummary: z.boolean().default(false),
        /** The item's kind as shown ("White paper"). */
        label: z.string().optional(),
        href,
        itemClass: z.array(filterId).min(1).max(8),
      }),
    )
    .min(1)
    .max(40),
});

const menuGroup = z.strictObject({
  title: text,
  /** The group's own page. */
  href: href.optional(),
  links: z.array(link).min(1).max(10),
});

/** The enterprise home's menu of categories (solutions, products, services) with their links. */
export const enterpriseCategoryMenuBlock = z.strictObject({
  type: z.literal("enterprise-category-menu"),
  id: anchorId,
  heading: text,
  intro: z.string().optional(),
  categories: z
    .array(menuGroup.extend({ icon: z.enum(featureIcons).optional(), text: z.string().optional() }))
    .min(2)
    .max(6),
});

/** The enterprise home's quick menu: its main destinations as a row of large links. */
export const enterpriseHomeMenuBlock = z.strictObject({
  type: z.literal("enterprise-home-menu"),
  id: anchorId,
  label: text,
  items: z
    .array(link.extend({ text: z.string().optional() }))
    .min(2)
    .max(8),
});

/** A long-form article: its date is written out in the site's language by the server. */
export const enterpriseArticleBlock = z.strictObject({
  type: z.literal("enterprise-article"),
  id: anchorId,
  title: text,
  author: z.strictObject({ name: text, role: z.string().optional() }),
  date: isoDate,
  html: richText,
  related: z.array(link).max(6).default([]),
});

/** Post teasers: a list of articles with their dates and summaries. */
export const enterprisePostBlock = z.strictObject({
  type: z.literal("enterprise-post"),
  id: anchorId,
  heading: text,
  posts: z
    .array(z.strictObject({ title: text, summary: text, date: isoDate, href, image: image.optional() }))
    .min(1)
    .max(12),
});

export const enterpriseContentBlock = z.strictObject({
  type: z.literal("enterprise-content"),
  id: anchorId,
  heading: text,
  html: richText,
  aside: z.strictObject({ title: text, html: richText }).optional(),
});

export const enterpriseFeaturesBlock = z.strictObject({
  type: z.literal("enterprise-features"),
  id: anchorId,
  heading: text,
  intro: z.string().optional(),
  items: z
    .array(z.strictObject({ icon: z.enum(featureIcons), title: text, text }))
    .min(2)
    .max(12),
});

export const enterpriseGridBlock = z.strictObject({
  type: z.literal("enterprise-grid"),
  id: anchorId,
  heading: text,
  intro: z.string().optional(),
  cards: z
    .array(z.strictObject({ title: text, text, href, image: image.optional() }))
    .min(2)
    .max(12),
});

/** A data table: the first cell of each row is its header. */
export const enterpriseTableBlock = z
  .strictObject({
    type: z.literal("enterprise-table"),
    id: anchorId,
    heading: text,
    caption: text,
    columns: z.array(text).min(2).max(6),
    rows: z.array(z.array(text).min(2).max(6)).min(1).max(30),
  })
  .refine((block) => block.rows.every((row) => row.length === block.columns.length), {
    message: "every row must have one cell per column",
    path: ["rows"],
  });

/** Small print: each note has its mark ("*", "1"), which the page's text refers to. */
export const enterpriseDisclaimerBlock = z.strictObject({
  type: z.literal("enterprise-disclaimer"),
  id: anchorId,
  notes: z
    .array(z.strictObject({ mark: z.string().min(1).max(3), text }))
    .min(1)
    .max(10),
});

/** A promo band; it hides itself when its image or its target is missing (spec 3 §8). */
export const enterprisePromoBlock = z.strictObject({
  type: z.literal("enterprise-promo"),
  id: anchorId,
  heading: text,
  text: z.string().optional(),
  image: image.optional(),
  action: link.optional(),
});

export const enterpriseAwardsBlock = z.strictObject({
  type: z.literal("enterprise-awards"),
  id: anchorId,
  heading: text,
  intro: z.string().optional(),
  awards: z
    .array(
      z.strictObject({
        badge: image,
        title: text,
        source: text,
        year: z.number().int().min(2000).max(2100),
        href: href.optional(),
      }),
    )
    .min(1)
    .max(12),
});

/** Images with captions on the shared carousel. */
export const gallerySliderBlock = z.strictObject({
  type: z.literal("gallery-slider"),
  id: anchorId,
  heading: text,
  intro: z.string().optional(),
  slides: z
    .array(z.strictObject({ image, caption: text }))
    .min(2)
    .max(12),
});

/** The family's members of the `block` union in `../schemas.server.ts`. */
export const enterpriseMoreBlocks = [
  enterpriseResourcesBlock,
  enterpriseCategoryMenuBlock,
  enterpriseHomeMenuBlock,
  enterpriseArticleBlock,
  enterprisePostBlock,
  enterpriseContentBlock,
  enterpriseFeaturesBlock,
  enterpriseGridBlock,
  enterpriseTableBlock,
  enterpriseDisclaimerBlock,
  enterprisePromoBlock,
  enterpriseAwardsBlock,
  gallerySliderBlock,
] as const;
