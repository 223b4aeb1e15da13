import { type BuyBlockContext, resolveBuyBlock } from "./buy-block/resolve.server";
import type { BuyBlockView } from "./buy-block/view";
import { resolveKidsBuyBlock } from "./kids-buy-block/resolve.server";
import type { KidsBuyBlockView } from "./kids-buy-block/view";
import type { Block, BlockOf, Image } from "./schemas.server";
import { resolveSerialForm } from "./serial-form/resolve.server";
import type { SerialFormView } from "./serial-form/view";

/** A product card as rendered: the card's own settings plus the product document's fields. */
export interface ProductCard {
  name: string;
  badge?: string;
  highlight: boolean;
  title: string;
  shortDesc: string;
  features: string[];
  image: Image;
  href: string;
  buyText: string;
  freeTrialLink?: string;
  freeTrialText?: string;
}

export type ProductCardsView = Omit<BlockOf<"product-cards">, "products"> & { items: ProductCard[] };

/** Blocks as components receive them: references to other documents and prices resolved. */
export type RenderBlock =
  | Exclude<Block, { type: "product-cards" | "buy-block" | "kids-buy-block" | "serial-form" }>
  | ProductCardsView
  | BuyBlockView
  | KidsBuyBlockView
  | SerialFormView;

/** What resolving blocks may use: content, prices, the site, the visitor and the page's query. */
export type ResolveContext = BuyBlockContext;

/**
 * Replaces document references inside blocks with the documents' fields. A product card whose
 * product has no document is left out (and `content:check` reports it).
 */
export async function resolveBlocks(blocks: Block[], context: ResolveContext): Promise<RenderBlock[]> {
  return Promise.all(
    blocks.map(async (block): Promise<RenderBlock> => {
      if (block.type === "buy-block") return resolveBuyBlock(block, context);
      if (block.type === "kids-buy-block") return resolveKidsBuyBlock(block, context);
      if (block.type === "serial-form") return resolveSerialForm(block, context);
      if (block.type !== "product-cards") return block;
      const { products, ...rest } = block;
      const items = await Promise.all(
        products.map(async (ref): Promise<ProductCard | null> => {
          const found = await context.content.getDocument(
            context.site.locale,
            `home-security/products/${ref.product}/${ref.product}.json`,
            "product",
          );
          if (!found) return null;
          const product = found.document.fields;
          return {
            name: ref.product,
            badge: ref.badge,
            highlight: ref.highlight,
            title: product.title,
            shortDesc: product.shortDesc,
            features: product.features,
            image: product.fullSizeImage,
            href: product.prodPageLink,
            buyText: product.buyText,
            freeTrialLink: product.hideTrialFromB2C ? undefined : product.freeTrialLink,
            freeTrialText: product.hideTrialFromB2C ? undefined : product.freeTrialText,
          };
        }),
      );
      return { ...rest, items: items.filter((item): item is ProductCard => item !== null) };
    }),
  );
}
