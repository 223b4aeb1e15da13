import { type ReactNode, useId } from "react";
import { Carousel, type CarouselProps } from "~/components/ui/carousel";
import { type BlockContext, BlockSection } from "../types";

/**
 * A carousel block of one row (related products, resources, strategic partners, reviews): the
 * block's frame, whose heading names the carousel, and the carousel over the block's slides;
 * `children` go between the heading (and intro) and the carousel.
 */
export function CarouselBlock({
  block,
  context,
  className,
  slides,
  perView,
  children,
}: {
  block: { id?: string; heading?: string; intro?: string; positions: string[]; texts: CarouselProps["texts"]; autoplay: boolean };
  context: BlockContext;
  className: string;
  slides: CarouselProps["slides"];
  perView: CarouselProps["perView"];
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <BlockSection
      id={block.id}
      heading={block.heading}
      headingId={headingId}
      intro={block.intro}
      context={context}
      className={`carousel-block ${className}`}
    >
      {children}
      <Carousel
        labelledBy={block.heading ? headingId : undefined}
        label={block.texts.carousel}
        slides={slides}
        positions={block.positions}
        texts={block.texts}
        perView={perView}
        autoplay={block.autoplay}
      />
    </BlockSection>
  );
}
