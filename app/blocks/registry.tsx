import { type ComponentType, type ReactNode, use } from "react";
import { useIslandScripts } from "./island-scripts";
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
  "comparison-chart": () => import("./shared/comparison-chart").then((module) => module.ComparisonChart),
  "ota-install": () => import("./shared/ota-install").then((module) => module.OtaInstall),
  "headquarters-map": () => import("./about/headquarters-map").then((module) => module.HeadquartersMap),
  "products-carousel": () => import("./carousels/products-carousel").then((module) => module.ProductsCarousel),
  "related-products": () => import("./carousels/related-products").then((module) => module.RelatedProducts),
  "resource-carousel": () => import("./carousels/resource-carousel").then((module) => module.ResourceCarousel),
  "strategic-partners-carousel": () =>
    import("./carousels/strategic-partners-carousel").then((module) => module.StrategicPartnersCarousel),
  "enterprise-page-nav": () => import("./enterprise/page-nav").then((module) => module.EnterprisePageNav),
  "video-popup": () => import("./dialogs/video-popup").then((module) => module.VideoPopup),
  "news-popup": () => import("./dialogs/news-popup").then((module) => module.NewsPopup),
  "disclaimer-popup": () => import("./dialogs/disclaimer-popup").then((module) => module.DisclaimerPopup),
  "age-restriction-popup": () => import("./dialogs/age-restriction-popup").then((module) => module.AgeRestrictionPopup),
  "enterprise-resources": () => import("./enterprise/resources").then((module) => module.EnterpriseResources),
  "gallery-slider": () => import("./enterprise/gallery-slider").then((module) => module.GallerySlider),
  "product-promo": () => import("./promos/product-promo").then((module) => module.ProductPromo),
  "bottom-bar": () => import("./consumer-more/bottom-bar").then((module) => module.BottomBar),
  "rescue-chat": () => import("./consumer-more/rescue-chat").then((module) => module.RescueChat),
  "smb-contact-us": () => import("./smb-partners/smb-contact-us").then((module) => module.SmbContactUs),
  "smb-download-thank-you": () => import("./smb-partners/smb-download-thank-you").then((module) => module.SmbDownloadThankYou),
};

/** Islands besides blocks: parts of a page that only some pages show, loaded like blocks. */
const otherModules = {
  "page-layout": () => import("~/components/layout/special-layouts").then((module) => module.SpecialLayout),
  "smb-layout": () => import("~/components/layout/smb-layout").then((module) => module.SmbLayout),
};
type OtherIsland = keyof typeof otherModules;

const loaded = new Map<string, AnyComponent>();
const loading = new Map<string, Promise<AnyComponent>>();

const isIsland = (name: string): name is InteractiveBlockType | OtherIsland =>
  Object.hasOwn(modules, name) || Object.hasOwn(otherModules, name);

/**
 * Loads an island's component once (an interactive block's, or another's); later renders find it
 * at once. A script that failed to load is asked for again next time, not given up for the tab.
 */
export function loadIsland(name: InteractiveBlockType | OtherIsland): Promise<AnyComponent> {
  let promise = loading.get(name);
  if (!promise) {
    const load = (
      Object.hasOwn(modules, name) ? modules[name as InteractiveBlockType] : otherModules[name as OtherIsland]
    ) as () => Promise<AnyComponent>;
    promise = load().then(
      (component) => {
        loaded.set(name, component);
        return component;
      },
      (error: unknown) => {
        loading.delete(name);
        throw error;
      },
    );
    loading.set(name, promise);
  }
  return promise;
}

/**
 * Loads the components of the given islands (unknown names are ignored): the browser's entry
 * waits for the islands a document shows (`data-island`) before it hydrates, so nothing hydrates
 * late; the server loads them all before its first render.
 */
export async function loadIslands(names: Iterable<string>): Promise<void> {
  await Promise.all([...new Set(names)].filter(isIsland).map(loadIsland));
}

export const allBlockTypes = Object.keys(modules);
export const allIslands = [...allBlockTypes, ...Object.keys(otherModules)];

/** An island's component, from a render: at once when loaded, else after its script (a client navigation waits). */
export function useIsland<Component extends ComponentType<never>>(name: OtherIsland): Component {
  useIslandScripts(name);
  return (loaded.get(name) ?? use(loadIsland(name))) as unknown as Component;
}

/** An interactive block; its wrapper names its type (`data-island`) for the browser's entry. */
export function renderBlock(block: InteractiveBlock, context: BlockContext): ReactNode {
  return <LoadedBlock block={block} context={context} />;
}

function LoadedBlock({ block, context }: { block: InteractiveBlock; context: BlockContext }) {
  useIslandScripts(block.type);
  // A block shown by a client navigation may need its script first: the navigation waits for it.
  const Component = loaded.get(block.type) ?? use(loadIsland(block.type));
  return <Component block={block} context={context} />;
}
