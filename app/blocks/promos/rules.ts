import type { PromoImageSet, PromoSourceView } from "./view";

/** Spec 3 §9 media classes: mobile up to 479 px, tablet up to 768 px; desktop above. */
export const promoMedia = {
  mobile: "(max-width: 479px)",
  tablet: "(max-width: 768px)",
} as const;

interface ImageLike {
  src: string;
  webp?: string;
  avif?: string;
  width: number;
  height: number;
}

/**
 * The promo's three images when all are there, else null: a promo with an incomplete set is not
 * shown (spec 3 §8).
 *
 * @example completeImageSet({ mobileImage: m, tabletImage: t }) // null
 */
export function completeImageSet<Image extends ImageLike>(promo: {
  mobileImage?: Image;
  tabletImage?: Image;
  desktopImage?: Image;
}): { mobile: Image; tablet: Image; desktop: Image } | null {
  const { mobileImage, tabletImage, desktopImage } = promo;
  if (!mobileImage || !tabletImage || !desktopImage) return null;
  return { mobile: mobileImage, tablet: tabletImage, desktop: desktopImage };
}

/**
 * Spec 3 §9: the promo's autoplay speed is given in seconds and used in milliseconds.
 *
 * @example promoAutoplayMs(6) // 6000
 */
export function promoAutoplayMs(seconds: number): number {
  return Math.round(seconds * 1000);
}

/**
 * The `<source>` elements of a promo's `<picture>`, in the order the browser tries them: for each
 * media class from the narrowest, AVIF, then WebP, then the raster; the desktop raster is the
 * `<img>` itself. Each source carries its size, so the box is right before the image arrives.
 */
export function pictureSources(images: { mobile: ImageLike; tablet: ImageLike; desktop: ImageLike }): PromoImageSet {
  const sources: PromoSourceView[] = [];
  const add = (image: ImageLike, media: string | undefined, withRaster: boolean) => {
    const size = { width: image.width, height: image.height };
    if (image.avif) sources.push({ srcSet: image.avif, type: "image/avif", media, ...size });
    if (image.webp) sources.push({ srcSet: image.webp, type: "image/webp", media, ...size });
    if (withRaster) sources.push({ srcSet: image.src, type: rasterType(image.src), media, ...size });
  };
  add(images.mobile, promoMedia.mobile, true);
  add(images.tablet, promoMedia.tablet, true);
  add(images.desktop, undefined, false);
  const { src, width, height } = images.desktop;
  return { sources, fallback: { src, width, height } };
}

const rasterType = (src: string) => (src.endsWith(".png") ? "image/png" : "image/jpeg");
