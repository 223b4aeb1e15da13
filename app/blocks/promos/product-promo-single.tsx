import { type BlockContext, BlockSection } from "../types";
import { PromoCard } from "./promo-card";
import type { ProductPromoSingleView } from "./view";

/** A single product promo: drawn on the server, no script. */
export function ProductPromoSingle({ block, context }: { block: ProductPromoSingleView; context: BlockContext }) {
  return (
    <BlockSection
      id={block.id}
      heading={block.heading}
      context={context}
      className={`product-promo product-promo--${block.promoType}`}
    >
      <PromoCard promo={block.promo} eager={false} level={block.heading ? 3 : 2} />
    </BlockSection>
  );
}
