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

/** A PNG or JPEG: drawn only as the fallback of a `<picture>` that offers a modern format first. */
export const isRasterImage = (src: string) => /\.(png|jpe?g)$/.test(src);

/**
 * A content image with its size in pixels, so the page does not shift while it loads. An SVG is
 * drawn as it is; a PNG or JPEG (`src`) must come with the same picture at the same size in AVIF
 * and/or WebP, which the page offers first in a `<picture>` (`ContentImage`).
 */
export const image = z
  .strictObject({
    src: z.string().regex(/^\/images\/[\w./-]+\.(svg|png|jpe?g)$/, "must be an SVG, PNG or JPEG under /images/"),
    avif: z
      .string()
      .regex(/^\/images\/[\w./-]+\.avif$/, "must be an AVIF file under /images/")
      .optional(),
    webp: z
      .string()
      .regex(/^\/images\/[\w./-]+\.webp$/, "must be a WebP file under /images/")
      .optional(),
    /** Empty only for decorative images. */
    alt: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  })
  .superRefine((value, ctx) => {
    const modern = value.avif !== undefined || value.webp !== undefined;
    if (isRasterImage(value.src) && !modern) {
      ctx.addIssue({ code: "custom", path: ["src"], message: "a PNG or JPEG needs its AVIF or WebP version (avif, webp)" });
    }
    if (!isRasterImage(value.src) && modern) {
      ctx.addIssue({
        code: "custom",
        path: ["src"],
        message: "AVIF and WebP versions are for a PNG or JPEG fallback, not an SVG",
      });
    }
  });

/**
 * An SVG drawing with its size. For images the scripts of every page draw (a product's box shot
 * in the main menu and the buy block): a scalable drawing needs no `<picture>` of formats, so
 * those scripts stay plain `<img>` and within the JavaScript budget (decision 022).
 */
export const svgImage = z.strictObject({
  src: z.string().regex(/^\/images\/[\w./-]+\.svg$/, "must be an SVG under /images/"),
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
