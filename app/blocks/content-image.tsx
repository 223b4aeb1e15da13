import type { Image } from "./schemas.server";

/** Images always carry their size, so the page does not shift while they load. */
export function ContentImage({ image, eager = false, className }: { image: Image; eager?: boolean; className?: string }) {
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={eager ? "high" : undefined}
    />
  );
}
