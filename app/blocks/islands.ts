import type { RenderBlock } from "./resolve.server";

/**
 * Blocks with behaviour in the browser (state, handlers, enhanced forms): their components ship
 * to it and hydrate. Every other block is drawn on the server only and reaches the browser as
 * HTML, with neither code nor data (decision 022).
 */
export const interactiveBlockTypes = [
  "tabs",
  "buy-block",
  "kids-buy-block",
  "serial-form",
  "download-list",
  "download-thank-you",
  "repository-list",
  "search-results",
  "form",
  "review-carousel",
  "qna-bot",
  "help-me-choose",
  "hmc-universal",
  "comparison-chart",
  "ota-install",
  "headquarters-map",
  "products-carousel",
  "related-products",
  "resource-carousel",
  "strategic-partners-carousel",
  "enterprise-page-nav",
  "video-popup",
  "news-popup",
  "disclaimer-popup",
  "age-restriction-popup",
  "enterprise-resources",
  "gallery-slider",
  "product-promo",
  "bottom-bar",
  "rescue-chat",
  "smb-contact-us",
  "smb-download-thank-you",
] as const satisfies readonly RenderBlock["type"][];

export type InteractiveBlockType = (typeof interactiveBlockTypes)[number];
export type InteractiveBlock = Extract<RenderBlock, { type: InteractiveBlockType }>;
export type StaticBlockType = Exclude<RenderBlock["type"], InteractiveBlockType>;

/**
 * A block drawn on the server. A document's render finds its HTML in the response's own list
 * (`slot`), so the HTML is not sent twice; a client navigation gets the HTML itself (`html`).
 */
export interface StaticBlock {
  type: StaticBlockType;
  html?: string;
  slot?: number;
}

/** A page's block as its route sends it: an interactive block's view, or a static block's HTML. */
export type PageBlock = InteractiveBlock | StaticBlock;

const interactive = new Set<string>(interactiveBlockTypes);
export const isInteractiveBlock = (block: PageBlock | RenderBlock): block is InteractiveBlock => interactive.has(block.type);

/** Blocks that open a page with its heading: leading the page, theirs is its `<h1>`. */
const titleBlockTypes: ReadonlySet<string> = new Set([
  "hero",
  "page-header",
  "premium-header",
  "enterprise-banner",
  "enterprise-article",
]);

/** Whether a page's blocks supply its `<h1>`: a leading hero or page header does; otherwise the page title is. */
export const blocksProvideTitle = (blocks: ReadonlyArray<{ type: string }>) => titleBlockTypes.has(blocks[0]?.type ?? "");
