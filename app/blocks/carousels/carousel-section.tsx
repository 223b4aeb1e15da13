import { type ReactNode, useId } from "react";
import { Carousel, type CarouselProps } from "~/components/ui/carousel";
import { type BlockContext, Heading } from "../types";

/**
 * The frame of a carousel block: a centred section whose heading names the carousel
 * (`aria-labelledby` on the carousel points at `headingId`).
 */
export function CarouselSection({
  id,
  headingId,
  heading,
  intro,
  context,
  className,
  children,
}: {
  id?: string;
  headingId: string;
  heading?: string;
  intro?: string;
  context: BlockContext;
  className: string;
  children: ReactNode;
}) {
  return (
    <section className={`container section carousel-block ${className}`} id={id}>
      {heading && (
        <Heading level={context.headingLevel} className="section__heading" id={headingId}>
          {heading}
        </Heading>
      )}
      {intro && <p className="section__intro">{intro}</p>}
      {children}
    </section>
  );
}

/**
 * A carousel block of one row (related products, resources, strategic partners): its frame and
 * the carousel it names, over the block's slides.
 */
export function CarouselBlock({
  block,
  context,
  className,
  slides,
  perView,
}: {
  block: { id?: string; heading?: string; intro?: string; positions: string[]; texts: CarouselProps["texts"]; autoplay: boolean };
  context: BlockContext;
  className: string;
  slides: CarouselProps["slides"];
  perView: CarouselProps["perView"];
}) {
  const headingId = useId();
  return (
    <CarouselSection
      id={block.id}
      headingId={headingId}
      heading={block.heading}
      intro={block.intro}
      context={context}
      className={className}
    >
      <Carousel
        labelledBy={block.heading ? headingId : undefined}
        label={block.texts.carousel}
        slides={slides}
        positions={block.positions}
        texts={block.texts}
        perView={perView}
        autoplay={block.autoplay}
      />
    </CarouselSection>
  );
}
