import { Fragment, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { RequestInfo } from "~/context";
import type { Translations } from "~/domain/content/schemas.server";
import { createDrawingMemo, objectKey } from "~/lib/drawing-memo";
import { AwardsBlock } from "./about/awards";
import { CareersBlock } from "./about/careers";
import { PressContactsBlock } from "./about/press-contacts";
import { TeamBlock } from "./about/team";
import { AccordionBlock } from "./accordion";
import {
  BusinessAwardsBlock,
  FeaturedSectionBlock,
  LogosBlock,
  ProgramsListBlock,
  TestimonialsBlock,
} from "./business/partner-blocks";
import { SmbAppsBlock, SmbProductListBlock, SupportHtmlBlock, TargetedSolutionsBlock } from "./business/smb-blocks";
import { ProductArticlesBlock, VsbAlertBlock, VsbWelcomeBlock } from "./business/vsb-blocks";
import { ComparisonTableBlock } from "./comparison-table";
import { KscDisclaimersBlock, VpnMessageBlock } from "./consumer/notes";
import { SecondaryListBlock } from "./consumer/secondary-list";
import { SimpleTableBlock } from "./consumer/simple-table";
import { SocialSharingBlock } from "./consumer/social-sharing";
import { SpecialOfferBlock, SpecialOffersBlock } from "./consumer/special-offers";
import { StatsWidgetBlock } from "./consumer/stats-widget";
import { HomeFeaturedBlock } from "./consumer-more/home-featured";
import { SafeKidsBlock } from "./consumer-more/safe-kids";
import { WelcomeSectionBlock } from "./consumer-more/welcome-section";
import { CtaBlock } from "./cta";
import { PackageDownload } from "./downloads/package-download";
import { SoftwareDocsBlock } from "./downloads/software-docs";
import { EnterpriseBanner } from "./enterprise/banner";
import { CaseStudies, FeatureCaseStudy } from "./enterprise/case-studies";
import {
  EnterpriseArticle,
  EnterpriseContent,
  EnterpriseDisclaimer,
  EnterprisePost,
  EnterpriseTable,
} from "./enterprise/long-form";
import { EnterpriseCategoryMenu, EnterpriseHomeMenu } from "./enterprise/menus";
import { EnterpriseOfferSection, EnterpriseSolutions, EnterpriseSupport } from "./enterprise/offers";
import {
  EnterpriseBenefits,
  EnterpriseOverview,
  EnterprisePyramid,
  EnterpriseRisk,
  EnterpriseThreat,
} from "./enterprise/sections";
import { EnterpriseAwards, EnterpriseFeatures, EnterpriseGrid, EnterprisePromo } from "./enterprise/showcase";
import { SimulatedAttacks, TrainingModules } from "./enterprise/training";
import { FeatureGridBlock } from "./feature-grid";
import { HeroBlock } from "./hero";
import { ImageTextBlock } from "./image-text";
import { blocksProvideTitle, isInteractiveBlock, type PageBlock, type StaticBlockType } from "./islands";
import { PageHeaderBlock } from "./page-header";
import {
  PremiumBannerBlock,
  PremiumDescriptionBlock,
  PremiumFaqBlock,
  PremiumFeaturesBlock,
  PremiumGridBlock,
  PremiumHeaderBlock,
  PremiumOfferSectionBlock,
  PremiumOneTimeOffersBlock,
  PremiumSectionListBlock,
} from "./premium/premium-blocks";
import { ProductCardsBlock } from "./product-cards";
import { ProductPromoSingle } from "./promos/product-promo-single";
import { RepositoryCategories, RepositorySidebar, RepositoryWidgets } from "./repository/repository-side";
import type { RenderBlock } from "./resolve.server";
import { RichTextBlock } from "./rich-text";
import { PartnerCaseStudies, PartnerPremiumServices } from "./smb-partners/partner-blocks";
import type { DocumentBlockHtml, DrawnHtml, ImagePreload } from "./static-html";
import type { BlockContext } from "./types";

type Components = {
  [T in StaticBlockType]: (props: { block: Extract<RenderBlock, { type: T }>; context: BlockContext }) => ReactNode;
};

/** Static block type → component: drawn on the server only (see `islands.ts`). */
export const staticComponents: Components = {
  hero: HeroBlock,
  "page-header": PageHeaderBlock,
  "rich-text": RichTextBlock,
  "feature-grid": FeatureGridBlock,
  "product-cards": ProductCardsBlock,
  cta: CtaBlock,
  accordion: AccordionBlock,
  "image-text": ImageTextBlock,
  "comparison-table": ComparisonTableBlock,
  "package-download": PackageDownload,
  "repository-sidebar": RepositorySidebar,
  "repository-widgets": RepositoryWidgets,
  "repository-categories": RepositoryCategories,
  "special-offers": SpecialOffersBlock,
  "special-offer": SpecialOfferBlock,
  "stats-widget": StatsWidgetBlock,
  "secondary-list": SecondaryListBlock,
  "simple-table": SimpleTableBlock,
  "social-sharing": SocialSharingBlock,
  "premium-header": PremiumHeaderBlock,
  "premium-banner": PremiumBannerBlock,
  "premium-description": PremiumDescriptionBlock,
  "premium-features": PremiumFeaturesBlock,
  "premium-grid": PremiumGridBlock,
  "premium-faq": PremiumFaqBlock,
  "premium-one-time-offers": PremiumOneTimeOffersBlock,
  "premium-offer-section": PremiumOfferSectionBlock,
  "premium-section-list": PremiumSectionListBlock,
  "vpn-message": VpnMessageBlock,
  "ksc-disclaimers": KscDisclaimersBlock,
  "software-docs": SoftwareDocsBlock,
  logos: LogosBlock,
  testimonials: TestimonialsBlock,
  "programs-list": ProgramsListBlock,
  "featured-section": FeaturedSectionBlock,
  "business-awards": BusinessAwardsBlock,
  "smb-apps": SmbAppsBlock,
  "smb-product-list": SmbProductListBlock,
  "support-html": SupportHtmlBlock,
  "vsb-alert": VsbAlertBlock,
  "vsb-welcome": VsbWelcomeBlock,
  "product-articles": ProductArticlesBlock,
  "targeted-solutions": TargetedSolutionsBlock,
  team: TeamBlock,
  awards: AwardsBlock,
  "press-contacts": PressContactsBlock,
  careers: CareersBlock,
  "enterprise-banner": EnterpriseBanner,
  "enterprise-benefits": EnterpriseBenefits,
  "enterprise-overview": EnterpriseOverview,
  "enterprise-pyramid": EnterprisePyramid,
  "enterprise-risk": EnterpriseRisk,
  "enterprise-threat": EnterpriseThreat,
  "enterprise-solutions": EnterpriseSolutions,
  "enterprise-support": EnterpriseSupport,
  "enterprise-offer-section": EnterpriseOfferSection,
  "case-studies": CaseStudies,
  "feature-case-study": FeatureCaseStudy,
  "simulated-attacks": SimulatedAttacks,
  "training-modules": TrainingModules,
  "enterprise-category-menu": EnterpriseCategoryMenu,
  "enterprise-home-menu": EnterpriseHomeMenu,
  "enterprise-article": EnterpriseArticle,
  "enterprise-post": EnterprisePost,
  "enterprise-content": EnterpriseContent,
  "enterprise-features": EnterpriseFeatures,
  "enterprise-grid": EnterpriseGrid,
  "enterprise-table": EnterpriseTable,
  "enterprise-disclaimer": EnterpriseDisclaimer,
  "enterprise-promo": EnterprisePromo,
  "enterprise-awards": EnterpriseAwards,
  "product-promo-single": ProductPromoSingle,
  "safe-kids": SafeKidsBlock,
  "welcome-section": WelcomeSectionBlock,
  "home-featured": HomeFeaturedBlock,
  "partner-premium-services": PartnerPremiumServices,
  "partner-case-studies": PartnerCaseStudies,
};

/** Ends each block's HTML in the one render of a page's static blocks; no block draws it. */
const blockEnd = '<template data-block-end=""></template>';

export interface DrawOptions {
  translations?: Translations;
  /** The page's path and query, for links relative to it. */
  location: string;
  /**
   * The response's list of static HTML when the page is rendered as a document: the HTML goes
   * there and the block names its slot. Without it (a client navigation), the block carries its HTML.
   */
  documentHtml: DocumentBlockHtml[] | null;
}

/**
 * The HTML of static blocks drawn lately, by everything the drawing depends on (the blocks' views,
 * the page's location, the heading level and the interface texts): pages rendered again — another
 * visitor class of the same page, a page the page cache could not keep — draw nothing twice.
 * Bounded by the bytes of HTML kept; the oldest drawing goes first.
 */
const drawnBefore = createDrawingMemo<DocumentBlockHtml[]>(16 * 1024 * 1024, (parts) =>
  parts.reduce((bytes, part) => bytes + part.html.length * 2, 0),
);

/**
 * Draws a page's static blocks to HTML in one render, leaving its interactive blocks as they are.
 * The leading hero's heading is the page's `<h1>`, as `BlockList` decides for the rest.
 */
export function drawStaticBlocks(blocks: RenderBlock[], { translations, location, documentHtml }: DrawOptions): PageBlock[] {
  const drawn = blocks.map((block, index) => ({ block, index })).filter(({ block }) => !isInteractiveBlock(block)) as Array<{
    block: Extract<RenderBlock, { type: StaticBlockType }>;
    index: number;
  }>;
  if (drawn.length === 0) return blocks as PageBlock[];
  const leadingHero = blocksProvideTitle(blocks);
  const parts = drawnBefore.get([location, leadingHero, translations ? objectKey(translations) : null, drawn], () =>
    renderToString(
      <MemoryRouter initialEntries={[location]}>
        {drawn.map(({ block, index }) => {
          const Component = staticComponents[block.type] as (props: { block: RenderBlock; context: BlockContext }) => ReactNode;
          return (
            <Fragment key={index}>
              <Component block={block} context={{ headingLevel: leadingHero && index === 0 ? 1 : 2, translations }} />
              <template data-block-end="" />
            </Fragment>
          );
        })}
      </MemoryRouter>,
    )
      .split(blockEnd)
      .map(takePreloads),
  );
  const partByIndex = new Map(drawn.map(({ index }, at) => [index, parts[at] ?? { html: "", preloads: [] }]));
  return blocks.map((block, index) => {
    const part = partByIndex.get(index);
    if (part === undefined || isInteractiveBlock(block)) return block;
    return { type: block.type, ...place(part, documentHtml) };
  }) as PageBlock[];
}

/** Drawn HTML for a document goes to its list (the block names its slot); for data, it travels itself. */
export function place(part: DocumentBlockHtml, documentHtml: DocumentBlockHtml[] | null): DrawnHtml {
  if (!documentHtml) return { html: part.html };
  documentHtml.push(part);
  return { slot: documentHtml.length - 1 };
}

/** Draws any part of a page without behaviour (the footer) to HTML, as for a static block. */
export function drawElement(element: ReactNode, url: URL): DocumentBlockHtml {
  return takePreloads(renderToString(<MemoryRouter initialEntries={[`${url.pathname}${url.search}`]}>{element}</MemoryRouter>));
}

/** Where this response's drawn HTML goes: its document's list, or (a client navigation) its data. */
export const documentHtmlOf = (info: Pick<RequestInfo, "dataRequest" | "staticHtml">) =>
  info.dataRequest ? null : info.staticHtml;

const preloadTag = /^<link rel="preload" as="image"([^>]*)\/>/;
const attribute = / (href|fetchPriority|imageSrcSet|imageSizes)="([^"]*)"/g;
const unescapeAttribute = (text: string) =>
  text
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/**
 * React puts a preload hint before an image it thinks matters (a hero's, `fetchPriority="high"`);
 * rendered apart from the document, that hint would land in the body. It is taken out here and
 * given to the document's render, which puts it in the head.
 */
function takePreloads(html: string): DocumentBlockHtml {
  const preloads: ImagePreload[] = [];
  let rest = html;
  for (let tag = preloadTag.exec(rest); tag; tag = preloadTag.exec(rest)) {
    const found = Object.fromEntries(
      [...(tag[1] ?? "").matchAll(attribute)].map(([, name, value]) => [name, unescapeAttribute(value ?? "")]),
    );
    if (found.href || found.imageSrcSet) preloads.push(found as ImagePreload);
    rest = rest.slice(tag[0].length);
  }
  return { html: rest, preloads };
}

/** Draws a page's static blocks for this response: into its document, or into its data. */
export function drawForResponse(
  info: Pick<RequestInfo, "dataRequest" | "staticHtml">,
  blocks: RenderBlock[],
  { translations, url }: { translations?: Translations; url: URL },
): PageBlock[] {
  return drawStaticBlocks(blocks, {
    translations,
    location: `${url.pathname}${url.search}`,
    documentHtml: documentHtmlOf(info),
  });
}
