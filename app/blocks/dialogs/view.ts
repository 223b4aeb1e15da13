import type { Image } from "../schemas.server";

/** The dialog blocks as their components receive them: links, embeds and labels worked out on the server. */

export interface VideoPopupItemView {
  title: string;
  text?: string;
  poster: Image;
  kind: "youtube" | "map";
  /** The player or map, framed in the dialog. */
  embedSrc: string;
  /** The video's or map's own page: the control's link without JavaScript. */
  href: string;
  /** The control's accessible name ("Play video: …", "Show map: …"). */
  label: string;
}

export interface VideoPopupView {
  type: "video-popup";
  id?: string;
  heading?: string;
  intro?: string;
  items: VideoPopupItemView[];
  closeLabel: string;
}

export interface NewsPopupItemView {
  title: string;
  /** ISO date, for `<time datetime>`. */
  date: string;
  /** The date as the site writes it. */
  dateText: string;
  teaser: string;
  /** Sanitised HTML. */
  summary: string;
  href: string;
  linkText: string;
  image?: Image;
}

export interface NewsPopupView {
  type: "news-popup";
  id?: string;
  heading?: string;
  items: NewsPopupItemView[];
  closeLabel: string;
}

export interface DisclaimerPopupView {
  type: "disclaimer-popup";
  id: string;
  label: string;
  title: string;
  /** Sanitised HTML. */
  html: string;
  closeLabel: string;
}

export interface AgeRestrictionPopupView {
  type: "age-restriction-popup";
  id?: string;
  heading: string;
  text: string;
  minimumAge: number;
  declineHref: string;
  confirmLabel: string;
  declineLabel: string;
}

export type DialogBlockView = VideoPopupView | NewsPopupView | DisclaimerPopupView | AgeRestrictionPopupView;
