import { z } from "zod";
import { anchorId, image, richText } from "../schema-primitives.server";
import { mapEmbedPattern, youtubeIdPattern } from "./embed";

/*
 * The dialog blocks (spec 3 §2 "Dialogs"): each opens its content in the modal dialog of
 * `app/components/ui/dialog.tsx`, and without JavaScript is a plain link (or notice) to the same
 * content. The field helpers are this family's own, so this module does not import the block
 * union that imports it.
 */

const sitePath = z.string().regex(/^\/(?!\/)/, "must be a site path (/...)");
const httpsUrl = z.string().regex(/^https:\/\/[^\s"<>]+$/, "must be an https:// address");

const videoEmbed = z.strictObject({
  kind: z.literal("youtube"),
  /** The video's id on YouTube; played from the privacy-enhanced youtube-nocookie.com. */
  videoId: z.string().regex(youtubeIdPattern, "must be an 11-character YouTube video id"),
});
const mapEmbed = z.strictObject({
  kind: z.literal("map"),
  /** OpenStreetMap's embed address ("Share → HTML"). */
  src: z.string().regex(mapEmbedPattern, "must be an https://www.openstreetmap.org/export/embed.html?… address"),
  /** The map's own page, for visitors without JavaScript. */
  href: httpsUrl,
});

/** Video popup (spec 3 §1 "video popup (video or map embed)"): thumbnails that open a player or a map. */
export const videoPopupBlock = z.strictObject({
  type: z.literal("video-popup"),
  id: anchorId,
  heading: z.string().min(1).optional(),
  intro: z.string().min(1).optional(),
  items: z
    .array(
      z.strictObject({
        title: z.string().min(1),
        text: z.string().min(1).optional(),
        /** The thumbnail; its text is the title beside it, so `alt` is usually empty. */
        poster: image,
        embed: z.discriminatedUnion("kind", [videoEmbed, mapEmbed]),
      }),
    )
    .min(1)
    .max(6),
});

/** News popup: teasers of news items, each announced in a dialog; the teaser links to the news page. */
export const newsPopupBlock = z.strictObject({
  type: z.literal("news-popup"),
  id: anchorId,
  heading: z.string().min(1).optional(),
  items: z
    .array(
      z.strictObject({
        title: z.string().min(1),
        date: z.iso.date(),
        /** One or two sentences on the teaser. */
        teaser: z.string().min(1),
        /** What the dialog says. */
        summary: richText,
        href: sitePath,
        linkText: z.string().min(1),
        image: image.optional(),
      }),
    )
    .min(1)
    .max(6),
});

/** Disclaimer popup: a link that opens the disclaimer in a dialog; the same text is on the page at its anchor. */
export const disclaimerPopupBlock = z.strictObject({
  type: z.literal("disclaimer-popup"),
  /** The anchor of the text on the page, where the link leads without JavaScript. */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, "must be a lower-case anchor id"),
  /** The link's text; the site's "Disclaimer" when absent. */
  label: z.string().min(1).optional(),
  title: z.string().min(1),
  html: richText,
});

/**
 * Age-restriction popup: content not meant for children behind a question the visitor answers
 * once (remembered in the browser); declining goes to `declineHref`.
 */
export const ageRestrictionPopupBlock = z.strictObject({
  type: z.literal("age-restriction-popup"),
  id: anchorId,
  heading: z.string().min(1),
  text: z.string().min(1),
  minimumAge: z.number().int().min(12).max(21).default(18),
  declineHref: sitePath,
});
