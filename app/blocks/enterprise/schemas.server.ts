import { z } from "zod";
import { anchorId, featureIcons, href, image, richText } from "../schema-primitives.server";

/**
 * The enterprise block family (spec 3 §1 Enterprise): the banner, the page's section navigation
 * with its back-to-top button, and the sections of enterprise solution pages. Their layout follows
 * the page's template (3.0 or legacy, decision 027).
 */

const text = z.string().min(1);
const link = z.strictObject({ label: text, href });
const button = link.extend({ variant: z.enum(["primary", "secondary"]).default("primary") });
/** A figure with its caption ("38 minutes" / "mean time to respond"). */
const figure = z.strictObject({ value: text, label: text });
/** Case studies are repository items under `enterprise-security/resources/` (their meta gives the card). */
const caseStudySlug = z.string().regex(/^case-study-[a-z0-9-]+$/, "must name a case study such as case-study-aldmere-bank");

/** The page's leading banner: its heading is the page's `<h1>`. */
export const enterpriseBannerBlock = z.strictObject({
  type: z.literal("enterprise-banner"),
  id: anchorId,
  eyebrow: z.string().optional(),
  heading: text,
  text: z.string().optional(),
  image: image.optional(),
  actions: z.array(button).max(2).default([]),
});

/**
 * The page's section navigation (spec 3 §4 "Enterprise header"): links to the page's sections by
 * anchor. Under template 3.0 it sticks below the site header, highlights the section in view and
 * brings the back-to-top button; under legacy it is the left column's contents list.
 */
export const enterprisePageNavBlock = z.strictObject({
  type: z.literal("enterprise-page-nav"),
  id: anchorId,
  sections: z
    .array(
      z.strictObject({ id: z.string().regex(/^[a-z][a-z0-9-]*$/, "must be the anchor id of a block of the page"), label: text }),
    )
    .min(2)
    .max(10),
});

export const enterpriseBenefitsBlock = z.strictObject({
  type: z.literal("enterprise-benefits"),
  id: anchorId,
  heading: text,
  intro: z.string().optional(),
  items: z
    .array(z.strictObject({ icon: z.enum(featureIcons).optional(), title: text, text }))
    .min(2)
    .max(8),
});

export const enterpriseOverviewBlock = z.strictObject({
  type: z.literal("enterprise-overview"),
  id: anchorId,
  heading: text,
  html: richText,
  figures: z.array(figure).max(4).default([]),
});

/** Layers of a defence model, the foundation first; drawn as a pyramid with the top layer narrowest. */
export const enterprisePyramidBlock = z.strictObject({
  type: z.literal("enterprise-pyramid"),
  id: anchorId,
  heading: text,
  intro: z.string().optional(),
  levels: z
    .array(z.strictObject({ title: text, text }))
    .min(2)
    .max(5),
});

export const riskLevels = ["high", "medium", "low"] as const;

export const enterpriseRiskBlock = z.strictObject({
  type: z.literal("enterprise-risk"),
  id: anchorId,
  heading: text,
  intro: z.string().optional(),
  risks: z
    .array(
      z.strictObject({
        title: text,
        text,
        /** Colours the card; `rating` says it in words ("High likelihood"), so colour is never the only sign. */
        level: z.enum(riskLevels),
        rating: text,
      }),
    )
    .min(1)
    .max(8),
});

export const enterpriseThreatBlock = z.strictObject({
  type: z.literal("enterprise-threat"),
  id: anchorId,
  heading: text,
  html: richText,
  image: image.optional(),
  figures: z.array(figure).max(3).default([]),
  source: link.optional(),
});

export const enterpriseSolutionsBlock = z.strictObject({
  type: z.literal("enterprise-solutions"),
  id: anchorId,
  heading: text,
  intro: z.string().optional(),
  items: z
    .array(z.strictObject({ title: text, text, link, image: image.optional() }))
    .min(1)
    .max(9),
});

export const enterpriseSupportBlock = z.strictObject({
  type: z.literal("enterprise-support"),
  id: anchorId,
  heading: text,
  intro: z.string().optional(),
  channels: z
    .array(z.strictObject({ icon: z.enum(featureIcons).optional(), title: text, text, link: link.optional() }))
    .min(1)
    .max(4),
});

/** Offers (products or service packages); how many there are sets the columns (`offerColumns`, spec 3 §9). */
export const enterpriseOfferSectionBlock = z.strictObject({
  type: z.literal("enterprise-offer-section"),
  id: anchorId,
  heading: text,
  intro: z.string().optional(),
  offers: z
    .array(
      z.strictObject({
        title: text,
        text,
        badge: z.string().optional(),
        features: z.array(text).max(6).default([]),
        link,
      }),
    )
    .min(1)
    .max(12),
});

export const caseStudiesBlock = z.strictObject({
  type: z.literal("case-studies"),
  id: anchorId,
  heading: text,
  intro: z.string().optional(),
  stories: z.array(caseStudySlug).min(1).max(9),
  /** The list of every story, below the cards. */
  more: link.optional(),
});

/** One story told large: its figures and a customer's words beside a link to the whole story. */
export const featureCaseStudyBlock = z.strictObject({
  type: z.literal("feature-case-study"),
  id: anchorId,
  heading: text,
  story: caseStudySlug,
  figures: z.array(figure).max(3).default([]),
  quote: z.strictObject({ text, author: text, role: text }).optional(),
  image: image.optional(),
});

export const simulatedAttacksBlock = z.strictObject({
  type: z.literal("simulated-attacks"),
  id: anchorId,
  heading: text,
  intro: z.string().optional(),
  attacks: z
    .array(
      z.strictObject({
        title: text,
        text,
        /** A MITRE ATT&CK technique such as T1566 (phishing). */
        technique: z
          .string()
          .regex(/^T\d{4}(\.\d{3})?$/, "must be a MITRE ATT&CK technique id such as T1566")
          .optional(),
        duration: z.string().optional(),
      }),
    )
    .min(1)
    .max(8),
  action: button.optional(),
});

export const trainingModulesBlock = z.strictObject({
  type: z.literal("training-modules"),
  id: anchorId,
  heading: text,
  intro: z.string().optional(),
  modules: z
    .array(
      z.strictObject({
        title: text,
        text,
        audience: z.string().optional(),
        duration: z.string().optional(),
        /** The module's demo page. */
        demo: href.optional(),
      }),
    )
    .min(1)
    .max(9),
});

/** The family's members of the `block` union in `../schemas.server.ts`. */
export const enterpriseBlocks = [
  enterpriseBannerBlock,
  enterprisePageNavBlock,
  enterpriseBenefitsBlock,
  enterpriseOverviewBlock,
  enterprisePyramidBlock,
  enterpriseRiskBlock,
  enterpriseThreatBlock,
  enterpriseSolutionsBlock,
  enterpriseSupportBlock,
  enterpriseOfferSectionBlock,
  caseStudiesBlock,
  featureCaseStudyBlock,
  simulatedAttacksBlock,
  trainingModulesBlock,
] as const;
