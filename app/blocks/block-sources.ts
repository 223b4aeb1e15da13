import type { InteractiveBlockType } from "./islands";

/**
 * Where each interactive block's component is: for the server's preload hints (a page's islands
 * load with the page, not after its entry) and `npm run js-budget` (which adds the scripts of a
 * page's blocks to its template's). A test checks that each names the module the registry loads.
 * Kept apart from the registry, so the browser never downloads it.
 */
export const blockSources: { [T in InteractiveBlockType]: string } = {
  tabs: "app/blocks/tabs.tsx",
  "buy-block": "app/blocks/buy-block/buy-block.tsx",
  "kids-buy-block": "app/blocks/kids-buy-block/kids-buy-block.tsx",
  "serial-form": "app/blocks/serial-form/serial-form.tsx",
  "download-list": "app/blocks/downloads/download-list.tsx",
  "download-thank-you": "app/blocks/downloads/download-thank-you.tsx",
  "repository-list": "app/blocks/repository/repository-list.tsx",
  "search-results": "app/blocks/search/search-results.tsx",
  form: "app/blocks/forms/form-block.tsx",
  "review-carousel": "app/blocks/forms/review-carousel.tsx",
  "qna-bot": "app/blocks/forms/qna-bot.tsx",
  "help-me-choose": "app/blocks/wizards/wizard.tsx",
  "hmc-universal": "app/blocks/wizards/wizard.tsx",
  "comparison-chart": "app/blocks/shared/comparison-chart.tsx",
  "ota-install": "app/blocks/shared/ota-install.tsx",
  "headquarters-map": "app/blocks/about/headquarters-map.tsx",
  "products-carousel": "app/blocks/carousels/products-carousel.tsx",
  "related-products": "app/blocks/carousels/related-products.tsx",
  "resource-carousel": "app/blocks/carousels/resource-carousel.tsx",
  "strategic-partners-carousel": "app/blocks/carousels/strategic-partners-carousel.tsx",
  "enterprise-page-nav": "app/blocks/enterprise/page-nav.tsx",
  "video-popup": "app/blocks/dialogs/video-popup.tsx",
  "news-popup": "app/blocks/dialogs/news-popup.tsx",
  "disclaimer-popup": "app/blocks/dialogs/disclaimer-popup.tsx",
  "age-restriction-popup": "app/blocks/dialogs/age-restriction-popup.tsx",
  "enterprise-resources": "app/blocks/enterprise/resources.tsx",
  "gallery-slider": "app/blocks/enterprise/gallery-slider.tsx",
  "product-promo": "app/blocks/promos/product-promo.tsx",
  "bottom-bar": "app/blocks/consumer-more/bottom-bar.tsx",
  "rescue-chat": "app/blocks/consumer-more/rescue-chat.tsx",
  "smb-contact-us": "app/blocks/smb-partners/smb-contact-us.tsx",
  "smb-download-thank-you": "app/blocks/smb-partners/smb-download-thank-you.tsx",
};

/** The other islands' modules (see `registry.tsx`). */
export const otherIslandSources = {
  "page-layout": "app/components/layout/special-layouts.tsx",
  "smb-layout": "app/components/layout/smb-layout.tsx",
};

/** Every island's scripts by name, from the client build's manifest: what a page showing it loads. */
export function islandScripts(scriptsOf: (source: string) => string[]): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries({ ...blockSources, ...otherIslandSources }).map(([name, source]) => [name, scriptsOf(source)]),
  );
}
