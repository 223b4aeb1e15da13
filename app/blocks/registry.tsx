import type { ReactNode } from "react";
import { AccordionBlock } from "./accordion";
import { BuyBlock } from "./buy-block/buy-block";
import { ComparisonTableBlock } from "./comparison-table";
import { CtaBlock } from "./cta";
import { DownloadList } from "./downloads/download-list";
import { DownloadThankYou } from "./downloads/download-thank-you";
import { PackageDownload } from "./downloads/package-download";
import { FeatureGridBlock } from "./feature-grid";
import { FormBlock } from "./forms/form-block";
import { QnaBot } from "./forms/qna-bot";
import { ReviewCarousel } from "./forms/review-carousel";
import { HeroBlock } from "./hero";
import { ImageTextBlock } from "./image-text";
import { KidsBuyBlock } from "./kids-buy-block/kids-buy-block";
import { PageHeaderBlock } from "./page-header";
import { ProductCardsBlock } from "./product-cards";
import { RepositoryList } from "./repository/repository-list";
import { RepositoryCategories, RepositorySidebar, RepositoryWidgets } from "./repository/repository-side";
import type { RenderBlock } from "./resolve.server";
import { RichTextBlock } from "./rich-text";
import { SearchResults } from "./search/search-results";
import { SerialForm } from "./serial-form/serial-form";
import { TabsBlock } from "./tabs";
import type { BlockContext } from "./types";
import { WizardBlock } from "./wizards/wizard";

type Components = {
  [T in RenderBlock["type"]]: (props: { block: Extract<RenderBlock, { type: T }>; context: BlockContext }) => ReactNode;
};

/**
 * Block type → component. Each type's schema is in `schemas.server.ts`; this map must name a
 * component for every type there (TypeScript fails the build otherwise).
 */
export const blockComponents: Components = {
  hero: HeroBlock,
  "page-header": PageHeaderBlock,
  "rich-text": RichTextBlock,
  "feature-grid": FeatureGridBlock,
  "product-cards": ProductCardsBlock,
  cta: CtaBlock,
  accordion: AccordionBlock,
  tabs: TabsBlock,
  "image-text": ImageTextBlock,
  "comparison-table": ComparisonTableBlock,
  "buy-block": BuyBlock,
  "kids-buy-block": KidsBuyBlock,
  "serial-form": SerialForm,
  "download-list": DownloadList,
  "download-thank-you": DownloadThankYou,
  "package-download": PackageDownload,
  "search-results": SearchResults,
  "repository-list": RepositoryList,
  "repository-sidebar": RepositorySidebar,
  "repository-widgets": RepositoryWidgets,
  "repository-categories": RepositoryCategories,
  form: FormBlock,
  "review-carousel": ReviewCarousel,
  "qna-bot": QnaBot,
  "help-me-choose": WizardBlock,
  "hmc-universal": WizardBlock,
};

export function renderBlock(block: RenderBlock, context: BlockContext): ReactNode {
  const Component = blockComponents[block.type] as (props: { block: RenderBlock; context: BlockContext }) => ReactNode;
  return <Component block={block} context={context} />;
}
