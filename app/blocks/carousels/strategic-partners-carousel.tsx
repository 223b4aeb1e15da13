import { useId } from "react";
import { Carousel } from "~/components/ui/carousel";
import { ContentImage } from "../content-image";
import type { BlockContext } from "../types";
import { CarouselSection } from "./carousel-section";
import type { StrategicPartnersCarouselView } from "./view";

/** The partners page's strategic partners: each partner's logo, with a quote from someone there. */
export function StrategicPartnersCarousel({ block, context }: { block: StrategicPartnersCarouselView; context: BlockContext }) {
  const headingId = useId();
  return (
    <CarouselSection
      id={block.id}
      headingId={headingId}
      heading={block.heading}
      intro={block.intro}
      context={context}
      className="strategic-partners"
    >
      <Carousel
        labelledBy={block.heading ? headingId : undefined}
        label={block.texts.carousel}
        slides={block.items.map((partner) => ({
          key: partner.name,
          content: (
            <figure className="carousel-card carousel-card--partner">
              {partner.href ? (
                <a className="carousel-card__logo" href={partner.href}>
                  <ContentImage image={partner.logo} />
                </a>
              ) : (
                <ContentImage className="carousel-card__logo" image={partner.logo} />
              )}
              {partner.quote && (
                <blockquote className="carousel-card__quote">
                  <p>{partner.quote}</p>
                </blockquote>
              )}
              {(partner.person || partner.role) && (
                <figcaption className="carousel-card__byline">
                  {partner.person && <strong>{partner.person}</strong>}
                  {partner.role && <span>{partner.role}</span>}
                </figcaption>
              )}
            </figure>
          ),
        }))}
        positions={block.positions}
        texts={block.texts}
        perView={3}
        autoplay={block.autoplay}
      />
    </CarouselSection>
  );
}
