import type { BlockContext } from "../types";
import { CarouselBlock } from "./carousel-section";
import { ProductSlideCard } from "./product-slide";
import type { RelatedProductsView } from "./view";

/** Related products on a product page: three slides at most (spec 3 §9), one under 600 px. */
export function RelatedProducts({ block, context }: { block: RelatedProductsView; context: BlockContext }) {
  return (
    <CarouselBlock
      block={block}
      context={context}
      className="related-products"
      perView={3}
      slides={block.items.map((product) => ({ key: product.name, content: <ProductSlideCard product={product} /> }))}
    />
  );
}
