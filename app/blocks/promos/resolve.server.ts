import type { ContentService } from "~/domain/content/service.server";
import { pageExists } from "~/domain/pages/sitemap.server";
import type { Logger } from "~/lib/logger.server";
import type { Site } from "~/sites/locales";
import { carouselWording } from "../carousels/resolve.server";
import type { BlockOf } from "../schemas.server";
import { completeImageSet, pictureSources, promoAutoplayMs } from "./rules";
import type { Promo } from "./schemas.server";
import type { PromoBlockView, PromoView } from "./view";

export interface PromoResolveContext {
  content: ContentService;
  site: Site;
  logger?: Logger;
}

/** Whether this site serves the promo's link: a site path must be a page of the site. */
async function linkServed(promo: Promo, { content, site }: PromoResolveContext): Promise<boolean> {
  if (!promo.href.startsWith("/")) return true;
  return pageExists(content, site.locale, promo.href.split(/[?#]/)[0] ?? promo.href);
}

/**
 * The promos shown: each needs its three images and a link the site serves, else it hides itself
 * with a warning (spec 3 §8). One promo is drawn on the server alone; several rotate every
 * `autoPlaySpeed` seconds; none hides the block (null).
 */
export async function resolveProductPromo(
  block: BlockOf<"product-promo">,
  context: PromoResolveContext,
): Promise<PromoBlockView | null> {
  const shown = await Promise.all(
    block.items.map(async (promo): Promise<PromoView | null> => {
      const images = completeImageSet(promo);
      if (!images) {
        context.logger?.warn({ promo: promo.title }, "product promo hidden: its image set is incomplete");
        return null;
      }
      if (!(await linkServed(promo, context))) {
        context.logger?.warn({ promo: promo.title, href: promo.href }, "product promo hidden: its link target is missing");
        return null;
      }
      const { title, text, alt, href, linkLabel } = promo;
      return { title, ...(text ? { text } : {}), alt, href, linkLabel, picture: pictureSources(images) };
    }),
  );
  const items = shown.filter((promo): promo is PromoView => promo !== null);
  const common = { id: block.id, heading: block.heading, promoType: block.promoType };
  const [first] = items;
  if (!first) return null;
  if (items.length === 1) return { ...common, type: "product-promo-single", promo: first };
  const found = await context.content.requireDocument(
    context.site.locale,
    "localization/general-translations.json",
    "general-translations",
  );
  const messages = found.document.fields;
  const wording = carouselWording(messages, context.site.intlLocale);
  return {
    ...common,
    type: "product-promo",
    ...wording.deck(items),
    texts: wording.texts,
    label: block.heading ?? messages.promoCarouselLabel,
    autoplayMs: promoAutoplayMs(block.autoPlaySpeed),
  };
}
