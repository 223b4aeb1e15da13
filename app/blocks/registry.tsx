import { type ReactNode, use } from "react";
import type { InteractiveBlock, InteractiveBlockType } from "./islands";
import type { BlockContext } from "./types";

type Component<T extends InteractiveBlockType> = (props: {
  block: Extract<InteractiveBlock, { type: T }>;
  context: BlockContext;
}) => ReactNode;
type AnyComponent = (props: { block: InteractiveBlock; context: BlockContext }) => ReactNode;

/**
 * Interactive block type → its component's module: the blocks that run in the browser, each its
 * own script, which a page loads only when it shows the block (decision 022). Static blocks are
 * in `static-blocks.server.tsx`; between them, the two maps must name a component for every type
 * in `schemas.server.ts` (TypeScript fails the build otherwise).
 */
const modules: { [T in InteractiveBlockType]: () => Promise<Component<T>> } = {
  tabs: () => import("./tabs").then((module) => module.TabsBlock),
  "buy-block": () => import("./buy-block/buy-block").then((module) => module.BuyBlock),
  "kids-buy-block": () => import("./kids-buy-block/kids-buy-block").then((module) => module.KidsBuyBlock),
  "serial-form": () => import("./serial-form/serial-form").then((module) => module.SerialForm),
  "download-list": () => import("./downloads/download-list").then((module) => module.DownloadList),
  "download-thank-you": () => import("./downloads/download-thank-you").then((module) => module.DownloadThankYou),
  "repository-list": () => import("./repository/repository-list").then((module) => module.RepositoryList),
  "search-results": () => import("./search/search-results").then((module) => module.SearchResults),
  form: () => import("./forms/form-block").then((module) => module.FormBlock),
  "review-carousel": () => import("./forms/review-carousel").then((module) => module.ReviewCarousel),
  "qna-bot": () => import("./forms/qna-bot").then((module) => module.QnaBot),
  "help-me-choose": () => import("./wizards/wizard").then((module) => module.WizardBlock),
  "hmc-universal": () => import("./wizards/wizard").then((module) => module.WizardBlock),
};

/**
 * Where each interactive block's component is, for `npm run js-budget` (which adds the scripts of
 * a page's blocks to its template's). A test checks that each names the module `modules` loads.
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
};

const loaded = new Map<string, AnyComponent>();
const loading = new Map<string, Promise<AnyComponent>>();

const isBlockType = (type: string): type is InteractiveBlockType => Object.hasOwn(modules, type);

/** Loads an interactive block's component once; later renders find it at once. */
export function loadBlock(type: InteractiveBlockType): Promise<AnyComponent> {
  let promise = loading.get(type);
  if (!promise) {
    promise = (modules[type] as () => Promise<AnyComponent>)().then((component) => {
      loaded.set(type, component);
      return component;
    });
    loading.set(type, promise);
  }
  return promise;
}

/**
 * Loads the components of the given block types (unknown names are ignored): the browser's entry
 * waits for the blocks a document shows before it hydrates, so nothing hydrates late; the server
 * loads them all before its first render.
 */
export async function loadBlocks(types: Iterable<string>): Promise<void> {
  await Promise.all([...new Set(types)].filter(isBlockType).map(loadBlock));
}

export const allBlockTypes = Object.keys(modules);

/** An interactive block; its wrapper names its type (`data-island`) for the browser's entry. */
export function renderBlock(block: InteractiveBlock, context: BlockContext): ReactNode {
  return <LoadedBlock block={block} context={context} />;
}

function LoadedBlock({ block, context }: { block: InteractiveBlock; context: BlockContext }) {
  // A block shown by a client navigation may need its script first: the navigation waits for it.
  const Component = loaded.get(block.type) ?? use(loadBlock(block.type));
  return <Component block={block} context={context} />;
}
