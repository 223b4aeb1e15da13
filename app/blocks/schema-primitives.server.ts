import { z } from "zod";
import { sanitizeRichText } from "~/lib/sanitize.server";

/**
 * Field types every block family shares. Kept apart from `schemas.server.ts` (which gathers the
 * families into one union) so a family's schemas can use them without an import cycle.
 */

/** Site-relative path, fragment, https URL, mailto: or tel: link. */
export const href = z
  .string()
  .regex(/^(\/(?!\/)|#|https:\/\/|mailto:|tel:)/, "must be a site path (/...), #anchor, https://, mailto: or tel: link");

/** Editor HTML, sanitised when the document is loaded. */
export const richText = z.string().min(1).transform(sanitizeRichText);

export const image = z.strictObject({
  src: z.string().regex(/^\/images\/[\w./-]+\.(svg|png|jpe?g|webp|avif)$/, "must be an image under /images/"),
  /** Empty only for decorative images. */
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** A lower-case anchor id for a block (`#offers`). */
export const anchorId = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, "must be a lower-case anchor id")
  .optional();

/** The icons a feature, service or benefit may show (`app/components/ui/icon.tsx` draws them). */
export const featureIcons = [
  "shield",
  "lock",
  "eye",
  "wifi",
  "child",
  "device",
  "cloud",
  "key",
  "bolt",
  "globe",
  "support",
  "award",
] as const;
