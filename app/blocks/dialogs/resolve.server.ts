import type { ContentService } from "~/domain/content/service.server";
import { dateTimeFormat } from "~/lib/intl-formats";
import { formatMessage } from "~/lib/messages";
import type { Site } from "~/sites/locales";
import type { BlockOf } from "../schemas.server";
import { youtubeEmbedSrc, youtubeWatchHref } from "./embed";
import type { DialogBlockView, VideoPopupItemView } from "./view";

export type DialogBlockType = "video-popup" | "news-popup" | "disclaimer-popup" | "age-restriction-popup";

/**
 * A dialog block with its interface text in the site's language (`general-translations`), its
 * dates written the site's way and its embeds' addresses: components receive finished strings.
 */
export async function resolveDialogBlock(
  block: BlockOf<DialogBlockType>,
  context: { content: ContentService; site: Site },
): Promise<DialogBlockView> {
  const { site } = context;
  const found = await context.content.requireDocument(
    site.locale,
    "localization/general-translations.json",
    "general-translations",
  );
  const t = found.document.fields;
  const format = (message: string, values?: Record<string, string | number>) => formatMessage(site.intlLocale, message, values);
  switch (block.type) {
    case "video-popup":
      return {
        ...block,
        closeLabel: format(t.closeDialog),
        items: block.items.map(
          ({ embed, ...item }): VideoPopupItemView =>
            embed.kind === "youtube"
              ? {
                  ...item,
                  kind: "youtube",
                  embedSrc: youtubeEmbedSrc(embed.videoId),
                  href: youtubeWatchHref(embed.videoId),
                  label: format(t.playVideo, { title: item.title }),
                }
              : { ...item, kind: "map", embedSrc: embed.src, href: embed.href, label: format(t.showMap, { title: item.title }) },
        ),
      };
    case "news-popup": {
      const dates = dateTimeFormat(site.intlLocale, { dateStyle: "long", timeZone: "UTC" });
      return {
        ...block,
        closeLabel: format(t.closeDialog),
        items: block.items.map((item) => ({ ...item, dateText: dates.format(new Date(`${item.date}T00:00:00Z`)) })),
      };
    }
    case "disclaimer-popup":
      return { ...block, label: block.label ?? format(t.disclaimer), closeLabel: format(t.closeDialog) };
    case "age-restriction-popup":
      return {
        ...block,
        confirmLabel: format(t.ageConfirm, { age: block.minimumAge }),
        declineLabel: format(t.ageDecline, { age: block.minimumAge }),
      };
  }
}
