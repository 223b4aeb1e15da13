import { resolveCareers, resolveHeadquartersMap } from "./about/resolve.server";
import type { CareersView, HeadquartersMapView } from "./about/view";
import { type ActionContext, type ActionResolver, type ActionView, createActionResolver } from "./actions.server";
import { resolveTargetedSolutions } from "./business/resolve.server";
import type { TargetedSolutionsView } from "./business/view";
import { type BuyBlockContext, resolveBuyBlock } from "./buy-block/resolve.server";
import type { BuyBlockView } from "./buy-block/view";
import { type CarouselBlockType, isCarouselBlock, resolveCarouselBlock } from "./carousels/resolve.server";
import type { CarouselView } from "./carousels/view";
import {
  type ConsumerResolveContext,
  resolveKscDisclaimers,
  resolveSocialSharing,
  resolveSpecialOffer,
  resolveSpecialOffers,
  resolveStatsWidget,
  resolveVpnMessage,
} from "./consumer/resolve.server";
import type { ConsumerView } from "./consumer/view";
import { resolveBottomBar, resolveHomeFeatured, resolveRescueChat, resolveSafeKids } from "./consumer-more/resolve.server";
import type { ConsumerMoreView } from "./consumer-more/view";
import { type DialogBlockType, resolveDialogBlock } from "./dialogs/resolve.server";
import type { DialogBlockView } from "./dialogs/view";
import {
  type DownloadRequestContext,
  resolveDownloadList,
  resolveDownloadThankYou,
  resolvePackageDownload,
} from "./downloads/resolve.server";
import { resolveSoftwareDocs, type SoftwareDocsView } from "./downloads/software-docs.server";
import type { DownloadListView, DownloadThankYouView, PackageDownloadView } from "./downloads/view";
import { isEnterpriseMoreBlock, resolveEnterpriseMore } from "./enterprise/more-resolve.server";
import type { EnterpriseMoreType, EnterpriseMoreView } from "./enterprise/more-view";
import { resolveCaseStudies, resolveEnterprisePageNav, resolveFeatureCaseStudy } from "./enterprise/resolve.server";
import type { CaseStudiesView, FeatureCaseStudyView } from "./enterprise/view";
import {
  type FormsResolveContext,
  resolveForm,
  resolveNewsletter,
  resolveQnaBot,
  resolveReviewCarousel,
} from "./forms/resolve.server";
import type { FormView, QnaBotView, ReviewCarouselView } from "./forms/view";
import { resolveKidsBuyBlock } from "./kids-buy-block/resolve.server";
import type { KidsBuyBlockView } from "./kids-buy-block/view";
import {
  resolvePremiumGrid,
  resolvePremiumHeader,
  resolvePremiumOfferSection,
  resolvePremiumOneTimeOffers,
} from "./premium/resolve.server";
import type { PremiumView } from "./premium/view";
import { resolveProductPromo } from "./promos/resolve.server";
import type { PromoBlockView } from "./promos/view";
import {
  type RepositoryResolveContext,
  resolveRepositoryCategories,
  resolveRepositoryList,
  resolveRepositorySidebar,
  resolveRepositoryWidgets,
} from "./repository/resolve.server";
import type {
  RepositoryCategoriesView,
  RepositoryListView,
  RepositorySidebarView,
  RepositoryWidgetsView,
} from "./repository/view";
import type { Block, BlockOf, Image } from "./schemas.server";
import { resolveSearchResults, type SearchResolveContext } from "./search/resolve.server";
import type { SearchResultsView } from "./search/view";
import { resolveSerialForm } from "./serial-form/resolve.server";
import type { SerialFormView } from "./serial-form/view";
import { resolveComparisonChart, resolveOtaInstall } from "./shared/resolve.server";
import type { ComparisonChartView, OtaInstallView } from "./shared/view";
import { resolveSmbContactUs, resolveSmbDownloadThankYou } from "./smb-partners/resolve.server";
import type { SmbContactUsView, SmbDownloadThankYouView } from "./smb-partners/view";
import { resolveHelpMeChoose, resolveHmcUniversal } from "./wizards/resolve.server";
import type { WizardBlockView } from "./wizards/view";

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

type WithActions<T extends "hero" | "page-header" | "cta"> = Omit<BlockOf<T>, "actions"> & { actions: ActionView[] };
export type HeroView = WithActions<"hero">;
export type PageHeaderView = WithActions<"page-header">;
export type CtaView = WithActions<"cta">;
export type ImageTextView = Omit<BlockOf<"image-text">, "action"> & { action?: ActionView };
type FeatureItem = BlockOf<"feature-grid">["items"][number];
export type FeatureGridView = Omit<BlockOf<"feature-grid">, "items"> & {
  items: Array<Omit<FeatureItem, "link"> & { link?: ActionView }>;
};

/** Blocks whose actions name products (country rules, trial flags), resolved before rendering. */
type ActionBlockType = "hero" | "page-header" | "cta" | "image-text" | "feature-grid";

/** Blocks as components receive them: references to other documents, products and prices resolved. */
export type RenderBlock =
  | Exclude<
      Block,
      {
        type:
          | "product-cards"
          | "buy-block"
          | "kids-buy-block"
          | "serial-form"
          | "download-list"
          | "download-thank-you"
          | "package-download"
          | "search-results"
          | "repository-list"
          | "repository-sidebar"
          | "repository-widgets"
          | "repository-categories"
          | "form"
          | "newsletter"
          | "review-carousel"
          | "qna-bot"
          | "help-me-choose"
          | "hmc-universal"
          | ConsumerView["type"]
          | "comparison-chart"
          | "ota-install"
          | "software-docs"
          | PremiumView["type"]
          | "targeted-solutions"
          | "headquarters-map"
          | "careers"
          | CarouselBlockType
          | "case-studies"
          | "feature-case-study"
          | DialogBlockType
          | "product-promo"
          | ConsumerMoreView["type"]
          | ActionBlockType
          | EnterpriseMoreType
          | "smb-contact-us"
          | "smb-download-thank-you";
      }
    >
  | HeroView
  | PageHeaderView
  | CtaView
  | ImageTextView
  | FeatureGridView
  | ProductCardsView
  | BuyBlockView
  | KidsBuyBlockView
  | SerialFormView
  | DownloadListView
  | DownloadThankYouView
  | PackageDownloadView
  | SearchResultsView
  | RepositoryListView
  | RepositorySidebarView
  | RepositoryWidgetsView
  | RepositoryCategoriesView
  | FormView
  | ReviewCarouselView
  | QnaBotView
  | WizardBlockView
  | ConsumerView
  | ComparisonChartView
  | OtaInstallView
  | SoftwareDocsView
  | PremiumView
  | TargetedSolutionsView
  | HeadquartersMapView
  | CareersView
  | CarouselView
  | CaseStudiesView
  | FeatureCaseStudyView
  | DialogBlockView
  | EnterpriseMoreView
  | PromoBlockView
  | ConsumerMoreView
  | SmbContactUsView
  | SmbDownloadThankYouView;

/**
 * What resolving blocks may use: content, prices, the site, the visitor, the page's query and
 * type, and for the download blocks the downloads service with the visitor's User-Agent.
 */
export type ResolveContext = BuyBlockContext &
  Pick<ActionContext, "pageType"> &
  Pick<SearchResolveContext, "search"> &
  Pick<RepositoryResolveContext, "pathname"> &
  Pick<ConsumerResolveContext, "pageUrl" | "now"> & { downloads: DownloadRequestContext; forms?: FormsResolveContext };

/** The actions of a block resolved against the country rules and trial flags (spec 2 §6). */
async function resolveActionBlock(
  block: Extract<Block, { type: ActionBlockType }>,
  actions: ActionResolver,
): Promise<RenderBlock> {
  switch (block.type) {
    case "image-text":
      return { ...block, action: block.action && (await actions.one(block.action)) };
    case "feature-grid":
      return {
        ...block,
        items: await Promise.all(
          block.items.map(async (item) => ({ ...item, link: item.link && (await actions.one(item.link)) })),
        ),
      };
    default:
      return { ...block, actions: await actions.list(block.actions) };
  }
}

const actionBlockTypes: ReadonlySet<string> = new Set<ActionBlockType>([
  "hero",
  "page-header",
  "cta",
  "image-text",
  "feature-grid",
]);
const dialogBlockTypes: ReadonlySet<string> = new Set<DialogBlockType>([
  "video-popup",
  "news-popup",
  "disclaimer-popup",
  "age-restriction-popup",
]);
const isDialogBlock = (block: Block): block is Extract<Block, { type: DialogBlockType }> => dialogBlockTypes.has(block.type);
const isActionBlock = (block: Block): block is Extract<Block, { type: ActionBlockType }> => actionBlockTypes.has(block.type);

/**
 * Replaces document references inside blocks with the documents' fields, and resolves the product
 * references of actions (`actions.server.ts`). A product card whose product has no document is
 * left out (and `content:check` reports it); its trial link follows the product's flags for the
 * page type (spec 2 §6).
 */
export async function resolveBlocks(blocks: Block[], context: ResolveContext): Promise<RenderBlock[]> {
  const actions = createActionResolver(context);
  const resolved = await Promise.all(
    blocks.map(async (block): Promise<RenderBlock | null> => {
      if (isActionBlock(block)) return resolveActionBlock(block, actions);
      if (block.type === "buy-block") return resolveBuyBlock(block, context);
      if (block.type === "kids-buy-block") return resolveKidsBuyBlock(block, context);
      if (block.type === "serial-form") return resolveSerialForm(block, context);
      if (block.type === "download-list") return resolveDownloadList(block, { ...context, actions });
      if (block.type === "download-thank-you") return resolveDownloadThankYou(block, { ...context, actions });
      if (block.type === "package-download") return resolvePackageDownload(block, { ...context, actions });
      if (block.type === "software-docs") return resolveSoftwareDocs(block, context);
      if (block.type === "search-results") return resolveSearchResults(block, context);
      if (block.type === "repository-list") return resolveRepositoryList(block, context);
      if (block.type === "repository-sidebar") return resolveRepositorySidebar(block, context);
      if (block.type === "repository-widgets") return resolveRepositoryWidgets(block, context);
      if (block.type === "repository-categories") return resolveRepositoryCategories(block, context);
      // Forms, reviews and the bot hide themselves (null) when the site has none to show.
      if (block.type === "form") return resolveForm(block, context);
      if (block.type === "newsletter") return resolveNewsletter(block, context);
      if (block.type === "review-carousel") return resolveReviewCarousel(block, context);
      if (block.type === "qna-bot") return resolveQnaBot(block, context);
      if (block.type === "help-me-choose") return resolveHelpMeChoose(block, context);
      if (block.type === "hmc-universal") return resolveHmcUniversal(block, context);
      if (block.type === "special-offers") return resolveSpecialOffers(block, context);
      if (block.type === "special-offer") return resolveSpecialOffer(block, context);
      if (block.type === "stats-widget") return resolveStatsWidget(block, context);
      if (block.type === "social-sharing") return resolveSocialSharing(block, context);
      if (block.type === "vpn-message") return resolveVpnMessage(block, context);
      if (block.type === "ksc-disclaimers") return resolveKscDisclaimers(block, context);
      if (block.type === "comparison-chart") return resolveComparisonChart(block, context);
      if (block.type === "ota-install") return resolveOtaInstall(block, context);
      if (block.type === "premium-header") return resolvePremiumHeader(block, context);
      if (block.type === "premium-grid") return resolvePremiumGrid(block, context);
      if (block.type === "premium-one-time-offers") return resolvePremiumOneTimeOffers(block, context);
      if (block.type === "premium-offer-section") return resolvePremiumOfferSection(block, context);
      if (block.type === "targeted-solutions") return resolveTargetedSolutions(block, blocks);
      if (block.type === "headquarters-map") return resolveHeadquartersMap(block, context);
      if (block.type === "careers") return resolveCareers(block, context);
      if (isCarouselBlock(block)) {
        const { content, site, downloads, logger } = context;
        return resolveCarouselBlock(block, { content, site, downloads, logger, actions });
      }
      if (block.type === "case-studies") return resolveCaseStudies(block, context);
      if (block.type === "feature-case-study") return resolveFeatureCaseStudy(block, context);
      if (isDialogBlock(block)) return resolveDialogBlock(block, context);
      if (isEnterpriseMoreBlock(block)) return resolveEnterpriseMore(block, context);
      if (block.type === "product-promo") return resolveProductPromo(block, context);
      if (block.type === "safe-kids") return resolveSafeKids(block, { ...context, actions });
      if (block.type === "home-featured") return resolveHomeFeatured(block, context);
      if (block.type === "bottom-bar") return resolveBottomBar(block, context);
      if (block.type === "rescue-chat") return resolveRescueChat(block, context);
      if (block.type === "smb-contact-us") return resolveSmbContactUs(block, context);
      if (block.type === "smb-download-thank-you") return resolveSmbDownloadThankYou(block, { ...context, actions });
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
          const trialHidden = await actions.hidesTrial(product);
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
            freeTrialLink: trialHidden ? undefined : product.freeTrialLink,
            freeTrialText: trialHidden ? undefined : product.freeTrialText,
          };
        }),
      );
      return { ...rest, items: items.filter((item): item is ProductCard => item !== null) };
    }),
  );
  const shown = resolved.filter((block): block is RenderBlock => block !== null);
  // The enterprise page navigation links only the sections the page shows.
  return shown
    .map((block) => (block.type === "enterprise-page-nav" ? resolveEnterprisePageNav(block, shown) : block))
    .filter((block): block is RenderBlock => block !== null);
}
