import type { ContentService } from "~/domain/content/service.server";
import { dateTimeFormat } from "~/lib/intl-formats";
import type { Logger } from "~/lib/logger.server";
import { formatMessage } from "~/lib/messages";
import type { Site } from "~/sites/locales";
import { carouselWording } from "../carousels/resolve.server";
import type { BlockOf } from "../schemas.server";
import type { EnterpriseMoreType, EnterpriseMoreView } from "./more-view";
import { resourceSelection } from "./resource-filter";

export interface EnterpriseMoreContext {
  content: ContentService;
  site: Pick<Site, "locale" | "intlLocale">;
  /** The page URL's query: the resource library's filters (`sel`). */
  searchParams: URLSearchParams;
  logger?: Pick<Logger, "warn">;
}

const resolvedTypes: ReadonlySet<string> = new Set<EnterpriseMoreType>([
  "enterprise-resources",
  "enterprise-article",
  "enterprise-post",
  "enterprise-promo",
  "gallery-slider",
]);

export const isEnterpriseMoreBlock = (block: { type: string }): block is BlockOf<EnterpriseMoreType> =>
  resolvedTypes.has(block.type);

/** A date of the content (2026-03-24) written out the site's way, as UTC so no zone shifts the day. */
export function dateText(intlLocale: string, date: string): string {
  return dateTimeFormat(intlLocale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * The enterprise blocks that need the server: their interface texts in the site's language, dates
 * by `Intl`, the resource library's selection from the URL; a promo missing its image or target is
 * not drawn (null, spec 3 §8).
 */
export async function resolveEnterpriseMore(
  block: BlockOf<EnterpriseMoreType>,
  context: EnterpriseMoreContext,
): Promise<EnterpriseMoreView | null> {
  const { site } = context;
  if (block.type === "enterprise-promo") {
    if (block.image && block.action) return { ...block, image: block.image, action: block.action };
    context.logger?.warn({ heading: block.heading }, "enterprise promo without its image or target; hidden");
    return null;
  }
  if (block.type === "enterprise-post") {
    return { ...block, posts: block.posts.map((post) => ({ ...post, dateText: dateText(site.intlLocale, post.date) })) };
  }
  const found = await context.content.requireDocument(
    site.locale,
    "localization/general-translations.json",
    "general-translations",
  );
  const t = found.document.fields;
  const format = (message: string, values?: Record<string, string | number>) => formatMessage(site.intlLocale, message, values);
  switch (block.type) {
    case "enterprise-resources":
      return {
        ...block,
        selected: resourceSelection(context.searchParams.getAll("sel"), block.filters),
        texts: {
          all: format(t.resourcesAll),
          submit: format(t.resourcesFilter),
          none: format(t.resourcesNone),
          counts: Array.from({ length: block.items.length + 1 }, (_, count) => format(t.resourcesCount, { count })),
        },
      };
    case "enterprise-article":
      return {
        ...block,
        dateText: dateText(site.intlLocale, block.date),
        byline: format(t.articleBy, { author: block.author.name }),
        relatedHeading: format(t.articleRelated),
      };
    case "gallery-slider": {
      const wording = carouselWording(t, site.intlLocale);
      return { ...block, positions: wording.deck(block.slides).positions, texts: wording.texts };
    }
  }
}
