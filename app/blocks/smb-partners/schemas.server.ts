import { z } from "zod";
import { anchorId, featureIcons, href, image } from "../schema-primitives.server";

/**
 * The remaining partners and small-and-medium-business blocks (spec 3 §1, decision 030): partner
 * premium services and case studies (static), the SMB contact block and the SMB download
 * thank-you (islands: each wraps an existing interactive block, the form engine's form and the
 * download thank-you, and adds its own content around it).
 */

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a lower-case slug such as smb-contact");
const heading = { id: anchorId, heading: z.string().min(1).optional(), intro: z.string().min(1).optional() };
const link = z.strictObject({ label: z.string().min(1), href });

/** Support tiers partners can buy for their customers, with what each includes (spec 3 §1 partners). */
export const partnerPremiumServicesBlock = z.strictObject({
  type: z.literal("partner-premium-services"),
  ...heading,
  tiers: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        icon: z.enum(featureIcons).optional(),
        summary: z.string().min(1),
        /** "4 hours, around the clock" */
        responseTime: z.string().min(1),
        includes: z.array(z.string().min(1)).min(1).max(10),
        highlight: z.boolean().default(false),
        link: link.optional(),
      }),
    )
    .min(2)
    .max(4),
  note: z.string().min(1).optional(),
});

/** Partner success stories, each a card linking to its detail page (spec 3 §1 partners). */
export const partnerCaseStudiesBlock = z.strictObject({
  type: z.literal("partner-case-studies"),
  ...heading,
  items: z
    .array(
      z.strictObject({
        partner: z.string().min(1),
        /** "Managed service provider, Lisbon" */
        profile: z.string().min(1),
        title: z.string().min(1),
        summary: z.string().min(1),
        results: z.array(z.string().min(1)).max(4).default([]),
        image: image.optional(),
        href,
      }),
    )
    .min(1)
    .max(9),
  more: link.optional(),
});

/** The SMB contact block: sales numbers and hours by region beside the form engine's form. */
export const smbContactUsBlock = z.strictObject({
  type: z.literal("smb-contact-us"),
  ...heading,
  regions: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        phone: z.strictObject({ label: z.string().min(1), href: z.string().regex(/^tel:\+[0-9]{6,15}$/, "must be tel:+digits") }),
        /** "Monday to Friday, 08:00 to 18:00 CET" */
        hours: z.string().min(1),
        email: z.string().email().optional(),
      }),
    )
    .min(1)
    .max(8),
  /** A form of the form engine (`content/{locale}/forms/{form}.json`). */
  form: slug,
});

/**
 * What the SMB download thank-you adds to the download thank-you's fields (its schema,
 * `smbDownloadThankYouBlock`, sits beside the download thank-you's in `../schemas.server.ts`).
 */
export const smbNextSteps = {
  /** The trial's length, said in the site's language ("Your trial lasts 30 days"). */
  trialDays: z.number().int().min(1).max(365),
  steps: z
    .array(z.strictObject({ title: z.string().min(1), text: z.string().min(1) }))
    .min(1)
    .max(5),
  /** The administration console the visitor signs in to once installed. */
  console: href,
  help: link.optional(),
};

export const smbPartnersBlocks = [partnerPremiumServicesBlock, partnerCaseStudiesBlock, smbContactUsBlock] as const;
