import { Link } from "react-router";
import { ContentImage } from "../content-image";
import type { BlockContext } from "../types";
import { CarouselBlock } from "./carousel-section";
import type { ResourceCarouselView } from "./view";

/** A deck of resource documents (spec 3 §1 "resource document carousel"): 3 slides at most by default. */
export function ResourceCarousel({ block, context }: { block: ResourceCarouselView; context: BlockContext }) {
  return (
    <CarouselBlock
      block={block}
      context={context}
      className="resource-carousel"
      perView={block.slidesToShow}
      slides={block.items.map((resource) => ({
        key: resource.path,
        content: (
          <article className="carousel-card carousel-card--resource">
            {resource.image && <ContentImage className="carousel-card__image" image={resource.image} />}
            {resource.label && <p className="carousel-card__label">{resource.label}</p>}
            <h3 className="carousel-card__title">{resource.title}</h3>
            <p className="carousel-card__text">{resource.summary}</p>
            <p className="carousel-card__actions">
              <Link className="text-link" to={resource.path} prefetch="intent">
                {resource.linkText}
                <span className="visually-hidden">: {resource.title}</span>
              </Link>
            </p>
          </article>
        ),
      }))}
    />
  );
}
