/**
 * A content image as the page receives it: its file, its size in pixels and, for a PNG or JPEG,
 * the same picture in AVIF and/or WebP (the `image` field type of `schema-primitives.server.ts`).
 */
export interface ImageView {
  src: string;
  alt: string;
  width: number;
  height: number;
  avif?: string;
  webp?: string;
}

/**
 * Images always carry their size, so the page does not shift while they load. A raster with
 * modern versions is a `<picture>`: AVIF, then WebP, then the PNG or JPEG as the `<img>`, every
 * source with the same size. The `<picture>` takes no box of its own (`display: contents`), so
 * the image lays out as it would alone.
 *
 * `eager` is for the page's first image (loaded at once, high priority); `lazy={false}` loads an
 * image at once without raising its priority.
 */
export function ContentImage({
  image,
  eager = false,
  lazy = !eager,
  className,
}: {
  image: ImageView;
  eager?: boolean;
  lazy?: boolean;
  className?: string;
}) {
  const { src, alt, width, height, avif, webp } = image;
  const img = (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? "lazy" : eager ? "eager" : undefined}
      decoding="async"
      fetchPriority={eager ? "high" : undefined}
    />
  );
  if (!avif && !webp) return img;
  return (
    <picture className="content-picture">
      {avif && <source type="image/avif" srcSet={avif} width={width} height={height} />}
      {webp && <source type="image/webp" srcSet={webp} width={width} height={height} />}
      {img}
    </picture>
  );
}
