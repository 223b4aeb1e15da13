import { z } from "zod";

const anchorId = z.string().regex(/^[a-z][a-z0-9-]*$/);
const text = z.string().trim().min(1);

/**
 * The consumer help-me-choose wizard in the page (spec 2 §2, §4): its content is the site's
 * `home-security/help-me-choose/hmc-*.json`; its answers are the page's query.
 */
export const helpMeChooseBlock = z.strictObject({
  type: z.literal("help-me-choose"),
  id: anchorId.default("help-me-choose"),
  heading: text.optional(),
  intro: text.optional(),
});

/**
 * The universal business wizard (spec 2 §2, §4), from `hmc-universal/{resource}/{step}.json`; on
 * the small-business and medium-business pages and its own page.
 */
export const hmcUniversalBlock = z.strictObject({
  type: z.literal("hmc-universal"),
  id: anchorId.default("hmc-universal"),
  resource: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default("business"),
  heading: text.optional(),
  intro: text.optional(),
});
