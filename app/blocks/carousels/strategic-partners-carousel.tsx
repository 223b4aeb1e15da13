import { ContentImage } from "../content-image";
import type { BlockContext } from "../types";
import { CarouselBlock } from "./carousel-section";
import type { StrategicPartnersCarouselView } from "./view";

/** The partners page's strategic partners: each partner's logo, with a quote from someone there. */
export function StrategicPartnersCarousel({ block, context }: { block: StrategicPartnersCarouselView; context: BlockContext }) {
  return (
    <CarouselBlock
      block={block}
      context={context}
      className="strategic-partners"
      perView={3}
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
    />
  );
}
