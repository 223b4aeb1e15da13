import { useId } from "react";
import { Carousel } from "~/components/ui/carousel";
import { ContentImage } from "../content-image";
import { type BlockContext, Heading } from "../types";
import type { GallerySliderView } from "./more-view";

/**
 * The enterprise gallery slider: one image with its caption at a time on the shared carousel
 * (buttons, arrow keys on the focused row, instant moves for reduced motion); without JavaScript
 * a row of figures that scrolls sideways with snapping.
 */
export function GallerySlider({ block, context }: { block: GallerySliderView; context: BlockContext }) {
  const headingId = useId();
  return (
    <section className="container section enterprise-section gallery-slider" id={block.id}>
      <Heading level={context.headingLevel} className="section__heading" id={headingId}>
        {block.heading}
      </Heading>
      {block.intro && <p className="section__intro">{block.intro}</p>}
      <Carousel
        labelledBy={headingId}
        slides={block.slides.map((slide) => ({
          key: slide.image.src + slide.caption,
          content: (
            <figure className="gallery-slider__figure">
              <ContentImage className="gallery-slider__image" image={slide.image} />
              <figcaption className="gallery-slider__caption">{slide.caption}</figcaption>
            </figure>
          ),
        }))}
        positions={block.positions}
        texts={block.texts}
        perView={2}
        className="gallery-slider__carousel"
      />
    </section>
  );
}
