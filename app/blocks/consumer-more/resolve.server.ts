import type { ContentDocument, Translations } from "~/domain/content/schemas.server";
import type { ContentService } from "~/domain/content/service.server";
import type { Logger } from "~/lib/logger.server";
import { formatMessage } from "~/lib/messages";
import type { Site } from "~/sites/locales";
import type { ActionResolver } from "../actions.server";
import type { BlockOf } from "../schemas.server";
import type { BottomBarView, HomeFeaturedView, RescueChatView, SafeKidsView } from "./view";

export interface ConsumerMoreResolveContext {
  content: ContentService;
  site: Site;
  logger?: Pick<Logger, "warn">;
}

async function translationsOf({ content, site }: ConsumerMoreResolveContext): Promise<Translations> {
  const found = await content.requireDocument(site.locale, "localization/general-translations.json", "general-translations");
  return found.document.fields;
}

/** The kids free product's name in the country rules (spec 3 §6). */
const kidsFreeProduct = "safe-kids-free";

/** Safe kids: age groups labelled in the site's language; the free product's actions gated by country. */
export async function resolveSafeKids(
  block: BlockOf<"safe-kids">,
  context: ConsumerMoreResolveContext & { actions: ActionResolver },
): Promise<SafeKidsView> {
  const translations = await translationsOf(context);
  return {
    type: "safe-kids",
    id: block.id,
    heading: block.heading,
    intro: block.intro,
    ageGroups: block.ageGroups.map((group) => {
      const [from = 0, to = 0] = group.ages.split("-").map(Number);
      return {
        ages: group.ages,
        label: formatMessage(context.site.intlLocale, translations.safeKidsAgeGroup, { from, to }),
        title: group.title,
        points: group.points,
      };
    }),
    actions: await context.actions.list(block.actions.map((action) => ({ ...action, product: kidsFreeProduct, trial: false }))),
  };
}

/**
 * A document the block shows, or null with a warning when it is missing or invalid (spec 3 §8:
 * the block hides itself). The content service logs an invalid file and reports it as absent.
 */
async function documentOrNull<K extends "home-featured" | "bottom-bar">(
  context: ConsumerMoreResolveContext,
  path: string,
  kind: K,
  block: string,
): Promise<ContentDocument<K>["fields"] | null> {
  try {
    const found = await context.content.getDocument(context.site.locale, path, kind);
    if (found) return found.document.fields;
    context.logger?.warn({ path }, `${block} hidden: its document is missing or invalid`);
  } catch (error) {
    context.logger?.warn({ path, error }, `${block} hidden: its document could not be read`);
  }
  return null;
}

export const homeFeaturedPath = "home-security/home-featured.json";
export const bottomBarPath = "site-general/bottom-bar.json";

export async function resolveHomeFeatured(
  block: BlockOf<"home-featured">,
  context: ConsumerMoreResolveContext,
): Promise<HomeFeaturedView | null> {
  const fields = await documentOrNull(context, homeFeaturedPath, "home-featured", "home featured");
  return fields && { type: "home-featured", id: block.id, heading: block.heading, items: fields.items };
}

export async function resolveBottomBar(
  block: BlockOf<"bottom-bar">,
  context: ConsumerMoreResolveContext,
): Promise<BottomBarView | null> {
  const fields = await documentOrNull(context, bottomBarPath, "bottom-bar", "bottom bar");
  if (!fields) return null;
  const translations = await translationsOf(context);
  return { type: "bottom-bar", id: block.id, ...fields, closeLabel: translations.bottomBarClose };
}

/** The rescue chat entry: the chat's loader on a site with live chat, the contact form's link always. */
export async function resolveRescueChat(
  block: BlockOf<"rescue-chat">,
  context: ConsumerMoreResolveContext,
): Promise<RescueChatView> {
  const translations = await translationsOf(context);
  return {
    type: "rescue-chat",
    id: block.id,
    heading: block.heading,
    text: block.text,
    contactHref: block.contactHref,
    contactLabel: translations.rescueChatContact,
    chat: context.site.liveChat
      ? { loaderSrc: block.loaderSrc, startLabel: translations.rescueChatStart, loadingLabel: translations.rescueChatLoading }
      : null,
  };
}
