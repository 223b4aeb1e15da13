import { z } from "zod";
import { anchorId, href, image } from "../schema-primitives.server";

const link = z.strictObject({ label: z.string().min(1), href });

/** The kids product's age groups (spec 3 §1 "safe kids"). */
export const kidsAgeGroups = ["3-7", "8-12", "13-17"] as const;

/**
 * Safe kids (spec 3 §1): for parents, what the kids product does for each age group, and the
 * kids free product's actions, which the visitor's country may bar (spec 3 §6: the unavailable
 * text replaces them).
 */
export const safeKidsBlock = z.strictObject({
  type: z.literal("safe-kids"),
  id: anchorId,
  heading: z.string().min(1),
  intro: z.string().min(1).optional(),
  ageGroups: z
    .array(
      z.strictObject({
        ages: z.enum(kidsAgeGroups),
        title: z.string().min(1),
        points: z.array(z.string().min(1)).min(1).max(6),
      }),
    )
    .min(1)
    .max(3)
    .refine((groups) => new Set(groups.map((group) => group.ages)).size === groups.length, "each age group once"),
  /** Actions of the kids free product ("safe-kids-free"): download, install. */
  actions: z
    .array(z.strictObject({ label: z.string().min(1), href, variant: z.enum(["primary", "secondary"]).default("primary") }))
    .min(1)
    .max(2),
});

export const welcomeSteps = ["download", "install", "activate", "create-account"] as const;

/** Welcome section (spec 3 §1): after a purchase or a download, the first steps in order, each with its link. */
export const welcomeSectionBlock = z.strictObject({
  type: z.literal("welcome-section"),
  id: anchorId,
  heading: z.string().min(1),
  intro: z.string().min(1).optional(),
  steps: z
    .array(z.strictObject({ step: z.enum(welcomeSteps), title: z.string().min(1), text: z.string().min(1), link }))
    .min(2)
    .max(6),
});

/** Home featured (spec 3 §8): the items of `home-security/home-featured.json`; hidden when that document fails. */
export const homeFeaturedBlock = z.strictObject({
  type: z.literal("home-featured"),
  id: anchorId,
  heading: z.string().min(1).optional(),
});

/** `home-security/home-featured.json`: what the home featured block shows. */
export const homeFeaturedFields = z.strictObject({
  items: z
    .array(z.strictObject({ title: z.string().min(1), text: z.string().min(1), image: image.optional(), link }))
    .min(1)
    .max(6),
});

/** Bottom bar (spec 3 §8): a sticky call to action from `site-general/bottom-bar.json`; hidden when that fails. */
export const bottomBarBlock = z.strictObject({
  type: z.literal("bottom-bar"),
  id: anchorId,
});

/** `site-general/bottom-bar.json`. A new `campaign` shows the bar again to visitors who closed an earlier one. */
export const bottomBarFields = z.strictObject({
  campaign: z.string().regex(/^[a-z0-9-]+$/),
  text: z.string().min(1),
  link,
});

/**
 * Rescue chat (spec 3 §9 "A rescue chat entry is loaded in the premium-services list"; §7 "chat
 * loader for premium services"): on a site with live chat, a button loads the chat provider's
 * loader; elsewhere, and without JavaScript, a link to the contact form.
 */
export const rescueChatBlock = z.strictObject({
  type: z.literal("rescue-chat"),
  id: anchorId,
  heading: z.string().min(1),
  text: z.string().min(1),
  contactHref: href,
  /** The chat provider's loader script. */
  loaderSrc: z.string().regex(/^(\/(?!\/)|https:\/\/)/, "must be a site path or an https URL"),
});

export const consumerMoreBlocks = [
  safeKidsBlock,
  welcomeSectionBlock,
  homeFeaturedBlock,
  bottomBarBlock,
  rescueChatBlock,
] as const;
