import { Carousel } from "~/components/ui/carousel";
import { type BlockContext, BlockSection } from "../types";
import { PromoCard } from "./promo-card";
import type { ProductPromoView } from "./view";

/**
 * Several product promos on the shared carousel, one in view, moving on every `autoplayMs`
 * (the content's seconds × 1000); the carousel never plays for visitors who prefer reduced
 * motion and stops under the pointer or focus. Without JavaScript the promos are a row that
 * scrolls sideways.
 */
export function ProductPromo({ block, context }: { block: ProductPromoView; context: BlockContext }) {
  return (
    <BlockSection
      id={block.id}
      heading={block.heading}
      context={context}
      className={`product-promo product-promo--${block.promoType}`}
    >
      <Carousel
        label={block.label}
        slides={block.items.map((promo, index) => ({
          key: promo.href + promo.title,
          content: <PromoCard promo={promo} eager={index === 0} level={block.heading ? 3 : 2} />,
        }))}
        positions={block.positions}
        texts={block.texts}
        perView={2}
        autoplay
        autoplayDelay={block.autoplayMs}
        className="promo-carousel"
      />
    </BlockSection>
  );
}
