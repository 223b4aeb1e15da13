import type { CarouselTexts } from "~/components/ui/carousel";
import type { ContentDocument } from "~/domain/content/schemas.server";
import type { ContentService } from "~/domain/content/service.server";
import { platformFromUserAgent } from "~/domain/downloads/rules";
import { pageExists } from "~/domain/pages/sitemap.server";
import { listRepositoryItems } from "~/domain/repository/items.server";
import type { Logger } from "~/lib/logger.server";
import { formatMessage } from "~/lib/messages";
import type { Site } from "~/sites/locales";
import type { ActionResolver } from "../actions.server";
import type { BlockOf } from "../schemas.server";
import { carouselTabs, initialCarouselTab } from "./rules";
import type { CarouselView, ProductSlide, ResourceSlide, SlideDeck } from "./view";

export type CarouselBlockType = CarouselView["type"];

const carouselBlockTypes: ReadonlySet<string> = new Set<CarouselBlockType>([
  "products-carousel",
  "related-products",
  "resource-carousel",
  "strategic-partners-carousel",
]);

export const isCarouselBlock = (block: { type: string }): block is BlockOf<CarouselBlockType> =>
  carouselBlockTypes.has(block.type);

export interface CarouselResolveContext {
  content: ContentService;
  site: Site;
  /** The visitor's User-Agent; reading it makes the page vary by platform, so only a tabbed carousel does. */
  downloads: { readonly userAgent: string | null };
  actions: Pick<ActionResolver, "hidesTrial">;
  logger?: Pick<Logger, "warn">;
}

/**
 * A carousel block with its documents resolved and its texts formatted, or null when it has
 * nothing to show: every carousel hides itself then (spec 3 §8 names the products and strategic
 * partners carousels).
 */
export async function resolveCarouselBlock(
  block: BlockOf<CarouselBlockType>,
  context: CarouselResolveContext,
): Promise<CarouselView | null> {
  const texts = await carouselTexts(context);
  const { id, heading, intro } = block;
  const common = { id, heading, intro, autoplay: block.enableAutoPlay, texts: texts.texts };
  switch (block.type) {
    case "products-carousel": {
      const resolved = await Promise.all(
        block.carouselTabs.map(async (tab) => ({
          tabID: tab.tabID,
          label: tab.label,
          items: await reachable(await productSlides(tab.carouselProduct, context), context),
        })),
      );
      const tabs = carouselTabs(resolved, block.enableTabFilter);
      if (tabs.length === 0) {
        context.logger?.warn({ tabs: block.carouselTabs.map((tab) => tab.tabID) }, "no product of the carousel resolved; hidden");
        return null;
      }
      const showTabs = tabs.length > 1;
      // The visitor's platform is read only when it chooses something, so other pages do not vary by it.
      const platform = showTabs ? platformFromUserAgent(context.downloads.userAgent) : null;
      return {
        ...common,
        type: "products-carousel",
        tabs: tabs.map((tab) => ({ id: tab.tabID, label: tab.label, ...texts.deck(tab.items) })),
        showTabs,
        initialTab: initialCarouselTab(
          tabs.map((tab) => tab.tabID),
          platform,
        ) as string,
        borderAndBg: block.borderAndBg,
      };
    }
    case "related-products": {
      const products = await productSlides(
        block.products.map((ref) => ref.product),
        context,
      );
      const written = block.items.map(
        (item): ProductSlide => ({
          name: item.href,
          title: item.title,
          shortDesc: item.text,
          image: item.image,
          href: item.href,
          buyText: item.linkText ?? texts.learnMore,
        }),
      );
      const items = await reachable([...products, ...written], context);
      return items.length > 0 ? { ...common, type: "related-products", ...texts.deck(items) } : null;
    }
    case "resource-carousel": {
      const items = await resourceSlides(block, context, texts.learnMore);
      if (items.length === 0) return null;
      return { ...common, type: "resource-carousel", slidesToShow: block.slidesToShow, ...texts.deck(items) };
    }
    case "strategic-partners-carousel": {
      const partners = await reachable(block.partners, context);
      if (partners.length === 0) return null;
      return { ...common, type: "strategic-partners-carousel", ...texts.deck(partners) };
    }
  }
}

type GeneralTranslations = ContentDocument<"general-translations">["fields"];

/**
 * A carousel's texts in the site's language (its general translations), and a deck of slides with
 * their formatted positions ("3 of 8"): every carousel's, the promos' and the gallery slider's too.
 */
export function carouselWording(messages: GeneralTranslations, intlLocale: string) {
  const texts: CarouselTexts = {
    carousel: messages.carouselRole,
    slide: messages.carouselSlideRole,
    previous: messages.carouselPrevious,
    next: messages.carouselNext,
    pause: messages.carouselPause,
    play: messages.carouselPlay,
  };
  return {
    texts,
    deck<Item>(items: Item[]): SlideDeck<Item> {
      return {
        items,
        positions: items.map((_, index) =>
          formatMessage(intlLocale, messages.carouselSlidePosition, { n: index + 1, total: items.length }),
        ),
      };
    },
  };
}

/** The site's carousel wording (see `carouselWording`) and its "learn more": every carousel block's, the review carousel's too. */
export async function carouselTexts({ content, site }: Pick<CarouselResolveContext, "content" | "site">) {
  const found = await content.requireDocument(site.locale, "localization/general-translations.json", "general-translations");
  return { ...carouselWording(found.document.fields, site.intlLocale), learnMore: found.document.fields.learnMore };
}

/**
 * The slides whose site link this site serves. A slide linking a page the site lacks is left out
 * here, before the positions are counted ("3 of 8"), rather than by the page's dead-link pass
 * (`dead-links.server.ts`), which would leave the count wrong.
 */
async function reachable<Slide extends { href?: string }>(
  slides: Slide[],
  { content, site }: CarouselResolveContext,
): Promise<Slide[]> {
  const kept = await Promise.all(
    slides.map((slide) =>
      slide.href?.startsWith("/") ? pageExists(content, site.locale, slide.href.split(/[?#]/)[0] ?? slide.href) : true,
    ),
  );
  return slides.filter((_, index) => kept[index]);
}

/** Products by document name, in order; one without a document is left out (`content:check` names it). */
async function productSlides(names: readonly string[], { content, site, actions }: CarouselResolveContext) {
  const slides = await Promise.all(
    names.map(async (name): Promise<ProductSlide | null> => {
      const found = await content.getDocument(site.locale, `home-security/products/${name}/${name}.json`, "product");
      if (!found) return null;
      const product = found.document.fields;
      const trialHidden = await actions.hidesTrial(product);
      return {
        name,
        title: product.title,
        shortDesc: product.shortDesc,
        image: product.fullSizeImage,
        href: product.prodPageLink,
        buyText: product.buyText,
        ...(trialHidden || !product.freeTrialLink || !product.freeTrialText
          ? {}
          : { freeTrialLink: product.freeTrialLink, freeTrialText: product.freeTrialText }),
      };
    }),
  );
  return slides.filter((slide): slide is ProductSlide => slide !== null);
}

/** The resource documents a deck names, from the site's repository items; unknown paths are left out. */
async function resourceSlides(
  block: BlockOf<"resource-carousel">,
  { content, site, logger }: CarouselResolveContext,
  learnMore: string,
): Promise<ResourceSlide[]> {
  const items = await listRepositoryItems(content, site.locale);
  const byPath = new Map(items.map((item) => [item.path, item]));
  const slides: ResourceSlide[] = [];
  for (const entry of block.resources) {
    const item = byPath.get(entry.path);
    if (!item) {
      logger?.warn({ path: entry.path }, "resource of the carousel not found; left out");
      continue;
    }
    const image = entry.image ?? item.image;
    slides.push({
      path: item.path,
      title: item.title,
      summary: item.summary,
      ...(item.labels[0] ? { label: item.labels[0] } : {}),
      ...(image ? { image } : {}),
      linkText: entry.linkText ?? block.linkText ?? learnMore,
    });
  }
  return slides;
}
