import { ActionLink, TextLink } from "./action-link";
import { ContentImage } from "./content-image";
import type { ProductCardsView } from "./resolve.server";
import { type BlockContext, BlockSection } from "./types";

/** Product cards from the product documents: image, summary, key features, buy and trial links. */
export function ProductCardsBlock({ block, context }: { block: ProductCardsView; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context}>
      <ul className="product-cards">
        {block.items.map((card) => (
          <li key={card.name} className={`product-card${card.highlight ? " product-card--highlight" : ""}`}>
            {card.badge && <p className="product-card__badge">{card.badge}</p>}
            <ContentImage className="product-card__image" image={card.image} />
            <h3 className="product-card__title">{card.title}</h3>
            <p className="product-card__desc">{card.shortDesc}</p>
            {card.features.length > 0 && (
              <ul className="checklist">
                {card.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            )}
            <div className="product-card__actions">
              <ActionLink action={{ label: card.buyText, href: card.href, variant: card.highlight ? "primary" : "secondary" }} />
              {card.freeTrialLink && card.freeTrialText && <TextLink href={card.freeTrialLink}>{card.freeTrialText}</TextLink>}
            </div>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
