import type { ReactNode } from "react";
import { BuyBlock } from "./buy-block/buy-block";
import { DownloadList } from "./downloads/download-list";
import { DownloadThankYou } from "./downloads/download-thank-you";
import { FormBlock } from "./forms/form-block";
import { QnaBot } from "./forms/qna-bot";
import { ReviewCarousel } from "./forms/review-carousel";
import type { InteractiveBlock, InteractiveBlockType } from "./islands";
import { KidsBuyBlock } from "./kids-buy-block/kids-buy-block";
import { RepositoryList } from "./repository/repository-list";
import { SearchResults } from "./search/search-results";
import { SerialForm } from "./serial-form/serial-form";
import { TabsBlock } from "./tabs";
import type { BlockContext } from "./types";
import { WizardBlock } from "./wizards/wizard";

type Components = {
  [T in InteractiveBlockType]: (props: { block: Extract<InteractiveBlock, { type: T }>; context: BlockContext }) => ReactNode;
};

/**
 * Interactive block type → component: the blocks that run in the browser. Static blocks are in
 * `static-blocks.server.tsx`; between them, the two maps must name a component for every type in
 * `schemas.server.ts` (TypeScript fails the build otherwise).
 */
export const interactiveComponents: Components = {
  tabs: TabsBlock,
  "buy-block": BuyBlock,
  "kids-buy-block": KidsBuyBlock,
  "serial-form": SerialForm,
  "download-list": DownloadList,
  "download-thank-you": DownloadThankYou,
  "repository-list": RepositoryList,
  "search-results": SearchResults,
  form: FormBlock,
  "review-carousel": ReviewCarousel,
  "qna-bot": QnaBot,
  "help-me-choose": WizardBlock,
  "hmc-universal": WizardBlock,
};

export function renderBlock(block: InteractiveBlock, context: BlockContext): ReactNode {
  const Component = interactiveComponents[block.type] as (props: { block: InteractiveBlock; context: BlockContext }) => ReactNode;
  return <Component block={block} context={context} />;
}
