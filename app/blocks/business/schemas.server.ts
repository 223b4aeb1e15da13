import { z } from "zod";
import { anchorId, href, image, richText } from "../schema-primitives.server";

/**
 * The partners, small-and-medium-business and very-small-business blocks (spec 3 §1). All are
 * static (drawn on the server only). Their links are plain links (no product, no trial rules), so
 * they reach the components as written; only `targeted-solutions` is resolved, by the page's
 * header (`targeted-solutions-rules.ts`).
 */

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a lower-case slug such as internet-gateway");

/** A link drawn as a button or a text link. */
export const businessLink = z.strictObject({
  label: z.string().min(1),
  href,
  variant: z.enum(["primary", "secondary"]).default("primary"),
});
export type BusinessLink = z.output<typeof businessLink>;

const heading = { id: anchorId, heading: z.string().min(1).optional(), intro: z.string().min(1).optional() };

/** Customer or partner logos, as a grid; each logo's alt text is the company's name. */
export const logosBlock = z.strictObject({
  type: z.literal("logos"),
  ...heading,
  logos: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        image: image.refine((value) => value.alt.length > 0, "a logo's alt text names the company"),
        href: href.optional(),
      }),
    )
    .min(2)
    .max(24),
});

/** Quotes of customers or partners, each with the person, their role, company and portrait. */
export const testimonialsBlock = z.strictObject({
  type: z.literal("testimonials"),
  ...heading,
  items: z
    .array(
      z.strictObject({
        quote: z.string().min(1),
        name: z.string().min(1),
        role: z.string().min(1),
        company: z.string().min(1),
        /** Decorative next to the name (alt ""), or a described photo. */
        portrait: image.optional(),
      }),
    )
    .min(1)
    .max(6),
});

/** Partner programmes, each with its levels (tiers) and benefits. */
export const programsListBlock = z.strictObject({
  type: z.literal("programs-list"),
  ...heading,
  programs: z
    .array(
      z.strictObject({
        id: anchorId,
        name: z.string().min(1),
        audience: z.string().min(1),
        summary: z.string().min(1),
        tiers: z
          .array(z.strictObject({ name: z.string().min(1), requirement: z.string().min(1) }))
          .max(5)
          .default([]),
        benefits: z.array(z.string().min(1)).min(1).max(8),
        link: businessLink.optional(),
      }),
    )
    .min(1)
    .max(6),
});

/** A highlighted story: rich text beside an image, with key figures and an action. */
export const featuredSectionBlock = z.strictObject({
  type: z.literal("featured-section"),
  id: anchorId,
  eyebrow: z.string().min(1).optional(),
  heading: z.string().min(1),
  html: richText,
  image,
  imagePosition: z.enum(["start", "end"]).default("end"),
  figures: z
    .array(z.strictObject({ value: z.string().min(1), label: z.string().min(1) }))
    .max(4)
    .default([]),
  link: businessLink.optional(),
});

/** Awards and recognitions (the partners' and very small business pages'): badge, title, issuer, year. */
export const businessAwardsBlock = z.strictObject({
  type: z.literal("business-awards"),
  ...heading,
  awards: z
    .array(
      z.strictObject({
        title: z.string().min(1),
        issuer: z.string().min(1),
        year: z.number().int().min(1997).max(2100),
        text: z.string().min(1).optional(),
        /** The award's badge; decorative (alt "") since the title says what it is. */
        badge: image.optional(),
        href: href.optional(),
      }),
    )
    .min(1)
    .max(8),
});

export const appPlatforms = ["windows", "macos", "linux", "android", "ios", "web"] as const;

/** The business apps: agents and consoles by platform, each with where to get it. */
export const smbAppsBlock = z.strictObject({
  type: z.literal("smb-apps"),
  ...heading,
  apps: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        platforms: z.array(z.enum(appPlatforms)).min(1),
        text: z.string().min(1),
        link: businessLink.optional(),
      }),
    )
    .min(1)
    .max(8),
});

/** The business editions as a list of product rows: who each is for, what it adds, where to go. */
export const smbProductListBlock = z.strictObject({
  type: z.literal("smb-product-list"),
  ...heading,
  /** Named `editions`: `products` in a block means product document references to `content:check`. */
  editions: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        audience: z.string().min(1),
        summary: z.string().min(1),
        features: z.array(z.string().min(1)).max(6).default([]),
        badge: z.string().min(1).optional(),
        links: z.array(businessLink).min(1).max(2),
      }),
    )
    .min(1)
    .max(6),
});

/** Support information as editor HTML (sanitised when loaded), with the ways to reach support. */
export const supportHtmlBlock = z.strictObject({
  type: z.literal("support-html"),
  id: anchorId,
  heading: z.string().min(1).optional(),
  html: richText,
  channels: z
    .array(z.strictObject({ label: z.string().min(1), value: z.string().min(1), href: href.optional() }))
    .max(4)
    .default([]),
});

export const alertSeverities = ["info", "warning", "critical"] as const;

/** A notice at the top of a very small business page, with its severity (spec 3 §1 "alert block"). */
export const vsbAlertBlock = z.strictObject({
  type: z.literal("vsb-alert"),
  id: anchorId,
  severity: z.enum(alertSeverities).default("info"),
  title: z.string().min(1),
  text: z.string().min(1),
  link: businessLink.optional(),
});

/** The very small business welcome: a greeting and the first steps of a new customer. */
export const vsbWelcomeBlock = z.strictObject({
  type: z.literal("vsb-welcome"),
  id: anchorId,
  heading: z.string().min(1),
  text: z.string().min(1),
  steps: z
    .array(z.strictObject({ title: z.string().min(1), text: z.string().min(1), link: businessLink.optional() }))
    .min(1)
    .max(5),
  image: image.optional(),
});

/** Articles about a product (how-tos, guides, stories), as cards linking to them. */
export const productArticlesBlock = z.strictObject({
  type: z.literal("product-articles"),
  ...heading,
  articles: z
    .array(
      z.strictObject({
        title: z.string().min(1),
        summary: z.string().min(1),
        href,
        label: z.string().min(1).optional(),
        image: image.optional(),
      }),
    )
    .min(1)
    .max(9),
});

/**
 * Targeted solutions (spec 3 §1): the ways one business problem is solved. The template follows
 * the page's header (`targeted-solutions-rules.ts`); `solution` names the problem the page is
 * about. Hidden when it lists no solution (spec 3 §8).
 */
export const targetedSolutionsBlock = z.strictObject({
  type: z.literal("targeted-solutions"),
  ...heading,
  solution: slug,
  items: z
    .array(
      z.strictObject({
        title: z.string().min(1),
        text: z.string().min(1),
        features: z.array(z.string().min(1)).max(5).default([]),
        link: businessLink.optional(),
      }),
    )
    .max(6),
});

export const businessBlocks = [
  logosBlock,
  testimonialsBlock,
  programsListBlock,
  featuredSectionBlock,
  businessAwardsBlock,
  smbAppsBlock,
  smbProductListBlock,
  supportHtmlBlock,
  vsbAlertBlock,
  vsbWelcomeBlock,
  productArticlesBlock,
  targetedSolutionsBlock,
] as const;
