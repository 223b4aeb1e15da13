import { useId } from "react";
import { Carousel } from "~/components/ui/carousel";
import type { BlockContext } from "../types";
import { CarouselSection } from "./carousel-section";
import { ProductSlideCard } from "./product-slide";
import type { RelatedProductsView } from "./view";

/** Related products on a product page: three slides at most (spec 3 §9), one under 600 px. */
export function RelatedProducts({ block, context }: { block: RelatedProductsView; context: BlockContext }) {
  const headingId = useId();
  return (
    <CarouselSection
      id={block.id}
      headingId={headingId}
      heading={block.heading}
      intro={block.intro}
      context={context}
      className="related-products"
    >
      <Carousel
        labelledBy={block.heading ? headingId : undefined}
        label={block.texts.carousel}
        slides={block.items.map((product) => ({ key: product.name, content: <ProductSlideCard product={product} /> }))}
        positions={block.positions}
        texts={block.texts}
        perView={3}
        autoplay={block.autoplay}
      />
    </CarouselSection>
  );
}
