import { z } from "zod";

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const anchorId = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/)
  .optional();

/** A form of the form engine, by its `formId` (`content/{locale}/forms/{formId}.json`). */
export const formBlock = z.strictObject({ type: z.literal("form"), id: anchorId, form: slug });

/** The newsletter opt-in inline (spec 3 §3–§5): its configuration is the site's `news-letter-opt-in.json`. */
export const newsletterBlock = z.strictObject({ type: z.literal("newsletter"), id: anchorId });

/**
 * The customer-review carousel (spec 3 §3 "Customer review", §9): approved reviews of a product
 * with at least `starsFilter` stars, the newest `reviewsNum`, two a slide; hidden when there are none.
 */
export const reviewCarouselBlock = z.strictObject({
  type: z.literal("review-carousel"),
  id: anchorId,
  product: slug,
  heading: z.string().min(1).optional(),
  starsFilter: z.number().int().min(1).max(5).default(5),
  reviewsNum: z.number().int().min(1).max(50).default(14),
});

/** The question bot of the about pages (spec 3 §1, §7, §8): answers from the site's FAQ content. */
export const qnaBotBlock = z.strictObject({ type: z.literal("qna-bot"), id: anchorId });
