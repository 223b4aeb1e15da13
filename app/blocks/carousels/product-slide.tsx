import { ActionLink, TextLink } from "../action-link";
import { ContentImage } from "../content-image";
import type { ProductSlide } from "./view";

/** A product card in a carousel: image, name, summary, its page's link and its free trial. */
export function ProductSlideCard({ product }: { product: ProductSlide }) {
  return (
    <article className="carousel-card carousel-card--product">
      <ContentImage className="carousel-card__image" image={product.image} />
      <h3 className="carousel-card__title">{product.title}</h3>
      <p className="carousel-card__text">{product.shortDesc}</p>
      <div className="carousel-card__actions">
        <ActionLink action={{ label: product.buyText, href: product.href, variant: "primary" }} />
        {product.freeTrialLink && product.freeTrialText && (
          <TextLink href={product.freeTrialLink}>{product.freeTrialText}</TextLink>
        )}
      </div>
    </article>
  );
}
